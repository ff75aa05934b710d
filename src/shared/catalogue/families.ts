/**
 * Product families: the sizes of one design share a parent SKU (characters 1-5) and are shown as one card
 * with its sizes as choices. Lists, stock and orders stay per SKU; these are pure functions over values.
 */
import type { Product } from '~/shared/contract/types.ts';
import { productSizeTitle, sizeCode, type SizeFilter } from './sku.ts';

/** What grouping and ordering need of a product (the contract's Product, or a saved list entry). */
export interface FamilyMember {
  sku: string;
  parentSku?: string | undefined;
  categoryIds?: readonly number[] | undefined;
  stockStatus: 'instock' | 'outofstock';
}

/** A product family in a list: its published sizes, and the size its card should start on. */
export interface FamilyEntry {
  members: Product[];
  /** The SKU to start on (the size a filter asked for, the code a search matched); else the first in stock. */
  prefer?: string | undefined;
}

/** The parent SKU of a product: its own field when it has one, else characters 1-5 of its SKU. */
export function parentSkuOf(product: { sku: string; parentSku?: string | undefined }): string {
  return product.parentSku || product.sku.slice(0, 5);
}

/** The products of a list grouped by parent SKU, each family where its first member appears. */
export function groupFamilies<P extends FamilyMember>(products: readonly P[]): P[][] {
  const families = new Map<string, P[]>();
  for (const product of products) {
    const key = parentSkuOf(product);
    const family = families.get(key);
    if (family) family.push(product);
    else families.set(key, [product]);
  }
  return [...families.values()];
}

/** A family is sold out only when every one of its sizes is. */
export function familyInStock(members: readonly FamilyMember[]): boolean {
  return members.some((member) => member.stockStatus === 'instock');
}

/** Families with a size in stock first, otherwise in the order given (a stable sort). */
export function inStockFirst<F>(families: readonly F[], inStock: (family: F) => boolean): F[] {
  return [...families.filter(inStock), ...families.filter((family) => !inStock(family))];
}

// Letter sizes from small to large; 2XL and XXL are the same size written two ways.
const LETTER_SIZES = ['XXXS', 'XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'XXXXL'];
const LETTER_ALIASES: Record<string, string> = {
  '2XS': 'XXS',
  '3XS': 'XXXS',
  '2XL': 'XXL',
  '3XL': 'XXXL',
  '4XL': 'XXXXL',
  SM: 'S',
  MD: 'M',
  LG: 'L',
};

function letterRank(title: string): number {
  const word = title.trim().toUpperCase();
  return LETTER_SIZES.indexOf(LETTER_ALIASES[word] ?? word);
}

/** The first number written in a size (Ø12 → 12, 100 ml → 100, 30×50 → 30), or NaN. */
function firstNumber(title: string): number {
  const match = /\d+(?:[.,]\d+)?/.exec(title.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0)));
  return match ? Number(match[0].replace(',', '.')) : Number.NaN;
}

/**
 * Sizes in their natural order: letter sizes from XS to XL, then sizes by their first number (Ø12 < Ø16,
 * 100 ml < 250 ml, 30×50 < 40×40 < 50×50), then anything else (one size, OS) by its text.
 */
export function compareSizeTitles(a: string, b: string): number {
  const [la, lb] = [letterRank(a), letterRank(b)];
  if (la >= 0 || lb >= 0) return la < 0 ? 1 : lb < 0 ? -1 : la - lb;
  const [na, nb] = [firstNumber(a), firstNumber(b)];
  if (!Number.isNaN(na) || !Number.isNaN(nb)) {
    if (Number.isNaN(na)) return 1;
    if (Number.isNaN(nb)) return -1;
    if (na !== nb) return na - nb;
  }
  return a.localeCompare(b, 'en', { numeric: true });
}

/** Where a product's size stands in the size filters of the first of its categories that lists it; Infinity when none does. */
function filterRank(product: FamilyMember, filtersByCategory: ReadonlyMap<number, readonly SizeFilter[]>): number {
  const code = sizeCode(product.sku);
  for (const id of product.categoryIds ?? []) {
    const index = filtersByCategory.get(id)?.findIndex((filter) => filter.id === code) ?? -1;
    if (index >= 0) return index;
  }
  return Number.POSITIVE_INFINITY;
}

/** The sizes of a family in the category's size-filter order, else in their natural order. */
export function sortSizes<P extends FamilyMember>(
  members: readonly P[],
  filtersByCategory: ReadonlyMap<number, readonly SizeFilter[]>,
): P[] {
  const keyed = members.map((product) => ({
    product,
    rank: filterRank(product, filtersByCategory),
    title: productSizeTitle({ sku: product.sku, categoryIds: product.categoryIds ?? [] }, filtersByCategory),
  }));
  keyed.sort((a, b) => (a.rank !== b.rank ? a.rank - b.rank : compareSizeTitles(a.title, b.title)));
  return keyed.map((entry) => entry.product);
}

/** The size a family card starts on: the one asked for when the family has it, else the first in stock, else the first. */
export function defaultMember<P extends FamilyMember>(sortedMembers: readonly P[], preferSku?: string): P {
  const preferred = preferSku ? sortedMembers.find((member) => member.sku === preferSku) : undefined;
  return preferred ?? sortedMembers.find((member) => member.stockStatus === 'instock') ?? sortedMembers[0]!;
}
