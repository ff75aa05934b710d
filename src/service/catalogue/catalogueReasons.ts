// The catalogue file's problems in both languages. The field rules (catalogueFields.ts) and the file's checks
// (parseCatalogueFile.ts) write their reasons in English, as `npm run catalogue` prints them; the staff area
// answers in the caller's language, so each reason is matched against its English template here and written
// out with the Persian one (catalogueReasons.en.json / .fa.json), the quoted values kept as they were.
import { digitsIn } from '~/shared/catalogue/format.ts';
import type { Bilingual } from '~/shared/catalogue/types.ts';
import { formMessages } from '~/shared/forms/rules.ts';
import { section } from '~/shared/i18n/bilingual.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { orList } from '~/shared/i18n/lineParts.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import en from './catalogueReasons.en.json' with { type: 'json' };
import fa from './catalogueReasons.fa.json' with { type: 'json' };
import type { RowError } from './parseCatalogueFile.ts';

const reasons = section(en, fa, 'reason.');
const places = section(en, fa, 'place.');
const lists = section(en, fa, 'list.');

/** Placeholders that hold counts or numbers: written with Persian digits in Persian. */
const NUMBERS = new Set(['n', 'row', 'cells', 'columns']);

const words = section(en, fa, 'word.');
/** The English words the checks fill in (kinds, nouns, lists), each with its Persian. */
const WORDS = new Map(Object.values(words).map((word) => [word.en, word.fa]));

/** A code, a column's name or a file's example inside Persian text: isolated left-to-right. */
const ltr = (text: string) => `\u2066${text}\u2069`;
/** "a, b or c" (English) as a Persian list of names as the file writes them (kinds, columns, lists), each isolated. */
const persianList = (text: string) => orList('fa', text.split(/, | or /).map(ltr));
/** Placeholders that hold one of the filled-in words (a kind, a noun, what a list holds). */
const WORDED = new Set(['kind', 'noun', 'what']);

/** How a filled-in English value reads in a Persian sentence, by its placeholder (docs/rules.md#persian-text). */
function persianValue(name: string, value: string): string {
  if (NUMBERS.has(name) && /^\d+$/.test(value)) return digitsIn('fa', value);
  if (WORDED.has(name) && WORDS.has(value)) return WORDS.get(value)!;
  switch (name) {
    case 'kinds':
    case 'options':
    case 'lists':
    case 'types':
      return persianList(value);
    case 'columns':
    case 'fields':
      return value.split(', ').map(ltr).join('، ');
    case 'where':
      return /^row \d+$/.test(value) ? fill(places.row.fa, { row: digitsIn('fa', value.slice(4)) }) : ltr(value);
    case 'chain':
      return value.split(' → ').map(ltr).join(' ← ');
    case 'value':
      // A quoted value may be Persian or Latin: isolated in its own direction.
      return `\u2068${value}\u2069`;
    default:
      return ltr(value);
  }
}

/** Each reason's English template as a pattern, its placeholders captured, in dictionary order (the most general last). */
const patterns = Object.values(reasons).map((text) => {
  const names: string[] = [];
  const source = text.en
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      // A filled-in word is one of the known ones: "menu entry" must not leave "entry" to the next placeholder.
      return WORDED.has(name) ? `(${[...WORDS.keys()].sort((a, b) => b.length - a.length).join('|')})` : '(.+?)';
    })
    .join('');
  return { text, names, pattern: new RegExp(`^${source}$`, 's') };
});

const persianValues = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, persianValue(name, value)]));

/** A reason of the import (English) in `locale`; a reason without a Persian template stays English. */
export function reasonIn(locale: Locale, reason: string): string {
  if (locale === 'en') return reason;
  const form = Object.values(formMessages).find((message) => message.en === reason);
  if (form) return form.fa;
  for (const { text, names, pattern } of patterns) {
    const match = pattern.exec(reason);
    if (match) return fill(text.fa, persianValues(Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]))));
  }
  return reason;
}

/** A field's name before its problem: isolated left-to-right in Persian. */
export function fieldName(locale: Locale, name: string): string {
  return locale === 'fa' ? ltr(name) : name;
}

/** A reason of the staff area's own (the same wording as the import's), filled in both languages. */
export function reasonText(name: keyof typeof reasons, values: Record<string, string>): Bilingual {
  return { en: fill(reasons[name].en, values), fa: fill(reasons[name].fa, persianValues(values)) };
}

/** One problem of a file as a line in `locale`: `row 3, column nameEn: …`, as the import command prints it. */
export function rowErrorLine(error: RowError, locale: Locale): string {
  const values = { row: String(error.row), column: error.column };
  const at = (text: Bilingual) => (locale === 'fa' ? fill(text.fa, persianValues(values)) : fill(text.en, values));
  const column = error.column ? (locale === 'fa' ? ` ${ltr(error.column)}` : `.${error.column}`) : '';
  const place =
    typeof error.row === 'number'
      ? at(error.column ? places.rowColumn : places.row)
      : error.row === 'file'
        ? `${places.file[locale]}${column}`
        : fieldName(locale, `${error.row}${error.column ? `.${error.column}` : ''}`);
  return `${place}: ${reasonIn(locale, error.reason)}`;
}

/** A failed check's lines in `locale`: its first problems, then how many more there are when it found more. */
export function problemLines(failed: { errors: RowError[]; total: number }, locale: Locale): string[] {
  const lines = failed.errors.map((error) => rowErrorLine(error, locale));
  const more = String(failed.total - failed.errors.length);
  if (more !== '0') lines.push(fill(lists.more[locale], { n: locale === 'fa' ? digitsIn('fa', more) : more }));
  return lines;
}
