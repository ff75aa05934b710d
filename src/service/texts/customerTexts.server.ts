import { digitsIn, formatAmount } from '~/shared/i18n/format.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { TextValues } from '~/shared/orders/customerTexts.ts';
import { orderLinkPath } from '~/shared/orders/orderLink.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { quoteSum } from '~/shared/orders/quote.ts';
import { serviceConfig } from '~/service/config.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { customerTexts } from '~/service/http/messages.server.ts';
import type { OrderTextKind, TextKind, TextState } from '~/shared/fields/staffVocabulary.ts';
import type { OrderText } from '~/shared/contract/staff/orders.ts';

// Texts to customers (docs/operations.md#texts-to-customers): a step writes its text in its own transaction and
// textSender.server.ts sends each once, after a restart too. Each step's text is written at most once (dedupeKey).

/**
 * Writes an order step's text into the outbox inside the step's transaction, unless ORDER_TEXTS turned that kind off.
 * Each step texts once; each quote sent, again too, is its own text.
 */
export async function queueOrderText(trx: Db, orderId: number, kind: TextKind, now: number): Promise<void> {
  const config = serviceConfig();
  if (!config.orderTexts.includes(kind)) return;
  const order = await trx
    .selectFrom('orders')
    .select(['mobile', 'locale', 'accessToken', 'deliveryCost', 'quotedAt', 'carrier', 'trackingCode'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  const locale: Locale = order.locale === 'fa' ? 'fa' : 'en';
  const values: TextValues = {
    number: digitsIn(locale, String(orderNumber(orderId))),
    link: `${config.siteUrl}${orderLinkPath(locale, order.accessToken ?? '')}`,
    token: order.accessToken ?? '',
  };
  if (kind === 'quoted') {
    const lines = await trx.selectFrom('orderLines').select(['count', 'quotedPrice']).where('orderId', '=', orderId).execute();
    const prices = lines.map((line) => Number(line.quotedPrice ?? 0));
    const { total } = quoteSum(
      lines.map((line) => line.count),
      { prices, delivery: Number(order.deliveryCost ?? 0) },
    );
    values.total = formatAmount(locale, total);
  }
  if (kind === 'sent' && order.carrier) {
    values.carrier = customerTexts[`carrier.${order.carrier}`][locale];
    if (order.trackingCode) values.code = order.trackingCode;
  }
  const dedupeKey = `order:${orderId}:${kind}${kind === 'quoted' ? `:${order.quotedAt}` : ''}`;
  await trx
    .insertInto('customerTexts')
    .values({ orderId, kind, phone: order.mobile, locale, payload: JSON.stringify(values), dedupeKey, createdAt: now })
    .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
    .execute();
}

/**
 * A text's words in its language. Filled without the direction isolates pages put around Latin values: the messages
 * app finds the link by its characters, and every mark counts against the length.
 */
export function textWords(kind: TextKind, locale: Locale, values: TextValues): string {
  const key = kind === 'sent' && !values.code ? 'sentNoCode' : kind;
  const named: Readonly<Record<string, string | undefined>> = { ...values };
  return customerTexts[key][locale].replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => named[name] ?? placeholder);
}

/** An order's texts, oldest first, by order (staff see each and whether it went out). */
export async function textsOf(db: Db, orderIds: readonly number[]): Promise<Map<number, OrderText[]>> {
  const texts = new Map<number, OrderText[]>();
  if (orderIds.length === 0) return texts;
  const rows = await db
    .selectFrom('customerTexts')
    .select(['id', 'orderId', 'kind', 'state', 'createdAt', 'sentAt', 'error'])
    .where('orderId', 'in', orderIds)
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const text: OrderText = {
      id: row.id,
      kind: row.kind as OrderTextKind,
      state: row.state as TextState,
      createdAt: new Date(Number(row.createdAt)).toISOString(),
      sentAt: row.sentAt === null ? null : new Date(Number(row.sentAt)).toISOString(),
      error: row.error,
    };
    texts.set(row.orderId!, [...(texts.get(row.orderId!) ?? []), text]);
  }
  return texts;
}

/**
 * Staff send a text of the order's again, by hand (one that failed, or a customer who lost it): a copy, waiting
 * to go. Answers false when the order has no such text.
 */
export async function sendTextAgain(db: Db, orderId: number, textId: number, now = Date.now()): Promise<boolean> {
  const text = await db
    .selectFrom('customerTexts')
    .select(['kind', 'phone', 'locale', 'payload', 'dedupeKey'])
    .where('id', '=', textId)
    .where('orderId', '=', orderId)
    .executeTakeFirst();
  if (!text) return false;
  await db
    .insertInto('customerTexts')
    .values({ ...text, orderId, dedupeKey: `${text.dedupeKey}:again:${now}:${textId}`, createdAt: now })
    .onConflict((conflict) => conflict.column('dedupeKey').doNothing())
    .execute();
  return true;
}
