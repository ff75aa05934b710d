// The catalogue file's problems in both languages: the rules write English reasons, as the command prints them; for
// the staff area each is matched to its English template and written with the Persian one, quoted values kept.
import { digitsIn } from '~/shared/i18n/format.ts';
import type { Bilingual } from '~/shared/i18n/bilingual.ts';
import { formMessages } from '~/shared/forms/rules.ts';
import { section } from '~/shared/i18n/bilingual.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { orList } from '~/shared/i18n/lineParts.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import en from './catalogueReasons.en.json' with { type: 'json' };
import fa from './catalogueReasons.fa.json' with { type: 'json' };
import { SECTIONS } from './catalogueFields.ts';
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
    case 'size':
      // A size code as the shop's pages write it (its digits Persian), isolated.
      return `\u2068${digitsIn('fa', value)}\u2069`;
    case 'value':
      // A quoted value may be Persian or Latin: in Persian quotation marks, isolated in its own direction.
      return persianQuoted(value);
    default:
      return ltr(value);
  }
}

/** A value the checks quote ("abc", as JSON writes it) between Persian quotation marks, isolated. */
function persianQuoted(value: string): string {
  if (!/^".*"$/s.test(value)) return `\u2068${value}\u2069`;
  let inner: string;
  try {
    inner = JSON.parse(value) as string;
  } catch {
    inner = value.slice(1, -1);
  }
  return `«\u2068${inner}\u2069»`;
}

/**
 * Each reason's English template as a pattern, its placeholders captured, in dictionary order (the most general
 * last).
 */
const patterns = Object.entries(reasons).map(([key, text]) => {
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
  return { key, text, names, pattern: new RegExp(`^${source}$`, 's') };
});

/** The reason's template and the values filled into it, when it is one of the dictionary's. */
function matchReason(reason: string) {
  for (const { key, text, names, pattern } of patterns) {
    const match = pattern.exec(reason);
    if (match) return { key, text, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])) };
  }
  return undefined;
}

const persianValues = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, persianValue(name, value)]));

/** A reason of the import (English) in `locale`; a reason without a Persian template stays English. */
export function reasonIn(locale: Locale, reason: string): string {
  if (locale === 'en') return reason;
  const form = Object.values(formMessages).find((message) => message.en === reason);
  if (form) return form.fa;
  const found = matchReason(reason);
  return found ? fill(found.text.fa, persianValues(found.values)) : reason;
}

const columnNames = section(en, fa, 'column.');
const sentences = section(en, fa, 'sentence.');

/**
 * The reasons that say what the field is or has ("is empty, but…"): in a sentence the field's name comes first.
 * The others name the value themselves ("-3" is not a whole number…).
 */
const PREDICATES: ReadonlySet<string> = new Set([
  'tooLong',
  'lineBreak',
  'startsFa',
  'notList',
  'emptyNeeded',
  'notUsedInstead',
  'notUsed',
  'isEmpty',
]);

/** The fields that are lists of choices, with the sentence that asks for one when they are empty. */
const EMPTY_CHOICES: Readonly<Record<string, string>> = { categories: 'noCategoryNamed', images: 'noPictureNamed' };

/** A sentence begins with a capital (English) and ends with a stop. */
function finished(locale: Locale, text: string): string {
  const begun = locale === 'en' ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  return /[.!?…]$/.test(begun) ? begun : `${begun}.`;
}

/**
 * A form's problem with one field as a whole sentence in `locale`, the field named by its label where needed ("Name
 * in English is empty, but every product needs it."); `kind` is the form's.
 */
export function fieldSentence(locale: Locale, column: string, reason: string, kind = ''): string {
  const found = matchReason(reason);
  // An empty list of choices: what to choose, not that a plural "is empty".
  const key = found?.key === 'emptyNeeded' ? (EMPTY_CHOICES[column] ?? found.key) : found?.key;
  const own = found && key && (sentences as Record<string, Bilingual | undefined>)[key];
  if (own) return fill(own[locale], locale === 'fa' ? persianValues(found.values) : found.values);
  const label = (columnNames as Record<string, Bilingual | undefined>)[kind === 'package' && column === 'key' ? 'number' : column];
  const text = reasonIn(locale, reason);
  return finished(locale, found && label && PREDICATES.has(found.key) ? `${label[locale]} ${text}` : text);
}

/** A field's name before its problem: isolated left-to-right in Persian. */
export function fieldName(locale: Locale, name: string): string {
  return locale === 'fa' ? ltr(name) : name;
}

/** A reason of the staff area's own (the same wording as the import's), filled in both languages. */
export function reasonText(name: keyof typeof reasons, values: Record<string, string>): Bilingual {
  return { en: fill(reasons[name].en, values), fa: fill(reasons[name].fa, persianValues(values)) };
}

/** The kind of a JSON list's row (`categories[2]` is a category's), or ''. */
const kindOfRow = (row: string) => Object.entries(SECTIONS).find(([, list]) => row.startsWith(`${list}[`))?.[0] ?? '';

/**
 * One problem of a file as a line in `locale`: `row 3, column nameEn: …`, as the import command prints it. A
 * form's problem (`sentences`, a row of a section form) says its reason as a whole sentence.
 */
export function rowErrorLine(error: RowError, locale: Locale, sentences = false): string {
  const values = { row: String(error.row), column: error.column };
  const at = (text: Bilingual) => (locale === 'fa' ? fill(text.fa, persianValues(values)) : fill(text.en, values));
  const column = error.column ? (locale === 'fa' ? ` ${ltr(error.column)}` : `.${error.column}`) : '';
  const place =
    typeof error.row === 'number'
      ? at(error.column ? places.rowColumn : places.row)
      : error.row === 'file'
        ? `${places.file[locale]}${column}`
        : fieldName(locale, `${error.row}${error.column ? `.${error.column}` : ''}`);
  if (!sentences) return `${place}: ${reasonIn(locale, error.reason)}`;
  const kind = typeof error.row === 'string' ? kindOfRow(error.row) : '';
  return `${place}: ${fieldSentence(locale, error.column, error.reason, kind)}`;
}

/**
 * A failed check's lines in `locale`: its first problems, then how many more there are when it found more; as a
 * form's (`sentences`), each reason a whole sentence.
 */
export function problemLines(failed: { errors: RowError[]; total: number }, locale: Locale, sentences = false): string[] {
  const lines = failed.errors.map((error) => rowErrorLine(error, locale, sentences));
  const more = String(failed.total - failed.errors.length);
  if (more !== '0') lines.push(fill(lists.more[locale], { n: locale === 'fa' ? digitsIn('fa', more) : more }));
  return lines;
}
