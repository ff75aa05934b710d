// A recorded change in words: a title ("Product VAS0110 edited") and a line per changed field, from the record before
// and after (docs/staff.md#the-record-of-changes).
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { tomans } from '~/features/staff/forms/tomans.ts';
import { plural, pluralFormsOf } from '~/shared/i18n/plural.ts';
import { changedFields, rowChanges, type Fields, type RowChange } from '~/shared/staff/rowChanges.ts';
import { isStaffKey as has, staffTexts, staffTranslator, type StaffKey } from '~/features/staff/staffText.ts';

/** A change in words: its title and its lines. */
export interface ChangeInWords {
  title: string;
  lines: string[];
}

/** The stored change, as the record of changes lists it. */
export interface StoredChange {
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

/** The longest value a line shows, in characters. */
const SHOWN_TEXT = 120;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The package types' titles by number, as the record names a type (a type no longer listed: by its number). */
export type PackageTitles = ReadonlyMap<number, { en: string; fa: string }>;

/** Says changes in one language. */
function speaker(locale: Locale, packages: PackageTitles) {
  const t = staffTranslator(locale);
  const number = (n: number) => digitsIn(locale, String(n));
  const packageName = (id: number) => packages.get(id)?.[locale] ?? t('audit.package', { package: number(id) });
  const amounts = { 'price.tomans_one': t('price.tomans_one'), 'price.tomans_other': t('price.tomans_other') };
  const priceWords = (item: unknown) => {
    const { packageId, price } = (isFields(item) ? item : {}) as { packageId?: unknown; price?: unknown };
    if (typeof packageId !== 'number' || typeof price !== 'number') return t('audit.none');
    return t('audit.price', { package: packageName(packageId), price: tomans(locale, amounts, price) });
  };
  const value = (field: string, v: unknown): string => {
    const empty = v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
    // A product that names no package type is sold in every one, as in the catalogue file.
    if (empty && (field === 'packageIds' || field === 'packages')) return t('audit.everyPackage');
    if (empty) return t('audit.none');
    if (typeof v === 'boolean') return t(v ? 'audit.yes' : 'audit.no');
    if (typeof v === 'number' && (field === 'packageIds' || field === 'packages')) return packageName(v);
    if (typeof v === 'number') return number(v);
    if (field === 'prices' && Array.isArray(v)) return v.map(priceWords).join(locale === 'fa' ? '، ' : ', ');
    if (Array.isArray(v)) return v.map((item) => value(field, item)).join(locale === 'fa' ? '، ' : ', ');
    if (typeof v === 'string') {
      const named =
        field === 'role'
          ? `staff.role.${v}`
          : field === 'status'
            ? v === 'publish' || v === 'draft'
              ? `audit.value.${v}`
              : `orders.status.${v}`
            : '';
      if (has(named)) return t(named);
      const text = v.length > SHOWN_TEXT ? `${v.slice(0, SHOWN_TEXT - 1)}…` : v;
      return t('audit.quoted', { text: `\u2068${text}\u2069` });
    }
    return value(field, JSON.stringify(v));
  };
  const fieldName = (field: string) => {
    const key = `audit.field.${field}`;
    return has(key) ? t(key) : `\u2066${field}\u2069`;
  };
  const fieldLine = (field: string, [before, after]: [unknown, unknown]) =>
    t('audit.changed', { field: fieldName(field), before: value(field, before), after: value(field, after) });
  const rowLine = (change: RowChange) => {
    const sectionKey = `audit.section.${change.section}`;
    const section = has(sectionKey) ? t(sectionKey) : change.section;
    // A number (a banner's place, a package type) in the page's digits; a code (a SKU) as it is written.
    const row = t('audit.row', { section, key: `\u2068${/^\d+$/.test(change.key) ? digitsIn(locale, change.key) : change.key}\u2069` });
    if ('added' in change) return [t('audit.rowAdded', { row })];
    if ('removed' in change) return [t('audit.rowRemoved', { row })];
    return Object.entries(change.changed).map(([field, pair]) => t('audit.rowChanged', { row, change: fieldLine(field, pair) }));
  };
  const more = (count: number) => countedText(locale, 'audit.more', count);
  return { t, number, value, fieldName, fieldLine, rowLine, more, counted: (key: string, n: number) => countedText(locale, key, n) };
}

/** A count in its plural form ("…and 3 more changes"). */
function countedText(locale: Locale, key: string, count: number) {
  const forms = pluralFormsOf(staffTexts(locale, [`${key}_one`, `${key}_other`] as StaffKey[]), key)!;
  return plural(locale, forms, count, digitsIn(locale, String(count)));
}

type Speaker = ReturnType<typeof speaker>;

/** A section's rows keyed as the staff area keeps them: by code, else by place. */
const keyedRows = (rows: unknown) =>
  new Map((Array.isArray(rows) ? rows : []).map((row: Fields, i) => [String(row.key ?? row.sku ?? i + 1), row]));

/** The lines of a change: its fields before and after, its rows, or an import's rows and counts. */
function linesOf(change: StoredChange, say: Speaker): string[] {
  const { before, after, action } = change;
  if (action === 'catalogue.import' && isFields(after) && isFields(after.changes)) {
    const { rows, more } = after.changes as { rows: RowChange[]; more: number };
    const counts = isFields(before)
      ? Object.entries(changedFields(before, { ...after, changes: undefined })).filter(([field]) => field !== 'changes')
      : [];
    return [
      ...counts.map(([field, pair]) => say.fieldLine(field, pair)),
      ...rows.flatMap(say.rowLine),
      ...(more > 0 ? [say.more(more)] : []),
    ];
  }
  if (action.endsWith('.update') && (Array.isArray(before) || Array.isArray(after)) && action !== 'product.update') {
    return rowChanges(action.split('.')[0]!, keyedRows(before), keyedRows(after)).flatMap(say.rowLine);
  }
  if (isFields(after) && !isFields(before)) {
    // A new account names its name and role; a new size is a copy, which the title says.
    if (action === 'product.create') return [];
    return Object.entries(after)
      .filter(([field]) => has(`audit.field.${field}`))
      .map(([field, v]) => say.t('audit.set', { field: say.fieldName(field), value: say.value(field, v) }));
  }
  if (isFields(before) && isFields(after))
    return Object.entries(changedFields(before, after)).map(([field, pair]) => say.fieldLine(field, pair));
  return [];
}

/** The subject as a title names it: an order's number and an account's phone in the page's digits, a code as it is. */
function subjectOf(change: StoredChange, locale: Locale): string {
  const order = /^order #(\d+)$/.exec(change.subject);
  if (order) return `\u2066${digitsIn(locale, String(orderNumber(Number(order[1]))))}\u2069`;
  const account = /^account (\d+)$/.exec(change.subject);
  return `\u2066${account ? digitsIn(locale, account[1]!) : change.subject}\u2069`;
}

/**
 * A publish's lines: what it puts live (each change's title, the rest counted); its end's, how long it took and the
 * pages it wrote, or why it failed.
 */
function publishLines(change: StoredChange, locale: Locale, say: Speaker): string[] {
  const after = isFields(change.after) ? change.after : {};
  if (change.action === 'publish.live' || change.action === 'publish.failed') {
    return [
      ...(typeof after.seconds === 'number' ? [say.t('audit.took', { seconds: say.number(after.seconds) })] : []),
      ...(typeof after.pages === 'number' ? [say.t('audit.pages', { pages: say.number(after.pages) })] : []),
      ...(typeof after.error === 'string' && after.error ? [say.t('audit.why', { error: `\u2068${after.error}\u2069` })] : []),
    ];
  }
  if (typeof after.changes !== 'number') return [];
  if (after.changes === 0) return [say.t('audit.putsNothing')];
  const listed = (Array.isArray(after.putsLive) ? after.putsLive : [])
    .filter(isFields)
    .map(
      (entry) => changeInWords({ action: String(entry.action), subject: String(entry.subject), before: null, after: null }, locale).title,
    );
  return [
    say.counted('audit.putsLive', after.changes),
    ...listed,
    ...(after.changes > listed.length ? [say.counted('audit.moreChanges', after.changes - listed.length)] : []),
  ];
}

/** A stored change in words, in `locale`; a package type named by its title when `packages` has it. */
export function changeInWords(change: StoredChange, locale: Locale, packages: PackageTitles = new Map()): ChangeInWords {
  const say = speaker(locale, packages);
  const key = `audit.action.${change.action}`;
  const from = isFields(change.after) && typeof change.after.from === 'string' ? `\u2066${change.after.from}\u2069` : '';
  const title = has(key)
    ? say.t(key, { subject: subjectOf(change, locale), from })
    : say.t('audit.action.other', { action: `\u2066${change.action}\u2069`, subject: subjectOf(change, locale) });
  if (change.action.startsWith('publish')) return { title, lines: publishLines(change, locale, say) };
  const lines = linesOf(change, say);
  const both = (isFields(change.before) || Array.isArray(change.before)) && (isFields(change.after) || Array.isArray(change.after));
  return { title, lines: lines.length === 0 && both ? [say.t('audit.nothingChanged')] : lines };
}
