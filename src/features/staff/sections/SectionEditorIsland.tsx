import { SizeFiltersField } from './SizeFiltersField.tsx';
import { LinkField, type LinkFieldText } from './LinkField.tsx';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import { PhotoInput, PictureList } from '~/features/staff/catalogue/PictureList.tsx';
import { say } from '~/features/staff/forms/say.ts';
import { FieldError, StaffField } from '~/features/staff/forms/StaffField.tsx';
import { uploadPhoto } from '~/features/staff/catalogue/uploadPhoto.ts';
import type { SectionEditorKey as Key, SectionEditorText } from './sectionEditorText.ts';
import { formatDigits } from '~/shared/i18n/format.ts';
import { SIZE_MEASURES, SIZE_UNITS, type SizeMeasure, type SizeUnit } from '~/shared/fields/sizeMeasure.ts';
import { mediaUrl } from '~/shared/catalogue/paths.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { categoryTarget, type LinkTarget } from '~/shared/staff/linkTargets.ts';
import type { SectionName } from '~/shared/fields/staffVocabulary.ts';
import type { SectionData, SectionRow } from '~/shared/contract/staff/catalogue.ts';

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
  | 'sizeUnit'
  | 'sizeMeasure'
  | 'pieces'
  | 'alignContent'
  | 'href'
  | 'images';
const FORMS: Record<SectionName, Column[]> = {
  categories: ['nameEn', 'nameFa', 'key', 'parent', 'slug', 'descriptionEn', 'descriptionFa', 'sizeFilters', 'sizeUnit', 'sizeMeasure'],
  banners: ['titleEn', 'titleFa', 'descriptionEn', 'descriptionFa', 'href', 'alignContent', 'images'],
  packages: ['titleEn', 'titleFa', 'key', 'pieces'],
  // A menu entry's key only ties it to its children: the form makes it.
  menu: ['titleEn', 'titleFa', 'parent', 'href'],
};
const HINTS: Partial<Record<Column, Key>> = {
  slug: 'sections.hint.slug',
};
const LTR = new Set<Column>(['key', 'slug', 'nameEn', 'titleEn', 'descriptionEn', 'pieces']);

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
  text: SectionEditorText;
  /** The shop's own pages a link may open, named in the page's language. */
  pages: readonly LinkTarget[];
}

/** Rows with ids from `first` on: the rendered page's are their places, the same on the server and in the browser. */
const rowsOf = (data: SectionData, first = 0): Row[] => data.rows.map((values, i) => ({ id: first + i, values, stored: true }));
const textOf = (value: SectionRow[string] | undefined) => (typeof value === 'string' ? value : '');

type Say = (key: Key, values?: Record<string, string>) => string;

/** A new row's values: every field empty, with the key the form makes (package number, menu entry) and defaults. */
function newRow(name: SectionName, rows: Row[]): SectionRow {
  const values: SectionRow = Object.fromEntries(FORMS[name].map((column) => [column, column === 'images' ? [] : '']));
  if (name === 'packages') values.key = String(Math.max(0, ...rows.map((row) => Number(row.values.key) || 0)) + 1);
  if (name === 'menu') {
    const taken = new Set(rows.map((row) => row.values.key));
    let number = rows.length + 1;
    while (taken.has(`m${number}`)) number++;
    values.key = `m${number}`;
  }
  if (name === 'banners') values.alignContent = 'start';
  return values;
}

