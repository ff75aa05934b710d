import { quoteExpiry } from '~/shared/orders/quote.ts';
import type { Db } from '~/service/db/database.server.ts';
import { recordChange } from '~/service/access/audit.server.ts';
import { queueOrderText } from '~/service/texts/customerTexts.server.ts';
import { wakeTextSender } from '~/service/texts/textSender.server.ts';
import { announceMove } from './orderAlerts.server.ts';
import { findOrder, OrderChangeRefused, recordMove, type ChangeAuthor, type StaffOrder } from './staffOrders.server.ts';
import type { OrderState, PaymentWay } from '~/shared/fields/vocabulary.ts';

/** What staff send after the call: each line's price per package, in the lines' order, and the rest. */
export interface QuoteDraft {
  prices: number[];
  delivery: number;
  payment: PaymentWay;
  note: string;
}

/** The customer, as the order's history names whoever moved it from its page (no account). */
export const CUSTOMER = { accountId: null, name: '' } as const;

/**
 * Sends an order's quote (prices onto its lines; delivery, payment, note onto the order, valid `days`), moving it to
 * quoted in one transaction with its move and audit. A quoted order may be quoted again. Refusals:
 * OrderChangeRefused.
 */
export async function sendQuote(
  db: Db,
  by: ChangeAuthor,
  id: number,
  draft: QuoteDraft,
  days: number,
  now = Date.now(),
): Promise<StaffOrder> {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('orders').select(['status']).where('id', '=', id).executeTakeFirst();
    if (!before) throw new OrderChangeRefused('notFound');
    if (before.status === 'cancelled') throw new OrderChangeRefused('cancelled');
    if (before.status !== 'called' && before.status !== 'quoted')
      throw new OrderChangeRefused('move', { from: before.status, to: 'quoted' });
    await writeQuote(trx, by, id, { from: before.status, draft, days }, now);
  });
  wakeTextSender();
  return (await findOrder(db, id))!;
}

/**
 * Writes a quote onto order `id` at status `from` (called, quoted, or new for an order staff take): prices onto its
 * lines, the rest onto the order, with its move, audit record and the customer's text.
 */
export async function writeQuote(
  trx: Db,
  by: ChangeAuthor,
  id: number,
  quote: { from: OrderState; draft: QuoteDraft; days: number },
  now: number,
): Promise<void> {
  const { from, draft, days } = quote;
  const lines = await trx.selectFrom('orderLines').select('position').where('orderId', '=', id).orderBy('position').execute();
  if (lines.length !== draft.prices.length) throw new OrderChangeRefused('lines');
  const updated = await trx
    .updateTable('orders')
    .set({
      status: 'quoted',
      deliveryCost: draft.delivery,
      paymentWay: draft.payment,
      quoteNote: draft.note,
      quotedAt: now,
      quoteExpiresAt: quoteExpiry(now, days),
      callMeAt: null,
      updatedAt: now,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  // Accepted or moved by someone else between the read and the update: the quote no longer applies.
  if (Number(updated.numUpdatedRows) !== 1) throw new OrderChangeRefused('move', { from, to: 'quoted' });
  for (const [index, line] of lines.entries())
    await trx
      .updateTable('orderLines')
      .set({ quotedPrice: draft.prices[index]! })
      .where('orderId', '=', id)
      .where('position', '=', line.position)
      .execute();
  if (from !== 'quoted') await recordMove(trx, by, id, { from, to: 'quoted' }, now);
  await recordChange(trx, by, { action: 'order.quote', subject: `order #${id}`, after: draft }, now);
  await queueOrderText(trx, id, 'quoted', now);
}

/**
 * The customer accepts the quote from the order's page: quoted to confirmed. Accepting twice is no change. Refused:
 * 'expired' past its time, 'move' with no quote to accept.
 */
export async function acceptQuote(db: Db, id: number, now = Date.now()): Promise<'accepted' | 'already'> {
  const answer = await db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('orders').select(['status', 'quoteExpiresAt']).where('id', '=', id).executeTakeFirst();
    if (!order) throw new OrderChangeRefused('notFound');
    if (order.status === 'confirmed' || order.status === 'sent' || order.status === 'delivered') return 'already' as const;
    if (order.status !== 'quoted') throw new OrderChangeRefused('move', { from: order.status, to: 'confirmed' });
    if (Number(order.quoteExpiresAt) <= now) throw new OrderChangeRefused('expired');
    const updated = await trx
      .updateTable('orders')
      .set({ status: 'confirmed', callMeAt: null, updatedAt: now })
      .where('id', '=', id)
      .where('status', '=', 'quoted')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return 'already' as const;
    await recordMove(trx, CUSTOMER, id, { from: 'quoted', to: 'confirmed' }, now);
    await queueOrderText(trx, id, 'confirmed', now);
    return 'accepted' as const;
  });
  if (answer === 'accepted') wakeTextSender();
  return answer;
}

/**
 * The customer asks to be called about the quote; staff see it until they quote again or move the order. Asking twice
 * keeps the first time. Refused ('move') with no quote open.
 */
export async function askForCall(db: Db, id: number, now = Date.now()): Promise<void> {
  const updated = await db
    .updateTable('orders')
    .set({ callMeAt: now })
    .where('id', '=', id)
    .where('status', '=', 'quoted')
    .where('callMeAt', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return;
  const order = await db.selectFrom('orders').select(['status']).where('id', '=', id).executeTakeFirst();
  if (!order) throw new OrderChangeRefused('notFound');
  if (order.status !== 'quoted') throw new OrderChangeRefused('move', { from: order.status, to: 'quoted' });
}

/** What the order's page says after its form: accepted, a call asked for, too late, or nothing more to do there. */
export const QUOTE_ANSWERS = ['accepted', 'called', 'expired', 'closed'] as const;
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];

/** The customer's answer to the quote from the order's page (`accept` or `call`); null for a form that is neither. */
export async function answerQuote(db: Db, id: number, action: string, now = Date.now()): Promise<QuoteAnswer | null> {
  if (action !== 'accept' && action !== 'call') return null;
  try {
    if (action === 'call') {
      await askForCall(db, id, now);
      return 'called';
    }
    // A new move is posted to the webhook as staff's are (order.confirmed); a second tap posts nothing.
    if ((await acceptQuote(db, id, now)) === 'accepted') {
      const order = await findOrder(db, id);
      if (order) void announceMove(order);
    }
    return 'accepted';
  } catch (error) {
    if (!(error instanceof OrderChangeRefused)) throw error;
    return error.reason === 'expired' ? 'expired' : 'closed';
  }
}
