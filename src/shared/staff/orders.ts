import type { OrderState } from '~/shared/fields/vocabulary.ts';
import type { SizeNames } from '~/shared/catalogue/sku.ts';
import type { OrderText } from '~/shared/orders/customerTexts.ts';
import type { OrderChannel } from '~/shared/orders/channels.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';
import type { OrderQuote, Shipment } from '~/shared/contract/types.ts';
import { toLatinDigits } from '~/shared/text/digits.ts';

/** A typed search's Arabic letters (ي ى ك) as Persian ones, in lower case: as the stored names are folded to match. */
export const foldedLetters = (text: string) => text.replace(/[يى]/g, 'ی').replace(/ك/g, 'ک').toLowerCase();

/**
 * Where an order may go from each status (docs/staff.md#statuses): one step on at a time, and cancelled from any
 * step before sent. Delivered and cancelled are ends.
 */
const NEXT: Record<OrderState, readonly OrderState[]> = {
  new: ['called', 'cancelled'],
  called: ['quoted', 'cancelled'],
  quoted: ['confirmed', 'cancelled'],
  confirmed: ['sent', 'cancelled'],
  sent: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** The statuses an order in `from` may be moved to. */
export const nextStatuses = (from: OrderState): readonly OrderState[] => NEXT[from];

/** Whether staff may mark an order in `from` as `to` (the same status is a note alone, always allowed). */
export const canMove = (from: OrderState, to: OrderState): boolean => from === to || NEXT[from].includes(to);

/** A move of an order from one status to another: who made it and when (the order's history). */
export interface OrderMove {
  at: string;
  by: string;
  from: OrderState;
  to: OrderState;
}

/**
 * The tabs' counts once an order went from `from` to `to`: one fewer in one, one more in the other. A note alone
 * (the same status) changes no count.
 */
export function countsAfter(counts: Record<OrderState, number>, from: OrderState, to: OrderState): Record<OrderState, number> {
  return from === to ? counts : { ...counts, [from]: counts[from] - 1, [to]: counts[to] + 1 };
}

/** The longest note staff may keep on an order. */
export const NOTE_MAX = 500;

/** Orders in one page of the staff list (one line each; details open in place). */
export const ORDERS_PER_PAGE = 50;

/** A note staff kept on an order, after a call: who wrote it, when, and what. */
export interface OrderNote {
  at: string;
  by: string;
  text: string;
}

/**
 * A line as staff read it: the product, its size and picture, the packages and their type (none on orders placed
 * before types).
 */
export interface StaffOrderLine {
  sku: string;
  nameEn: string;
  nameFa: string;
  /**
   * The size's title in both languages (from the SKU's size code and the product's category filters), or the code
   * itself.
   */
  size: SizeNames;
  /** The product's first picture as the shop's pages address it, or null (no picture, or the product is gone). */
  picture: string | null;
  /** Packages. */
  count: number;
  packageEn: string | null;
  packageFa: string | null;
  /** Pieces in one package; null when the type was not recorded. */
  pieces: number | null;
  /**
   * Staff's price to quote for one package of this type, in tomans; null when none is set
   * (docs/staff.md#prices-to-quote).
   */
  unitPrice: number | null;
}

/** An order as staff see it: who to call, where it goes, what was asked for, and where it stands. */
export interface StaffOrder {
  id: number;
  createdAt: string;
  status: OrderState;
  /** Staff's latest note ('' while there is none). */
  note: string;
  /** Every note kept on it, oldest first. */
  notes: OrderNote[];
  /** Every move from status to status, oldest first (none recorded before the order's life had its steps). */
  moves: OrderMove[];
  /** When staff last changed it; null while nobody has. */
  updatedAt: string | null;
  /** The language the customer ordered in. */
  locale: string;
  /** Where it came from: the shop's pages (`web`) or the channel staff took it by. */
  channel: OrderChannel;
  /** The staff member who took it; null for the shop's own orders. */
  takenBy: string | null;
  name: string;
  mobile: string;
  shopName: string;
  province: string;
  city: string;
  address: string;
  postalCode: string;
  lines: StaffOrderLine[];
  /** The quote sent after the call, with the prices agreed then; null before one. */
  quote: OrderQuote | null;
  /** How it travels, once marked sent with a carrier. */
  shipment: Shipment | null;
  /** When the customer asked, from the order's page, to be called about the quote; null when not waiting. */
  callMeAt: string | null;
  /** The texts sent to the customer about it, oldest first, and whether each went out. */
  texts: OrderText[];
}

/** One page of the staff list, and how many orders of each status the search finds (the filter tabs). */
export interface StaffOrderPage {
  orders: StaffOrder[];
  counts: Record<OrderState, number>;
  /** Orders matching the search and the status filter (all pages). */
  total: number;
  page: number;
  perPage: number;
}

/** What the staff page polls: the number of new orders, the latest order's number, and how many came after `after`. */
export interface LatestOrders {
  newCount: number;
  latestId: number;
  newer: number;
}

/**
 * What a staff search looks for: words of a name or shop, and a run of digits (an order number or part of a phone
 * number).
 */
export interface OrderSearch {
  text: string;
  digits: string | null;
  /** `#12`: that order alone, not every phone with a 12 in it. */
  orderNumber: number | null;
}

/**
 * A staff search as typed: Persian or Arabic digits Latin; a phone number keeps its digits, +98 or 0098 becoming the
 * stored 0 (`+98 912 555` finds 0912555…); `#8040268` is that order.
 */
export function orderSearch(typed: string): OrderSearch {
  const text = withoutControls(toLatinDigits(typed)).replace(/\s+/g, ' ').trim();
  const compact = text.replace(/[\s\-().#]/g, '');
  const digits = /^(?:\+|00)?\d+$/.test(compact) ? compact.replace(/^(?:\+|00)98/, '0').replace(/^\+/, '') : null;
  const orderNumber = /^#\s*\d{1,9}$/.test(text) ? Number(text.slice(1)) : null;
  return { text, digits: digits || null, orderNumber };
}
