import type { OrderState } from '~/shared/fields/vocabulary.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';
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

/**
 * The tabs' counts once an order went from `from` to `to`: one fewer in one, one more in the other. A note alone
 * (the same status) changes no count.
 */
export function countsAfter(counts: Record<OrderState, number>, from: OrderState, to: OrderState): Record<OrderState, number> {
  return from === to ? counts : { ...counts, [from]: counts[from] - 1, [to]: counts[to] + 1 };
}

/** Orders in one page of the staff list (one line each; details open in place). */
export const ORDERS_PER_PAGE = 50;

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
