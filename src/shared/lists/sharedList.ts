import { type CartItem, type ListProduct } from '~/shared/cart/cartRules.ts';
import { listItemOf } from '~/shared/catalogue/listItem.ts';
import type { SizeNames } from '~/shared/catalogue/sku.ts';
import type { Product } from '~/shared/contract/types.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

// A list carried by a link (docs/rules.md#shared-lists), stored nowhere. Version 1: `1<kind>` then a line per size
// joined by dots, `1o.VAS0110~3~2.VAS0120`; dots and tildes never appear in a SKU.

/** The lists a link carries: the wish list, the order list and the buy-later list. */
export type SharedKind = 'wish' | 'order' | 'later';

/** A line of a shared list: a size, and for the order and buy-later lists its packages and package type. */
export interface SharedLine {
  sku: string;
  count: number;
  packageId?: number | undefined;
}

export interface SharedList {
  kind: SharedKind;
  lines: SharedLine[];
}

/** What a link read gives: the list, with the SKUs whose counts were above the cap; or why it cannot be read. */
export type ReadSharedList = { ok: true; list: SharedList; capped: string[] } | { ok: false; reason: 'damaged' | 'tooLong' };

/** The most lines a link carries: as many as one order takes. */
export const MAX_SHARED_LINES = 100;
/** Longer than 100 lines of the longest SKUs could be: not read at all. */
const MAX_LINK_CHARS = 100 * (64 + 12);

const VERSION = '1';
const KIND_CODES: Record<SharedKind, string> = { wish: 'w', order: 'o', later: 'l' };
const KINDS = new Map(Object.entries(KIND_CODES).map(([kind, code]) => [code, kind as SharedKind]));
const LINE = /^([\w-]{1,64})(?:~(\d{0,4})(?:~(\d{1,9}))?)?$/;

const counted = (kind: SharedKind) => kind !== 'wish';

/** The link's form of a list: a wish list's lines are SKUs alone; a count of one and the default type are left out. */
export function encodeSharedList(list: SharedList): string {
  const lines = list.lines.slice(0, MAX_SHARED_LINES).map(({ sku, count, packageId }) => {
    if (!counted(list.kind)) return sku;
    const type = packageId === undefined ? '' : `~${packageId}`;
    return count === 1 && !type ? sku : `${sku}~${count === 1 ? '' : count}${type}`;
  });
  return [`${VERSION}${KIND_CODES[list.kind]}`, ...lines].join('.');
}

/** One line as the link writes it, or null when it is not one; counts above the cart's cap are brought down to it. */
function readLine(text: string, kind: SharedKind): (SharedLine & { capped: boolean }) | null {
  const match = LINE.exec(text);
  if (!match) return null;
  const [, sku, countText, typeText] = match;
  const count = countText ? Number(countText) : 1;
  if (count < 1) return null;
  if (!counted(kind)) return { sku: sku!, count: 1, capped: false };
  const packageId = typeText === undefined ? undefined : Number(typeText);
  if (packageId !== undefined && packageId < 1) return null;
  return { sku: sku!, count: Math.min(count, MAX_PACKAGES), packageId, capped: count > MAX_PACKAGES };
}

/**
 * A list from its link's form. A repeated SKU keeps its first line; counts over MAX_PACKAGES are capped and named.
 * Anything else is 'damaged'; over MAX_SHARED_LINES lines, 'tooLong'.
 */
export function decodeSharedList(text: string): ReadSharedList {
  if (text.length > MAX_LINK_CHARS) return { ok: false, reason: 'tooLong' };
  const [header, ...parts] = text.split('.');
  const kind = header?.startsWith(VERSION) ? KINDS.get(header.slice(VERSION.length)) : undefined;
  if (!kind || parts.length === 0) return { ok: false, reason: 'damaged' };
  if (parts.length > MAX_SHARED_LINES) return { ok: false, reason: 'tooLong' };
  const lines: SharedLine[] = [];
  const capped: string[] = [];
  for (const part of parts) {
    const line = readLine(part, kind);
    if (!line) return { ok: false, reason: 'damaged' };
    if (lines.some((known) => known.sku === line.sku)) continue;
    const { capped: over, ...kept } = line;
    lines.push(kept.packageId === undefined ? { sku: kept.sku, count: kept.count } : kept);
    if (over) capped.push(line.sku);
  }
  return { ok: true, list: { kind, lines }, capped };
}

/**
 * A saved list as a link carries it: the order and buy-later lists with their counts, and their package types
 * where a line is not in its product's default one (which the page opening it takes).
 */
export function sharedListOf(kind: SharedKind, items: readonly (ListProduct | CartItem)[]): SharedList {
  const lines = items.slice(0, MAX_SHARED_LINES).map((item): SharedLine => {
    if (!counted(kind) || !('countInCart' in item)) return { sku: item.sku, count: 1 };
    const packageId = item.packageId === item.packageIds?.[0] ? undefined : item.packageId;
    return packageId === undefined ? { sku: item.sku, count: item.countInCart } : { sku: item.sku, count: item.countInCart, packageId };
  });
  return { kind, lines };
}

/** The shared list's page, which opens the list in either language (`/list/<link form>`). */
export const sharedListPath = (locale: Locale, list: SharedList): string => localePath(locale, `/list/${encodeSharedList(list)}`);

/** What the shop says of a shared line now: it can be ordered, it is sold out, or it is no longer sold. */
export type OpenedState = 'inStock' | 'soldOut' | 'retired';

/** A shared line as its page shows it, read against the catalogue when the link is opened. */
export interface OpenedLine {
  sku: string;
  count: number;
  /** The package type to add it in: the one shared while the product still has it, else its default. */
  packageId: number | undefined;
  state: OpenedState;
  /** What the lists keep of it; null for a size the shop does not sell (any more). */
  item: ListProduct | null;
  /** Its name while the shop knows it, sold or not. */
  name: { nameEn: string; nameFa: string } | null;
  /** The type shared is no longer one the product comes in: its default stands in. */
  typeChanged: boolean;
}

/** The lines of a shared list read against the shop's products now (any status) and their size names, by SKU. */
export function openLines(list: SharedList, products: readonly Product[], sizes: ReadonlyMap<string, SizeNames>): OpenedLine[] {
  const bySku = new Map(products.map((product) => [product.sku, product]));
  return list.lines.map(({ sku, count, packageId: shared }) => {
    const product = bySku.get(sku);
    const size = sizes.get(sku);
    const name = product ? { nameEn: product.nameEn, nameFa: product.nameFa } : null;
    if (!product || !size || product.status !== 'publish') {
      return { sku, count, packageId: undefined, state: 'retired', item: null, name, typeChanged: false };
    }
    const kept = shared !== undefined && product.packageIds.includes(shared);
    const packageId = counted(list.kind) ? (kept ? shared : product.packageIds[0]) : undefined;
    const state = product.stockStatus === 'instock' ? 'inStock' : 'soldOut';
    return { sku, count, packageId, state, item: listItemOf(product, size), name, typeChanged: shared !== undefined && !kept };
  });
}
