import type { NewOrderForm, OrderableSize } from '~/shared/contract/staff/takenOrders.ts';
import type { SharedList } from '~/shared/lists/sharedList.ts';
import { CUSTOMER_FIELDS, TAKEN_LINES_MAX, type CustomerField } from '~/shared/fields/staffVocabulary.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

// An order staff take by phone or chat (docs/staff.md#orders-staff-take): products by the shop's search with stock,
// packages and prices, the customer by number, sent as a quote or kept as a draft, under the shop's caps.

/** A line of the form: the size, its package type, how many, and the price per package as typed. */
export interface TakenLine {
  size: OrderableSize;
  packageId: number;
  count: number;
  price: string;
}

export type TypedCustomer = Record<CustomerField, string>;
export const BLANK_CUSTOMER: TypedCustomer = Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, ''])) as TypedCustomer;

/** The most packages a line of this size may hold: the cap, or the stock when less. */
export const lineCap = (size: Pick<OrderableSize, 'quantity'>): number => Math.max(0, Math.min(MAX_PACKAGES, size.quantity));

/** The price to quote for a package type of a size, as the form shows it ('' for none). */
const priceFor = (size: OrderableSize, packageId: number): string => {
  const price = size.packages.find((p) => p.id === packageId)?.price;
  return price === null || price === undefined ? '' : String(price);
};

/**
 * Adds a size: one package of its default type at its price. One already there gets one more (up to its cap), as the
 * shop's list keeps a line per size; a sold-out one is not added.
 */
export function addSize(lines: readonly TakenLine[], size: OrderableSize): TakenLine[] {
  if (lines.some((line) => line.size.sku === size.sku))
    return setLineCount(lines, size.sku, lines.find((l) => l.size.sku === size.sku)!.count + 1);
  const packageId = size.packages[0]?.id;
  if (lineCap(size) === 0 || packageId === undefined || lines.length >= TAKEN_LINES_MAX) return [...lines];
  return [...lines, { size, packageId, count: 1, price: priceFor(size, packageId) }];
}

/** Sets a line's packages, kept between 1 and its cap (a line leaves by `removeLine`). */
export function setLineCount(lines: readonly TakenLine[], sku: string, count: number): TakenLine[] {
  return lines.map((line) =>
    line.size.sku === sku ? { ...line, count: Math.max(1, Math.min(lineCap(line.size), Math.floor(count) || 1)) } : line,
  );
}

/** Changes a line's package type to one its size is sold in; the price follows unless staff typed their own. */
export function setLinePackage(lines: readonly TakenLine[], sku: string, packageId: number): TakenLine[] {
  return lines.map((line) => {
    if (line.size.sku !== sku || !line.size.packages.some((p) => p.id === packageId)) return line;
    const ownPrice = line.price !== '' && line.price !== priceFor(line.size, line.packageId);
    return { ...line, packageId, price: ownPrice ? line.price : priceFor(line.size, packageId) };
  });
}

/** Removes a line. */
export const removeLine = (lines: readonly TakenLine[], sku: string): TakenLine[] => lines.filter((line) => line.size.sku !== sku);

/** The lines as a draft keeps them (the sizes are read again when it is opened: stock and prices move). */
export const keptLines = (lines: readonly TakenLine[]): NewOrderForm['lines'] =>
  lines.map((line) => ({ sku: line.size.sku, packageId: line.packageId, count: line.count, price: line.price }));

/**
 * A draft's lines with their sizes as now: one no longer sold is left out and named in `gone`; a count is cut to
 * stock (a sold-out size keeps 1, so sending refuses it by name).
 */
export function linesOfDraft(
  kept: NewOrderForm['lines'],
  sizes: ReadonlyMap<string, OrderableSize>,
): { lines: TakenLine[]; gone: string[] } {
  const lines: TakenLine[] = [];
  const gone: string[] = [];
  for (const line of kept) {
    const size = sizes.get(line.sku);
    if (!size) gone.push(line.sku);
    else {
      const packageId = size.packages.some((p) => p.id === line.packageId) ? line.packageId : (size.packages[0]?.id ?? line.packageId);
      lines.push({ size, packageId, count: Math.max(1, Math.min(lineCap(size), line.count)), price: line.price });
    }
  }
  return { lines, gone };
}

/**
 * A shared list (docs/rules.md#shared-lists) as the form's lines, each at its price to quote: a package type no
 * longer offered gives way to the default; sizes no longer sold are left out.
 */
export function linesOfList(list: SharedList, sizes: ReadonlyMap<string, OrderableSize>): { lines: TakenLine[]; gone: string[] } {
  const kept = list.lines.map((line) => ({ sku: line.sku, packageId: line.packageId ?? 0, count: line.count, price: '' }));
  const { lines, gone } = linesOfDraft(kept, sizes);
  return { lines: lines.map((line) => ({ ...line, price: priceFor(line.size, line.packageId) })), gone };
}

/**
 * A product page's address pasted into the finder (a customer sends one in a chat): its SKU; else the text as typed.
 */
export function finderText(q: string): string {
  const link = /\/Products\/([\w-]+)(?:[/?#]|$)/i.exec(q);
  return link ? link[1]! : q;
}
