// The catalogue file's problems in both languages. The field rules (catalogueFields.ts) and the file's checks
// (parseCatalogueFile.ts) write their reasons in English, as `npm run catalogue` prints them; the staff area
// answers in the caller's language, so each reason is matched against its English template here and written
// out with the Persian one (catalogueReasons.en.json / .fa.json), the quoted values kept as they were.
import { digitsIn } from '~/shared/catalogue/format.ts';
import type { Bilingual } from '~/shared/catalogue/types.ts';
import { formMessages } from '~/shared/forms/rules.ts';
import { section } from '~/shared/i18n/bilingual.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import en from './catalogueReasons.en.json' with { type: 'json' };
import fa from './catalogueReasons.fa.json' with { type: 'json' };
import type { RowError } from './parseCatalogueFile.ts';

const reasons = section(en, fa, 'reason.');
const places = section(en, fa, 'place.');

/** Placeholders that hold counts or numbers: written with Persian digits in Persian. */
const NUMBERS = new Set(['n', 'row', 'cells', 'columns']);

/** Each reason's English template as a pattern, its placeholders captured, in dictionary order (the most general last). */
const patterns = Object.values(reasons).map((text) => {
  const names: string[] = [];
  const source = text.en
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { text, names, pattern: new RegExp(`^${source}$`, 's') };
});

const persianValues = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, NUMBERS.has(name) ? digitsIn('fa', value) : value]));

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

/** A reason of the staff area's own (the same wording as the import's), filled in both languages. */
export function reasonText(name: keyof typeof reasons, values: Record<string, string>): Bilingual {
  return { en: fill(reasons[name].en, values), fa: fill(reasons[name].fa, persianValues(values)) };
}

/** One problem of a file as a line in `locale`: `row 3, column nameEn: …`, as the import command prints it. */
export function rowErrorLine(error: RowError, locale: Locale): string {
  const values = { row: String(error.row), column: error.column };
  const at = (text: Bilingual) => (locale === 'fa' ? fill(text.fa, persianValues(values)) : fill(text.en, values));
  const place =
    typeof error.row === 'number'
      ? at(error.column ? places.rowColumn : places.row)
      : error.row === 'file'
        ? `${places.file[locale]}${error.column ? `.${error.column}` : ''}`
        : `${error.row}${error.column ? `.${error.column}` : ''}`;
  return `${place}: ${reasonIn(locale, error.reason)}`;
}
