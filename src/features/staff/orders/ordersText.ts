import { fill } from '~/shared/i18n/fill.ts';
import type { StaffKey } from '~/features/staff/staffText.ts';

/** The staff texts the orders island shows (sent to it as its `text` prop). */
export const ORDERS_TEXT_KEYS = [
  'orders.empty',
  'orders.filter',
  'orders.all',
  'orders.status.new',
  'orders.status.called',
  'orders.status.done',
  'orders.status.cancelled',
  'orders.search',
  'orders.searchButton',
  'orders.clearSearch',
  'orders.found',
  'orders.order',
  'orders.placedOn',
  'orders.statusLabel',
  'orders.customer',
  'orders.shop',
  'orders.phone',
  'orders.call',
  'orders.address',
  'orders.postalCode',
  'orders.items',
  'orders.sku',
  'orders.size',
  'orders.packages',
  'orders.packagesOnly_one',
  'orders.packagesOnly_other',
  'orders.pieces_one',
  'orders.pieces_other',
  'orders.note',
  'orders.savedNote',
  'orders.changedOn',
  'orders.markCalled',
  'orders.markDone',
  'orders.markNew',
  'orders.cancel',
  'orders.confirmCancel',
  'orders.keep',
  'orders.confirmCancelButton',
  'orders.cancelledFinal',
  'orders.newArrived',
  'orders.showNew',
  'orders.exports',
  'orders.exportOrders',
  'orders.exportNewsletter',
  'orders.previous',
  'orders.next',
  'orders.pageOf',
] as const satisfies readonly StaffKey[];

export type OrdersTextKey = (typeof ORDERS_TEXT_KEYS)[number];
export type OrdersText = Record<OrdersTextKey, string>;

/** A text of the island with its `{{name}}` placeholders filled. */
export function say(text: OrdersText, key: OrdersTextKey, values?: Readonly<Record<string, string>>): string {
  return values ? fill(text[key], values) : text[key];
}
