// What an import changed, row by row, for the record of changes (docs/staff.md#the-record-of-changes): bounded,
// so a file of 10,000 new products records the first rows and a count, not the whole catalogue twice.
import { rowChanges, type RowChange } from '~/shared/staff/rowChanges.ts';
import type { CatalogueInput } from './catalogueInput.ts';

/** The most rows an import's record names; the others are counted. */
export const MAX_RECORDED_ROWS = 100;
/** The longest value recorded, in characters (a description is cut, with … at its end). */
export const MAX_RECORDED_TEXT = 200;

export interface CatalogueChanges {
  rows: RowChange[];
  /** Rows touched beyond those named. */
  more: number;
}

type Row = Record<string, unknown>;

/** Each section's rows by the key the import keeps them by (a banner by its place). */
function keyed(input: CatalogueInput): [string, Map<string, Row>][] {
  const by = <T>(rows: readonly T[], key: (row: T, i: number) => string) => new Map(rows.map((row, i) => [key(row, i), row as Row]));
  return [
    ['categories', by(input.categories, (c) => c.xCode)],
    ['products', by(input.products, (p) => p.sku)],
    ['banners', by(input.banners, (_, i) => String(i + 1))],
    ['packages', by(input.packages, (p) => String(p.id))],
    ['menu', by(input.menu ?? [], (m) => m.key)],
  ];
}

/** A value as recorded: long texts cut, lists and objects kept when short. */
function recorded(value: unknown): unknown {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  if (text === undefined || text.length <= MAX_RECORDED_TEXT) return value;
  return `${text.slice(0, MAX_RECORDED_TEXT - 1)}…`;
}

/** The rows added, removed and changed from one catalogue to the next, the first MAX_RECORDED_ROWS named. */
export function catalogueChanges(before: CatalogueInput, after: CatalogueInput): CatalogueChanges {
  const next = new Map(keyed(after));
  const rows = keyed(before).flatMap(([section, old]) => rowChanges(section, old, next.get(section)!, recorded));
  return { rows: rows.slice(0, MAX_RECORDED_ROWS), more: Math.max(0, rows.length - MAX_RECORDED_ROWS) };
}
