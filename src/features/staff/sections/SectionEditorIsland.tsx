import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { apiCall, ApiError } from '~/features/api/apiClient.ts';
import { PhotoInput, PictureList } from '~/features/staff/catalogue/PictureList.tsx';
import { uploadPhoto } from '~/features/staff/catalogue/uploadPhoto.ts';
import type { StaffKey } from '~/features/staff/staffText.ts';
import { formatDigits } from '~/shared/catalogue/format.ts';
import { mediaUrl } from '~/shared/catalogue/paths.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import type { SectionData, SectionName, SectionRow } from '~/shared/staff/catalogueSections.ts';

/** The staff texts the editor shows (sent as its `text` prop). */
export const SECTION_EDITOR_KEYS = [
  'sections.follows',
  'sections.followAgain',
  'sections.add.categories',
  'sections.add.banners',
  'sections.add.packages',
  'sections.add.menu',
  'sections.new.categories',
  'sections.new.banners',
  'sections.new.packages',
  'sections.new.menu',
  'sections.column.key',
  'sections.column.number',
  'sections.column.parent',
  'sections.column.slug',
  'sections.column.nameEn',
  'sections.column.nameFa',
  'sections.column.titleEn',
  'sections.column.titleFa',
  'sections.column.descriptionEn',
  'sections.column.descriptionFa',
  'sections.column.sizeFilters',
  'sections.column.pieces',
  'sections.column.alignContent',
  'sections.column.href',
  'sections.column.images',
  'sections.hint.key',
  'sections.hint.slug',
  'sections.hint.sizeFilters',
  'sections.hint.href',
  'sections.topLevel',
  'sections.under',
  'sections.align.start',
  'sections.align.center',
  'sections.align.end',
  'sections.moveUp',
  'sections.moveDown',
  'sections.remove',
  'sections.save',
  'sections.otherProblems',
  'sections.rowProblems',
  'sections.empty',
  'catalogue.noPictures',
  'catalogue.pictureAlt',
  'catalogue.moveEarlier',
  'catalogue.moveLater',
  'catalogue.remove',
  'catalogue.addPhoto',
  'catalogue.uploading',
  'catalogue.savedNote',
  'catalogue.toPublish',
] as const satisfies readonly StaffKey[];
type Key = (typeof SECTION_EDITOR_KEYS)[number];

/** The catalogue file's fields a section's form shows, in form order. */
type Column =
  | 'key'
  | 'parent'
  | 'slug'
  | 'nameEn'
  | 'nameFa'
  | 'titleEn'
  | 'titleFa'
  | 'descriptionEn'
  | 'descriptionFa'
  | 'sizeFilters'
  | 'pieces'
  | 'alignContent'
  | 'href'
  | 'images';
const FORMS: Record<SectionName, Column[]> = {
  categories: ['nameEn', 'nameFa', 'key', 'parent', 'slug', 'descriptionEn', 'descriptionFa', 'sizeFilters'],
  banners: ['titleEn', 'titleFa', 'descriptionEn', 'descriptionFa', 'href', 'alignContent', 'images'],
  packages: ['titleEn', 'titleFa', 'key', 'pieces'],
  // A menu entry's key only ties it to its children: the form makes it.
  menu: ['titleEn', 'titleFa', 'parent', 'href'],
};
const HINTS: Partial<Record<Column, Key>> = {
  slug: 'sections.hint.slug',
  sizeFilters: 'sections.hint.sizeFilters',
  href: 'sections.hint.href',
};
const LTR = new Set<Column>(['key', 'slug', 'nameEn', 'titleEn', 'descriptionEn', 'sizeFilters', 'pieces', 'href']);

interface Row {
  /** Stable across moves, for React and for the problems of a save. */
  id: number;
  values: SectionRow;
  /** Loaded from the service: its key stays as it is. */
  stored: boolean;
}
type Problems = { rows: Map<number, Partial<Record<Column | '', string>>>; other: string[]; message: string };

interface Props {
  locale: Locale;
  initial: SectionData;
  text: Record<Key, string>;
}