/** The section's rows as edited, and what a save or an upload answered. */
function useSectionRows(initial: SectionData, locale: Locale) {
  const name = initial.name;
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

  const edit = (next: (list: Row[]) => Row[]) => {
    setRows(next);
    setSaved(false);
  };
  const change = (id: number, column: Column, value: string | string[]) =>
    edit((list) => list.map((row) => (row.id === id ? { ...row, values: { ...row.values, [column]: value } } : row)));
  const move = (from: number, to: number) =>
    edit((list) => {
      const next = [...list];
      const [picked] = next.splice(from, 1);
      next.splice(to, 0, picked!);
      return next;
    });
  const remove = (id: number) => edit((list) => list.filter((other) => other.id !== id));
  const add = () => {
    const id = takeIds(1);
    edit((list) => [...list, { id, values: newRow(name, list), stored: false }]);
  };

  async function send(sent: Row[]) {
    setSaving(true);
    try {
      const answer = await apiCall<SectionData>(`/v1/staff/catalogue/sections/${name}`, {
        method: 'PUT',
        body: { rows: sent.map((row) => row.values), version },
        // Said in place, beside Publish: a toast would cover that line.
        toasts: false,
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
  return { name, rows, follows, problems, saved, saving, uploading, change, move, remove, add, send, addPicture };
}
type SectionRows = ReturnType<typeof useSectionRows>;

/**
 * One section of the catalogue edited whole (docs/staff.md#catalogue-editing): its rows in order, each opened to
 * change it, moved, removed or added; saved together and checked as the import checks the file, each problem
 * beside its field.
 */
export function SectionEditorIsland({ locale, initial, text, pages }: Props) {
  const t: Say = (key, values) => say(text, key, values);
  const section = useSectionRows(initial, locale);
  // What a link may open without asking the service: the shop's pages and its categories.
  const known = useMemo(
    () => [
      ...pages,
      ...initial.categories.map((c) => categoryTarget({ key: c.key, slug: c.slug, name: locale === 'fa' ? c.nameFa : c.nameEn })),
    ],
    [pages, initial.categories, locale],
  );
  const { name, rows, follows, problems, saving } = section;
  const summary = useRef<HTMLDivElement>(null);
  const formId = useId();
  // A refused save: the summary of its problems takes the focus, so a screen reader reads it first.
  useEffect(() => {
    if (problems?.message) summary.current?.focus();
  }, [problems]);
  const save = (event: FormEvent) => {
    event.preventDefault();
    void section.send(rows);
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
        {rows.map((row, index) => (
          <SectionRowCard
            key={row.id}
            locale={locale}
            text={text}
            t={t}
            section={section}
            row={row}
            index={index}
            formId={formId}
            known={known}
          />
        ))}
      </ol>
      <div className="staff-actions staff-save-bar">
        <button type="button" className="button quiet" onClick={section.add}>
          {t(`sections.add.${name}`)}
        </button>
        <button className="button" type="submit" disabled={saving}>
          {t('sections.save')}
        </button>
        {name === 'menu' && !follows && (
          <button type="button" className="button quiet" disabled={saving} onClick={() => void section.send([])}>
            {t('sections.followAgain')}
          </button>
        )}
      </div>
      <div role="status">
        {section.saved && (
          <p className="staff-card product-saved">
            {t('catalogue.savedNote')} <a href={localePath(locale, '/staff/publish')}>{t('catalogue.toPublish')}</a>
          </p>
        )}
      </div>
    </form>
  );
}

interface RowProps {
  locale: Locale;
  text: SectionEditorText;
  t: Say;
  section: SectionRows;
  row: Row;
  index: number;
  formId: string;
  known: readonly LinkTarget[];
}

/** What a row is called in its language, or what a new one is called until it has a name. */
const titleOf = (row: Row, locale: Locale, t: Say, name: SectionName) => {
  const own = locale === 'fa' ? (row.values.nameFa ?? row.values.titleFa) : (row.values.nameEn ?? row.values.titleEn);
  return textOf(own).trim() || t(`sections.new.${name}`);
};

/** One row, folded to its title (and its key and parent); opened, its fields and the buttons that move or remove it. */
function SectionRowCard(props: RowProps) {
  const { locale, t, section, row, index } = props;
  const { name, rows } = section;
  const found = section.problems?.rows.get(row.id);
  const title = titleOf(row, locale, t, name);
  const parentKey = textOf(row.values.parent);
  const parent = parentKey ? rows.find((other) => other.id !== row.id && textOf(other.values.key) === parentKey) : undefined;
  return (
    <li>
      <details className="staff-card section-row" open={!row.stored || found !== undefined}>
        <summary>
          <span>
            {formatDigits(locale, index + 1)}. {title}
          </span>
          {name === 'categories' && row.values.key && (
            <bdi dir="ltr" className="staff-hint">
              {textOf(row.values.key)}
            </bdi>
          )}
          {parent && <span className="staff-hint">{t('sections.under', { name: titleOf(parent, locale, t, name) })}</span>}
          {found && <span className="staff-error">{t('sections.rowProblems')}</span>}
          {/* A cue that the row opens to be edited; its name is the row's title. */}
          <span className="section-row-cue" aria-hidden="true">
            {t('sections.editRow')}
          </span>
        </summary>
        <div className="staff-stack">
          {found?.[''] && <p className="staff-error">{found['']}</p>}
          {FORMS[name].map((column) =>
            column === 'images' ? (
              <RowPictures key={column} {...props} error={found?.images} />
            ) : column === 'sizeFilters' ? (
              <RowSizeFilters key={column} {...props} error={found?.sizeFilters} />
            ) : (
              <RowField key={column} {...props} column={column} error={found?.[column]} />
            ),
          )}
          <div className="staff-actions">
            {/* Package types are listed by their number: their order is not theirs to change. */}
            {name !== 'packages' && (
              <>
                <button
                  type="button"
                  className="button quiet"
                  disabled={index === 0}
                  aria-label={t('sections.moveUp', { name: title })}
                  onClick={() => section.move(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                </button>
                <button
                  type="button"
                  className="button quiet"
                  disabled={index === rows.length - 1}
                  aria-label={t('sections.moveDown', { name: title })}
                  onClick={() => section.move(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </button>
              </>
            )}
            <button type="button" className="button quiet" onClick={() => section.remove(row.id)}>
              {t('sections.remove', { name: title })}
            </button>
          </div>
        </div>
      </details>
    </li>
  );
}

/** A category's size filters, as rows of code and titles. */
function RowSizeFilters({ locale, t, section, row, formId, error }: RowProps & { error: string | undefined }) {
  return (
    <SizeFiltersField
      id={`${formId}-${row.id}-sizeFilters`}
      value={textOf(row.values.sizeFilters)}
      onChange={(cell) => section.change(row.id, 'sizeFilters', cell)}
      error={error}
      text={{
        legend: t('sections.column.sizeFilters'),
        hint: t('sections.hint.sizeFilters'),
        none: t('sections.size.none'),
        code: t('sections.size.code'),
        titleEn: t('sections.size.titleEn'),
        titleFa: t('sections.size.titleFa'),
        add: t('sections.size.add'),
        // A code isolated left to right in a Persian label; a place in the page's digits.
        remove: (code, place) =>
          t('sections.size.remove', { code: !code ? formatDigits(locale, place) : locale === 'fa' ? `\u2066${code}\u2069` : code }),
      }}
    />
  );
}

/** A row's field with its label, hint and the save's problem beside it. */
function RowField({
  locale,
  t,
  section,
  row,
  formId,
  known,
  column,
  error,
}: RowProps & { column: Exclude<Column, 'images' | 'sizeFilters'>; error: string | undefined }) {
  const { name } = section;
  const id = `${formId}-${row.id}-${column}`;
  if (column === 'href') {
    const set = (href: string) => section.change(row.id, 'href', href);
    return <LinkField {...{ id, locale, error, known }} value={textOf(row.values.href)} onChange={set} text={linkText(t)} />;
  }
  const hintKey = column === 'key' ? 'sections.hint.key' : HINTS[column];
  // A package type's number is the form's: no hint for it.
  const hint = hintKey && (name !== 'packages' || column !== 'key') ? t(hintKey) : undefined;
  const label = column === 'key' && name === 'packages' ? t('sections.column.number') : t(`sections.column.${column}`);
  return (
    <StaffField id={id} controlId={id} label={label} hint={hint} error={error}>
      {(described) => <RowControl {...{ locale, t, section, row, column, id, described, invalid: Boolean(error) }} />}
    </StaffField>
  );
}

interface ControlProps {
  locale: Locale;
  t: Say;
  section: SectionRows;
  row: Row;
  column: Exclude<Column, 'images' | 'sizeFilters'>;
  id: string;
  described: string | undefined;
  invalid: boolean;
}

/** The control a column takes: a parent or an alignment to choose, a description to write, else a line of text. */
function RowControl({ locale, t, section, row, column, id, described, invalid }: ControlProps) {
  const { name, rows } = section;
  const value = textOf(row.values[column]);
  const common = { id, 'aria-describedby': described, 'aria-invalid': invalid || undefined };
  const set = (next: string) => section.change(row.id, column, next);
  if (column === 'parent') {
    // A category's parent is one with a key; a menu entry's, any other entry.
    const choices = rows.filter((other) => other.id !== row.id && (name !== 'categories' || textOf(other.values.key)));
    return (
      <select {...common} value={value} onChange={(event) => set(event.target.value)}>
        <option value="">{t('sections.topLevel')}</option>
        {choices.map((other) => (
          <option key={textOf(other.values.key)} value={textOf(other.values.key)}>
            {titleOf(other, locale, t, name)}
          </option>
        ))}
      </select>
    );
  }
  if (column === 'alignContent') {
    return (
      <select {...common} value={value || 'start'} onChange={(event) => set(event.target.value)}>
        {(['start', 'center', 'end'] as const).map((place) => (
          <option key={place} value={place}>
            {t(`sections.align.${place}`)}
          </option>
        ))}
      </select>
    );
  }
  if (column === 'sizeUnit' || column === 'sizeMeasure') {
    const choices = column === 'sizeUnit' ? SIZE_UNITS : (Object.keys(SIZE_MEASURES) as SizeMeasure[]);
    return (
      <select {...common} value={value} onChange={(event) => set(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(
              column === 'sizeUnit'
                ? `sections.unit.${(choice as SizeUnit) || 'none'}`
                : `sections.measure.${(choice as SizeMeasure) || 'none'}`,
            )}
          </option>
        ))}
      </select>
    );
  }
  const dir = LTR.has(column) ? 'ltr' : 'rtl';
  if (column === 'descriptionEn' || column === 'descriptionFa')
    return <textarea {...common} dir={dir} value={value} maxLength={4000} onChange={(event) => set(event.target.value)} />;
  return (
    <input
      {...common}
      dir={dir}
      value={value}
      readOnly={column === 'key' && (row.stored || name === 'packages')}
      inputMode={column === 'pieces' ? 'numeric' : undefined}
      autoCapitalize={column === 'key' ? 'characters' : undefined}
      maxLength={300}
      onChange={(event) => set(event.target.value)}
    />
  );
}

/** The link field's texts. */
const linkText = (t: Say): LinkFieldText => ({
  label: t('sections.column.href'),
  hint: t('sections.hint.href'),
  find: t('sections.link.find'),
  findHint: t('sections.link.findHint'),
  results: t('sections.link.results'),
  none: t('sections.link.none'),
  unknown: t('sections.link.unknown'),
  opens: { page: t('sections.link.opens.page'), category: t('sections.link.opens.category'), product: t('sections.link.opens.product') },
  kind: { page: t('sections.link.kind.page'), category: t('sections.link.kind.category'), product: t('sections.link.kind.product') },
});

/** A banner's pictures: in order, moved or removed, and a photograph added. */
function RowPictures({ locale, text, t, section, row, formId, error }: RowProps & { error: string | undefined }) {
  const list = Array.isArray(row.values.images) ? row.values.images : [];
  const { uploading } = section;
  return (
    <fieldset className="staff-field" aria-describedby={error ? `${formId}-${row.id}-images-error` : undefined}>
      <legend>{t('sections.column.images')}</legend>
      <PictureList
        locale={locale}
        pictures={list.map((picture) => ({ name: picture, url: mediaUrl(picture, 256) }))}
        onChange={(next) => section.change(row.id, 'images', next)}
        text={text}
      />
      <PhotoInput
        id={`${formId}-${row.id}-photo`}
        locale={locale}
        progress={uploading?.id === row.id ? uploading.percent : null}
        disabled={uploading !== null}
        onFile={(file) => void section.addPicture(row.id, file, list)}
        text={text}
      />
      <FieldError id={`${formId}-${row.id}-images`} error={error} />
    </fieldset>
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
