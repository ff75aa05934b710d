// What the new-order form offers staff (docs/staff.md#orders-staff-take): the published sizes the shop's own search
// finds, by family, with stock, package types and prices to quote; and a customer found by their number.
import { mediaUrl } from '~/shared/catalogue/paths.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { BLANK_CUSTOMER, finderText } from '~/shared/staff/newOrder.ts';
import { printable } from '~/shared/text/controlCharacters.ts';
import { activePackages, productPackages } from '~/service/catalogue/catalogue.server.ts';
import { readPrices } from '~/service/catalogue/quotePrices.server.ts';
import { searchCatalogue } from '~/service/catalogue/searchIndex.server.ts';
import { productSizes } from '~/service/catalogue/sizeNames.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { CUSTOMER_FIELDS, type CustomerField } from '~/shared/fields/staffVocabulary.ts';
import type { KnownCustomer, OrderableFamily, OrderableSize } from '~/shared/contract/staff/takenOrders.ts';

/** Families the finder lists for a search. */
export const FOUND_FAMILIES = 6;
/** The thumbnail width the form shows. */
const THUMB = 128;

/** The families of the shop's search's best matches (an exact code first), each with all its published sizes. */
export async function findOrderable(db: Db, q: string): Promise<OrderableFamily[]> {
  const { matches } = await searchCatalogue(db, finderText(q));
  const codes: string[] = [];
  for (const match of matches) {
    if (!codes.includes(match.parentSku)) codes.push(match.parentSku);
    if (codes.length === FOUND_FAMILIES) break;
  }
  const sizes = await orderableRows(db, (query) => query.where('parentSku', 'in', codes));
  return codes.flatMap((code) => {
    const family = sizes.filter((size) => size.parentSku === code);
    const first = family[0];
    if (!first) return [];
    return [
      {
        parentSku: code,
        nameEn: first.nameEn,
        nameFa: first.nameFa,
        picture: first.picture,
        sizes: family.map(({ parentSku: _, ...size }) => size),
      },
    ];
  });
}

/** The published sizes of these SKUs as the form shows them, by SKU (a draft's lines, read again when it opens). */
export async function orderableSizes(db: Db, skus: readonly string[]): Promise<Map<string, OrderableSize>> {
  const rows = await orderableRows(db, (query) => query.where('sku', 'in', [...skus]));
  return new Map(rows.map(({ parentSku: _, ...size }) => [size.sku, size]));
}

type ProductQuery = ReturnType<typeof productQuery>;
const productQuery = (db: Db) =>
  db
    .selectFrom('products')
    .select(['id', 'sku', 'parentSku', 'nameEn', 'nameFa', 'quantity', 'images', 'packageIds'])
    .where('status', '=', 'publish');

/** The published sizes a query narrows to, in SKU order, with their titles, packages and prices. */
async function orderableRows(db: Db, narrow: (query: ProductQuery) => ProductQuery): Promise<(OrderableSize & { parentSku: string })[]> {
  const rows = await narrow(productQuery(db)).orderBy('sku').execute();
  if (rows.length === 0) return [];
  const [titles, prices, packages] = await Promise.all([
    productSizes(db, rows),
    readPrices(
      db,
      rows.map((row) => row.sku),
    ),
    activePackages(db),
  ]);
  const activeIds = packages.map((p) => p.id);
  return rows.map((row) => {
    const picture = (JSON.parse(row.images) as string[])[0];
    return {
      sku: row.sku,
      parentSku: row.parentSku,
      nameEn: row.nameEn,
      nameFa: row.nameFa,
      size: titles.get(row.id)!,
      picture: picture ? mediaUrl(picture, THUMB) : null,
      quantity: Math.max(0, Number(row.quantity)),
      packages: productPackages(row.packageIds, activeIds).map((id) => {
        const type = packages.find((p) => p.id === id)!;
        const price = prices.get(row.sku)?.find((p) => p.packageId === id)?.price ?? null;
        return { id, en: type.titleEn, fa: type.titleFa, pieces: type.pieces, price };
      }),
    };
  });
}

/** The customer's fields an order or a saved address fills: all but the number. */
const ADDRESS = CUSTOMER_FIELDS.filter((field): field is Exclude<CustomerField, 'mobile'> => field !== 'mobile');

/**
 * A customer by their number: the name and address of their latest order, else of their account's first address,
 * with how many orders they placed and the language they ordered in; null for a number the shop does not know.
 */
export async function knownCustomer(db: Db, mobile: string): Promise<KnownCustomer | null> {
  const [order, account, counted] = await Promise.all([
    db
      .selectFrom('orders')
      .select([...ADDRESS, 'locale'])
      .where('mobile', '=', mobile)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db.selectFrom('accounts').select(['id', 'name']).where('phoneNumber', '=', mobile).executeTakeFirst(),
    db.selectFrom('customers').select(['orders', 'lastOrderAt']).where('mobile', '=', mobile).executeTakeFirst(),
  ]);
  const address = order
    ? undefined
    : account &&
      (await db
        .selectFrom('addresses')
        .select(ADDRESS)
        .where('accountId', '=', account.id)
        .orderBy('position')
        .limit(1)
        .executeTakeFirst());
  const fields = order ?? address;
  if (!fields && !account) return null;
  const customer = { ...BLANK_CUSTOMER, mobile };
  if (fields) for (const key of ADDRESS) customer[key] = printable(fields[key]);
  const locale: Locale | null = order ? (order.locale === 'en' ? 'en' : 'fa') : null;
  return {
    customer,
    locale,
    orders: Number(counted?.orders ?? 0),
    lastOrderAt: counted ? new Date(Number(counted.lastOrderAt)).toISOString() : null,
    account: account ? printable(account.name) : null,
  };
}
