import { MAX_SHARED_LINES } from './sharedList.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

// The order list of a visitor without JavaScript, kept on the server (docs/rules.md#ordering-without-javascript):
// the same rules as the browser's list, over its lines alone.

/** A line of a kept order list: a size, its packages and package type (the product's default when absent). */
export interface KeptLine {
  sku: string;
  count: number;
  packageId?: number | undefined;
}

/** The cookie naming a visitor's kept list, and its token's form: 18 random bytes in base64url. */
export const KEPT_LIST_COOKIE = 'orderList';
export const KEPT_TOKEN = /^[A-Za-z0-9_-]{24}$/;
/** A kept list not changed for this long is gone, and so is its cookie. */
export const KEPT_LIST_DAYS = 30;

const clamp = (count: number) => Math.min(MAX_PACKAGES, Math.max(1, Math.floor(count) || 1));

/** Adds a size as Add does: a size already there keeps its count and type; no more lines than an order takes. */
export function addKeptLine(lines: readonly KeptLine[], line: KeptLine): KeptLine[] {
  if (lines.some((kept) => kept.sku === line.sku) || lines.length >= MAX_SHARED_LINES) return [...lines];
  const added = { sku: line.sku, count: clamp(line.count) };
  return [...lines, line.packageId === undefined ? added : { ...added, packageId: line.packageId }];
}

/** Sets a line's packages, kept between 1 and the cap. */
export const setKeptCount = (lines: readonly KeptLine[], sku: string, count: number): KeptLine[] =>
  lines.map((line) => (line.sku === sku ? { ...line, count: clamp(count) } : line));

/** Takes a line off the list. */
export const removeKeptLine = (lines: readonly KeptLine[], sku: string): KeptLine[] => lines.filter((line) => line.sku !== sku);

/** Stored lines as written, or none where they are not (a value damaged or from another version). */
export function readKeptLines(stored: string): KeptLine[] {
  try {
    const lines: unknown = JSON.parse(stored);
    if (!Array.isArray(lines)) return [];
    return lines.flatMap((line: Partial<KeptLine>) =>
      typeof line?.sku === 'string' && Number.isInteger(line.count)
        ? [{ sku: line.sku, count: clamp(line.count!), ...(Number.isInteger(line.packageId) ? { packageId: line.packageId } : {}) }]
        : [],
    );
  } catch {
    return [];
  }
}
