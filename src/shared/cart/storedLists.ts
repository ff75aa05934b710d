import { type CartItem, type ListProduct } from './cartRules.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

// The lists a browser keeps (localStorage), read back through these checks: anything corrupt drops the list rather
// than the page. Plain checks, not a schema library: they run on every page of the 10 KB browse visit.

type Fields = Record<string, unknown>;

const PRODUCT_KEYS = [
  'sku',
  'id',
  'slug',
  'nameFa',
  'nameEn',
  'images',
  'size',
  'sizeFa',
  'stockStatus',
  'status',
  'parentSku',
  'packageIds',
];
const CART_KEYS = [...PRODUCT_KEYS, 'countInCart', 'buyLater', 'packageId'];

const isText = (value: unknown): value is string => typeof value === 'string';
const isWhole = (value: unknown, min: number, max = Infinity) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const optional = (value: unknown, check: (value: unknown) => boolean) => value === undefined || check(value);

function isProduct(p: Fields): boolean {
  p.stockStatus ??= p.stock_status; // as lists were stored before the name was made plain
  return (
    isText(p.sku) &&
    p.sku.length >= 1 &&
    p.sku.length <= 64 &&
    optional(p.id, (id) => typeof id === 'number') &&
    optional(p.slug, isText) &&
    isText(p.nameFa) &&
    isText(p.nameEn) &&
    Array.isArray(p.images) &&
    p.images.every(isText) &&
    isText(p.size) &&
    optional(p.sizeFa, isText) &&
    (p.stockStatus === 'instock' || p.stockStatus === 'outofstock') &&
    (p.status === 'publish' || p.status === 'draft') &&
    optional(p.parentSku, isText) &&
    optional(p.packageIds, (ids) => Array.isArray(ids) && ids.every((id) => isWhole(id, 1)))
  );
}

function isCartItem(p: Fields): boolean {
  return (
    isProduct(p) &&
    isWhole(p.countInCart, 1, MAX_PACKAGES) &&
    typeof p.buyLater === 'boolean' &&
    optional(p.packageId, (id) => isWhole(id, 1))
  );
}

/** A stored list as JSON text, each entry checked and kept to the known fields; [] when any entry is not one. */
function readList<T>(text: string, check: (entry: Fields) => boolean, keys: readonly string[]): T[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value) || !value.every((entry) => entry !== null && typeof entry === 'object' && check(entry as Fields))) return [];
  return value.map(
    (entry: Fields) => Object.fromEntries(keys.filter((key) => entry[key] !== undefined).map((key) => [key, entry[key]])) as T,
  );
}

/**
 * The order list or the buy-later list as stored (entries saved before package types were chosen have no packageId).
 */
export const readCart = (text: string): CartItem[] => readList<CartItem>(text, isCartItem, CART_KEYS);

/** The wish list or the back-in-stock list as stored. */
export const readProductList = (text: string): ListProduct[] => readList<ListProduct>(text, isProduct, PRODUCT_KEYS);
