import { formatCount, nameIn } from '~/shared/i18n/format.ts';
import { type AddressFields } from '~/shared/forms/rules.ts';
import { getStore, type Db } from '~/service/db/database.server.ts';
import { orderPlaced } from '~/shared/contract/answers.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { countedText, orderTexts, problemTexts } from '~/service/http/messages.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { mergeItems, placeOrder, type OrderItem, type PlaceOrderResult } from './order.server.ts';
import { announceLowStock, announceOrder } from './orderAlerts.server.ts';
import { orderTokenOf } from './orderLink.server.ts';
import { orderLinkPath } from '~/shared/orders/orderLink.ts';
import { log } from '~/service/observe/log.server.ts';
import { metrics } from '~/service/observe/metrics.server.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { orderBody } from '~/shared/contract/requests.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;

/** An Idempotency-Key header: 8 to 100 letters, digits and `-_.:`; absent is allowed. */
export function idempotencyKeyOf(header: string | string[] | undefined, locale: Locale): string | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? (header[0] ?? '') : header;
  if (IDEMPOTENCY_KEY.test(key)) return key;
  throw new ServiceError(400, 'invalid', [`Idempotency-Key: ${problemTexts.invalid[locale]}`]);
}

/** Counts and logs an order refused: the products it named, never who ordered. */
function refused(reason: 'stock' | 'package', lines: { sku: string }[]) {
  metrics.ordersRefused.inc({ reason });
  log.info({ event: 'order refused', reason, skus: lines.map((line) => line.sku) }, `an order was refused (${reason})`);
}

/** An order the stock or the package types refused, as the 409 naming its lines in the visitor's language. */
export function orderRefusal(result: Exclude<PlaceOrderResult, { ok: true }>, locale: Locale): ServiceError {
  if ('packages' in result) {
    const lines = result.packages.map((line) => fill(orderTexts.product[locale], { name: nameIn(locale, line), sku: line.sku }));
    refused('package', result.packages);
    return new ServiceError(409, orderTexts.packageGone, [orderTexts.packageNotOffered[locale], ...lines]);
  }
  const lines = result.short.map((line) => {
    const product = fill(orderTexts.product[locale], { name: nameIn(locale, line), sku: line.sku });
    // None left is said as such, not as "0 packages left".
    return line.available > 0
      ? countedText(locale, 'order.left', line.available, { product })
      : fill(orderTexts.soldOut[locale], { product });
  });
  refused('stock', result.short);
  return new ServiceError(409, orderTexts.notEnoughStock, [orderTexts.checkOrder[locale], ...lines]);
}

/**
 * Places a shop order (the checkout and its form without script): a size given twice is one line; over the cap 400;
 * stock or package refusing, 409 naming the lines. Staff hear of it without the answer waiting.
 */
export async function submitOrder(
  db: Db,
  input: { items: OrderItem[]; customer: AddressFields; locale: Locale; idempotencyKey: string | null },
): Promise<{ orderId: number; repeated: boolean }> {
  const { locale } = input;
  const items = mergeItems(input.items);
  const over = items.filter((item) => item.count > MAX_PACKAGES);
  if (over.length > 0) {
    throw new ServiceError(
      400,
      'invalid',
      over.map((item) => `${item.sku}: ${fill(orderTexts.atMost[locale], { n: formatCount(locale, MAX_PACKAGES) })}`),
    );
  }
  let result;
  try {
    result = await placeOrder(db, { ...input, items });
  } catch (error) {
    log.error({ event: 'order failed', err: error }, 'an order could not be stored');
    throw new ServiceError(500, orderTexts.failed, [orderTexts.apology[locale]]);
  }
  if (!result.ok) throw orderRefusal(result, locale);
  if (!result.repeated) {
    metrics.ordersPlaced.inc();
    log.info({ event: 'order', orderId: result.orderId, lines: items.length }, `order ${result.orderId} placed`);
    void announceOrder(db, result.orderId);
    void announceLowStock(result.lowStock);
  }
  return { orderId: result.orderId, repeated: result.repeated };
}

/** Order submission (docs/rules.md#orders-and-the-newsletter). */
export const orderRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/v1/order',
    summary:
      'Places an order: validated like the checkout form, stock checked and taken in one transaction with the order and its lines. Not enough stock, an unknown product or a package type it is not sold in: 409 naming the lines. A retry with the same Idempotency-Key returns the first order and stores nothing (header idempotent-replayed: true).',
    headerParameters: [
      {
        name: 'Idempotency-Key',
        description: 'One key per order attempt, kept across retries.',
        schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
      },
    ],
    body: orderBody,
    answer: orderPlaced,
    failures: [409],
    handle: async ({ body, locale, headers }) => {
      const idempotencyKey = idempotencyKeyOf(headers['idempotency-key'], locale);
      const { db } = await getStore();
      const result = await submitOrder(db, { items: body.items, customer: body.customer, locale, idempotencyKey });
      return {
        data: { orderId: result.orderId, link: orderLinkPath(locale, await orderTokenOf(db, result.orderId)) },
        message: orderTexts.registered,
        ...(result.repeated ? { headers: { 'idempotent-replayed': 'true' } } : {}),
      };
    },
  }),
];