/** Rows with ids from `first` on: the rendered page's are their places, the same on the server and in the browser. */
const rowsOf = (data: SectionData, first = 0): Row[] => data.rows.map((values, i) => ({ id: first + i, values, stored: true }));
const textOf = (value: SectionRow[string] | undefined) => (typeof value === 'string' ? value : '');

/**
 * One section of the catalogue edited whole (docs/staff.md#catalogue-editing): its rows in order, each opened to
 * change it, moved, removed or added; saved together and checked as the import checks the file, each problem
 * beside its field.
 */
export function SectionEditorIsland({ locale, initial, text }: Props) {
  const name = initial.name;
  const t = (key: Key, values?: Record<string, string>) => (values ? fill(text[key], values) : text[key]);
  const n = (value: number) => formatDigits(locale, value);
  const [rows, setRows] = useState<Row[]>(() => rowsOf(initial));
  // Ids given in the browser follow the rendered ones, so no two fields share an id.
  const nextId = useRef(initial.rows.length);
  const takeIds = (count: number) => {
    const first = nextId.current;
    nextId.current += count;
    return first;
  };
  const [follows, setFollows] = useState(initial.followsCategories);
  const [version, setVersion] = useState(initial.version);
  const [problems, setProblems] = useState<Problems | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState<{ id: number; percent: number } | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const formId = useId();
  // A refused save: the summary of its problems takes the focus, so a screen reader reads it first.
  useEffect(() => {
    if (problems?.message) summary.current?.focus();
  }, [problems]);

  const titleOf = (row: Row) => {
    const own = locale === 'fa' ? (row.values.nameFa ?? row.values.titleFa) : (row.values.nameEn ?? row.values.titleEn);
    return textOf(own).trim() || t(`sections.new.${name}`);
  };
  const change = (id: number, column: Column, value: string | string[]) => {
    setRows((list) => list.map((row) => (row.id === id ? { ...row, values: { ...row.values, [column]: value } } : row)));
    setSaved(false);
  };
  const move = (from: number, to: number) => {
    setRows((list) => {
      const next = [...list];
      const [picked] = next.splice(from, 1);
      next.splice(to, 0, picked!);
      return next;
    });
    setSaved(false);
  };
  const add = () => {
    const values: SectionRow = Object.fromEntries(FORMS[name].map((column) => [column, column === 'images' ? [] : '']));
    if (name === 'packages') values.key = String(Math.max(0, ...rows.map((row) => Number(row.values.key) || 0)) + 1);
    if (name === 'menu') {
      const taken = new Set(rows.map((row) => row.values.key));
      let number = rows.length + 1;
      while (taken.has(`m${number}`)) number++;
      values.key = `m${number}`;
    }
    if (name === 'banners') values.alignContent = 'start';
    const id = takeIds(1);
    setRows((list) => [...list, { id, values, stored: false }]);
    setSaved(false);
  };

  async function send(sent: Row[]) {
    setSaving(true);
    try {
      const answer = await apiCall<SectionData>(`/v1/staff/catalogue/sections/${name}`, {
        method: 'PUT',
        body: { rows: sent.map((row) => row.values), version },
        errorToasts: false,
      });
      setRows(rowsOf(answer, takeIds(answer.rows.length)));
      setVersion(answer.version);
      setFollows(answer.followsCategories);
      setProblems(null);
      setSaved(true);
    } catch (error) {
      setProblems(problemsOf(error, name, sent));
      setSaved(false);
    } finally {
      setSaving(false);
    }
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    void send(rows);
  };

  async function addPicture(id: number, file: File | undefined, current: string[]) {
    if (!file) return;
    setUploading({ id, percent: 0 });
    try {
      const picture = await uploadPhoto(file, locale, (percent) => setUploading({ id, percent }));
      change(id, 'images', [...current, picture.name]);
    } catch (error) {
      setProblems((p) => withRowProblem(p, id, 'images', (error as Error).message));
    } finally {
      setUploading(null);
    }
  }

  /** The title of a row's parent (categories and menu entries), or null at the top level. */
  const parentTitle = (row: Row) => {
    const key = textOf(row.values.parent);
    const parent = key ? rows.find((other) => other.id !== row.id && textOf(other.values.key) === key) : undefined;
    return parent ? titleOf(parent) : null;
  };
  const parentChoices = (row: Row) =>
    name === 'categories'
      ? rows
          .filter((other) => other.id !== row.id && textOf(other.values.key))
          .map((other) => [textOf(other.values.key), titleOf(other)] as const)
      : rows.filter((other) => other.id !== row.id).map((other) => [textOf(other.values.key), titleOf(other)] as const);

  const control = (row: Row, column: Column, id: string, described: string | undefined, invalid: boolean): ReactNode => {
    const value = textOf(row.values[column]);
    const common = {
      id,
      'aria-describedby': described,
      'aria-invalid': invalid || undefined,
    };
    if (column === 'parent') {
      return (
        <select {...common} value={value} onChange={(event) => change(row.id, column, event.target.value)}>
          <option value="">{t('sections.topLevel')}</option>
          {parentChoices(row).map(([key, title]) => (
            <option key={key} value={key}>
              {title}
            </option>
          ))}
        </select>
      );
    }
    if (column === 'alignContent') {
      return (
        <select {...common} value={value || 'start'} onChange={(event) => change(row.id, column, event.target.value)}>
          {(['start', 'center', 'end'] as const).map((place) => (
            <option key={place} value={place}>
              {t(`sections.align.${place}`)}
            </option>
          ))}
        </select>
      );
    }
    const dir = LTR.has(column) ? 'ltr' : 'rtl';
    if (column === 'descriptionEn' || column === 'descriptionFa') {
      return (
        <textarea {...common} dir={dir} value={value} maxLength={4000} onChange={(event) => change(row.id, column, event.target.value)} />
      );
    }
    const fixed = column === 'key' && (row.stored || name === 'packages');
    return (
      <input
        {...common}
        dir={dir}
        value={value}
        readOnly={fixed}
        inputMode={column === 'pieces' ? 'numeric' : undefined}
        autoCapitalize={column === 'key' ? 'characters' : undefined}
        maxLength={column.startsWith('description') ? 4000 : 300}
        onChange={(event) => change(row.id, column, event.target.value)}
      />
    );
  };

  const pictures = (row: Row, error: string | undefined) => {
    const list = Array.isArray(row.values.images) ? row.values.images : [];
    return (
      <fieldset className="staff-field" aria-describedby={error ? `${formId}-${row.id}-images-error` : undefined}>
        <legend>{t('sections.column.images')}</legend>
        <PictureList
          locale={locale}
          pictures={list.map((picture) => ({ name: picture, url: mediaUrl(picture, 256) }))}
          onChange={(next) => change(row.id, 'images', next)}
          text={text}
        />
        <PhotoInput
          id={`${formId}-${row.id}-photo`}
          locale={locale}
          progress={uploading?.id === row.id ? uploading.percent : null}
          disabled={uploading !== null}
          onFile={(file) => void addPicture(row.id, file, list)}
          text={text}
        />
        {error && (
          <p id={`${formId}-${row.id}-images-error`} className="staff-error">
            {error}
          </p>
        )}
      </fieldset>
    );
  };

  return (
    <form className="staff-stack section-editor" onSubmit={save} noValidate>
      {problems && (problems.message || problems.other.length > 0) && (
        <div ref={summary} tabIndex={-1} role="alert" className="staff-error staff-card">
          <p>{problems.message}</p>
          {problems.other.length > 0 && (
            <>
              <p>{t('sections.otherProblems')}</p>
              <ul>
                {problems.other.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {name === 'menu' && follows && <p className="staff-card staff-hint">{t('sections.follows')}</p>}
      {rows.length === 0 && <p>{t('sections.empty')}</p>}
      <ol className="section-rows">
        {rows.map((row, index) => {
          const found = problems?.rows.get(row.id);
          const title = titleOf(row);
          return (
            <li key={row.id}>
              <details className="staff-card section-row" open={!row.stored || found !== undefined}>
                <summary>
                  <span>
                    {n(index + 1)}. {title}
                  </span>
                  {name === 'categories' && row.values.key && (
                    <bdi dir="ltr" className="staff-hint">
                      {textOf(row.values.key)}
                    </bdi>
                  )}
                  {parentTitle(row) && <span className="staff-hint">{t('sections.under', { name: parentTitle(row)! })}</span>}
                  {found && <span className="staff-error">{t('sections.rowProblems')}</span>}
                </summary>
                <div className="staff-stack">
                  {found?.[''] && <p className="staff-error">{found['']}</p>}
                  {FORMS[name].map((column) => {
                    const error = found?.[column];
                    if (column === 'images') return <div key={column}>{pictures(row, error)}</div>;
                    const id = `${formId}-${row.id}-${column}`;
                    const hint = column === 'key' ? 'sections.hint.key' : HINTS[column];
                    const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
                    const label = column === 'key' && name === 'packages' ? t('sections.column.number') : t(`sections.column.${column}`);
                    return (
                      <div className="staff-field" key={column}>
                        <label htmlFor={id}>{label}</label>
                        {control(row, column, id, described, Boolean(error))}
                        {hint && (name !== 'packages' || column !== 'key') && (
                          <p id={`${id}-hint`} className="staff-hint">
                            {t(hint)}
                          </p>
                        )}
                        {error && (
                          <p id={`${id}-error`} className="staff-error">
                            {error}
                          </p>
                        )}
                      </div>
                    );
                  })}
                  <div className="staff-actions">
                    {/* Package types are listed by their number: their order is not theirs to change. */}
                    {name !== 'packages' && (
                      <>
                        <button
                          type="button"
                          className="button quiet"
                          disabled={index === 0}
                          aria-label={t('sections.moveUp', { name: title })}
                          onClick={() => move(index, index - 1)}
                        >
                          <span aria-hidden="true">↑</span>
                        </button>
                        <button
                          type="button"
                          className="button quiet"
                          disabled={index === rows.length - 1}
                          aria-label={t('sections.moveDown', { name: title })}
                          onClick={() => move(index, index + 1)}
                        >
                          <span aria-hidden="true">↓</span>
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className="button quiet"
                      onClick={() => {
                        setRows((list) => list.filter((other) => other.id !== row.id));
                        setSaved(false);
                      }}
                    >
                      {t('sections.remove', { name: title })}
                    </button>
                  </div>
                </div>
              </details>
            </li>
          );
        })}
      </ol>
      <div className="staff-actions">
        <button type="button" className="button quiet" onClick={add}>
          {t(`sections.add.${name}`)}
        </button>
        <button className="button" type="submit" disabled={saving}>
          {t('sections.save')}
        </button>
        {name === 'menu' && !follows && (
          <button type="button" className="button quiet" disabled={saving} onClick={() => void send([])}>
            {t('sections.followAgain')}
          </button>
        )}
      </div>
      <div role="status">
        {saved && (
          <p className="staff-card product-saved">
            {t('catalogue.savedNote')} <a href={localePath(locale, '/staff/publish')}>{t('catalogue.toPublish')}</a>
          </p>
        )}
      </div>
    </form>
  );
}

/** A save's failure as problems beside each row's fields (`categories[2].nameFa: …`), the others listed apart. */
function problemsOf(error: unknown, name: SectionName, sent: Row[]): Problems {
  const problems: Problems = { rows: new Map(), other: [], message: '' };
  if (!(error instanceof ApiError)) return { ...problems, message: String((error as Error).message ?? error) };
  const [message, ...lines] = error.message.split('\n');
  problems.message = message ?? '';
  // A Persian line has the place isolated left-to-right (U+2066…U+2069).
  const pattern = new RegExp(`^\u2066?${name}\\[(\\d+)\\](?:\\.(\\w+))?\u2069?: ([\\s\\S]*)$`);
  for (const line of lines) {
    const match = pattern.exec(line);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!match || !row) {
      problems.other.push(line);
      continue;
    }
    const column = (match[2] ?? '') as Column | '';
    const found = problems.rows.get(row.id) ?? {};
    const reason = match[3] ?? '';
    found[column] = found[column] ? `${found[column]}\n${reason}` : reason;
    problems.rows.set(row.id, found);
  }
  return problems;
}

function withRowProblem(problems: Problems | null, id: number, column: Column, reason: string): Problems {
  const next: Problems = problems ?? { rows: new Map(), other: [], message: '' };
  const rows = new Map(next.rows);
  rows.set(id, { ...rows.get(id), [column]: reason });
  return { ...next, rows };
}
