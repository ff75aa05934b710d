// Orders staff take by phone or chat (docs/staff.md#orders-staff-take): sent straight as a quote, with the stock
// taken, the customer's text and the order's link, or kept as a draft (nothing taken, nothing sent) to send later.
import type { AddressFields } from '~/shared/forms/rules.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { StaffChannel } from '~/shared/fields/channels.ts';
import type { Db } from '~/service/db/database.server.ts';
import { recordChange } from '~/service/access/audit.server.ts';
import type { StaffMember } from '~/service/access/staffAccess.server.ts';
import { placeOrder, type OrderItem, type PlaceOrderResult } from './order.server.ts';
import { writeQuote, type QuoteDraft } from './orderQuote.server.ts';
import { OrderChangeRefused } from './staffOrders.server.ts';
import type { NewOrderForm, OrderDraft } from '~/shared/contract/staff/takenOrders.ts';

/** What staff send: the order's lines (one price each, in the quote), the customer, the channel, the quote. */
export interface TakenOrder {
  channel: StaffChannel;
  locale: Locale;
  customer: AddressFields;
  items: Required<OrderItem>[];
  quote: QuoteDraft;
  /** The draft it was kept as: removed in the same transaction. */
  draftId?: number | undefined;
}

/**
 * Stores an order staff took, in one transaction: stock taken as for a shop order, its channel and taker, moved to
 * quoted with prices, the customer's text queued, its draft removed. A draft already sent refuses it.
 */
export async function takeOrder(
  db: Db,
  member: StaffMember,
  order: TakenOrder,
  options: { days: number; idempotencyKey: string | null },
  now = Date.now(),
): Promise<PlaceOrderResult> {
  const complete = async (trx: Db, orderId: number, at: number) => {
    if (order.draftId !== undefined) {
      const removed = await trx.deleteFrom('orderDrafts').where('id', '=', order.draftId).executeTakeFirst();
      if (Number(removed.numDeletedRows) !== 1) throw new OrderChangeRefused('notFound');
    }
    await recordChange(trx, member, { action: 'order.take', subject: `order #${orderId}`, after: { channel: order.channel } }, at);
    await writeQuote(trx, member, orderId, { from: 'new', draft: order.quote, days: options.days }, at);
  };
  return placeOrder(
    db,
    {
      items: order.items,
      customer: order.customer,
      locale: order.locale,
      idempotencyKey: options.idempotencyKey,
      taken: { channel: order.channel, takenBy: member.name, complete },
    },
    now,
  );
}

/** The drafts kept, the latest first. */
export async function listDrafts(db: Db): Promise<OrderDraft[]> {
  const rows = await db.selectFrom('orderDrafts').selectAll().orderBy('updatedAt', 'desc').orderBy('id', 'desc').execute();
  return rows.map(draftOf);
}

/** One draft, or null. */
export async function findDraft(db: Db, id: number): Promise<OrderDraft | null> {
  const row = await db.selectFrom('orderDrafts').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? draftOf(row) : null;
}

const draftOf = (row: { id: number; form: string; takenBy: string; updatedAt: number }): OrderDraft => ({
  id: row.id,
  form: JSON.parse(row.form) as NewOrderForm,
  takenBy: row.takenBy,
  updatedAt: new Date(Number(row.updatedAt)).toISOString(),
});

/**
 * Keeps the form as a draft: a new one, or draft `id` written over (null when it is gone: sent or removed meanwhile).
 */
export async function keepDraft(
  db: Db,
  member: StaffMember,
  form: NewOrderForm,
  id?: number,
  now = Date.now(),
): Promise<OrderDraft | null> {
  const values = { form: JSON.stringify(form), takenBy: member.name, updatedAt: now };
  if (id === undefined) {
    const { id: made } = await db
      .insertInto('orderDrafts')
      .values({ ...values, createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return findDraft(db, made);
  }
  const updated = await db.updateTable('orderDrafts').set(values).where('id', '=', id).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? findDraft(db, id) : null;
}

/** Removes a draft; false when there was none. */
export async function dropDraft(db: Db, id: number): Promise<boolean> {
  const removed = await db.deleteFrom('orderDrafts').where('id', '=', id).executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
}
