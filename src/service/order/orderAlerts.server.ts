import { createHmac } from 'node:crypto';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { serviceConfig } from '~/service/config.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { smsSender } from '~/service/login/sms.server.ts';
import type { SmsMessage } from '~/service/login/smsMessage.ts';
import { SmsRefused } from '~/service/login/smsProviders.server.ts';
import { log, maskedPhone, messageOf } from '~/service/observe/log.server.ts';
import { staffOrderTexts } from '~/service/access/messages.server.ts';
import type { LowStock } from './order.server.ts';
import { findOrder } from './staffOrders.server.ts';
import type { OrderState } from '~/shared/fields/vocabulary.ts';
import type { OrderMove, StaffOrder } from '~/shared/contract/staff/orders.ts';

/** What the webhook posts for a new order, and for each move of an order after it (docs/staff.md#new-order-alerts). */
export interface OrderAlert {
  event: 'order.created' | `order.${Exclude<OrderState, 'new'>}`;
  /** The move the event tells of (none for order.created). */
  move?: OrderMove;
  order: Pick<
    StaffOrder,
    | 'id'
    | 'createdAt'
    | 'status'
    | 'locale'
    | 'channel'
    | 'takenBy'
    | 'name'
    | 'mobile'
    | 'shopName'
    | 'province'
    | 'city'
    | 'quote'
    | 'shipment'
  > & {
    /** The number staff and the customer know it by (`id` is the database's). */
    number: number;
    lines: { sku: string; nameEn: string; nameFa: string; packages: number; packageEn: string | null; pieces: number | null }[];
    /** The order in the staff area. */
    url: string;
  };
}

/** Tries at 0 s, 2 s and 10 s: a receiver restarting for a moment still gets the order. */
const RETRY_DELAYS = [0, 2_000, 10_000];

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs, so a receiver can check the body and its age.
 */
export function webhookSignature(secret: string, body: string, at: number): string {
  const t = Math.floor(at / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** The order in the staff area, found by its number. */
const staffLink = (siteUrl: string, locale: Locale, id: number) =>
  `${siteUrl}${localePath(locale, '/staff/orders')}?q=${encodeURIComponent(`#${orderNumber(id)}`)}`;

/** The order as the webhook posts it. */
export function orderAlert(order: StaffOrder, siteUrl: string): OrderAlert {
  return {
    event: 'order.created',
    order: {
      id: order.id,
      number: orderNumber(order.id),
      createdAt: order.createdAt,
      status: order.status,
      locale: order.locale,
      // Where it came from (`web`, or the channel staff took it by) and who took it.
      channel: order.channel,
      takenBy: order.takenBy,
      name: order.name,
      mobile: order.mobile,
      shopName: order.shopName,
      province: order.province,
      city: order.city,
      // The quote as sent (prices per package in the lines' order, tomans) and the parcel once sent; null before.
      quote: order.quote,
      shipment: order.shipment,
      lines: order.lines.map((line) => ({
        sku: line.sku,
        nameEn: line.nameEn,
        nameFa: line.nameFa,
        packages: line.count,
        packageEn: line.packageEn,
        pieces: line.pieces,
      })),
      url: staffLink(siteUrl, 'en', order.id),
    },
  };
}

/** The SMS staff get: the order's number, who, where, the number to call, and the link on a line of its own. */
export function alertText(order: StaffOrder, locale: Locale, siteUrl: string): string {
  const sentence = fill(staffOrderTexts.alert[locale], {
    id: digitsIn(locale, String(orderNumber(order.id))),
    name: order.name,
    city: order.city,
    // The number to call stays in Latin digits: phones dial it from the message.
    phone: order.mobile,
  });
  // Alone on its line, with nothing around it, so phones make the whole address a link.
  return `${sentence}\n${staffLink(siteUrl, locale, order.id)}`;
}

/** Runs `send` until it succeeds or the retries run out; says in the log what failed. */
async function withRetries(what: string, send: () => Promise<void>): Promise<boolean> {
  for (const [attempt, delay] of RETRY_DELAYS.entries()) {
    if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    try {
      await send();
      return true;
    } catch (error) {
      log.warn({ event: 'order alert failed', attempt: attempt + 1 }, `${what}: ${messageOf(error)}`);
      // The provider refused it (a wrong key, a template it does not know): the same message again would be too.
      if (error instanceof SmsRefused) return false;
    }
  }
  return false;
}

/**
 * Tells staff that orders took sizes to or below the low-stock line (docs/staff.md#low-stock): a text to each
 * ORDER_ALERT_PHONES number per size and a `stock.low` webhook event, once per crossing. It never throws.
 */
export async function announceLowStock(sizes: readonly LowStock[]): Promise<void> {
  const config = serviceConfig();
  if (sizes.length === 0 || (config.orderAlertPhones.length === 0 && !config.orderWebhookUrl)) return;
  const locale = config.orderAlertLocale;
  try {
    await Promise.all(
      sizes.map((size) =>
        tellStaff(
          {
            code: '',
            text: fill(staffOrderTexts.lowStock[locale], {
              name: locale === 'fa' ? size.nameFa : size.nameEn,
              sku: size.sku,
              left: digitsIn(locale, String(size.quantity)),
            }),
            stock: { sku: size.sku, left: size.quantity },
          },
          { event: 'stock.low', stock: size },
        ),
      ),
    );
  } catch (error) {
    log.error({ event: 'low stock alert failed', err: error }, 'the low-stock alert was not sent');
  }
}

/** One alert to staff: the text to each ORDER_ALERT_PHONES number and the event to the webhook, each retried. */
async function tellStaff(message: Omit<SmsMessage, 'to'>, event: WebhookEvent): Promise<void> {
  const config = serviceConfig();
  const sender = config.orderAlertPhones.length > 0 ? await smsSender() : null;
  await Promise.all([
    ...config.orderAlertPhones.map((to) => withRetries(`SMS to ${maskedPhone(to)}`, () => sender!.send({ ...message, to }))),
    ...(config.orderWebhookUrl
      ? [withRetries('webhook', () => postWebhook(config.orderWebhookUrl, config.orderWebhookSecret, event))]
      : []),
  ]);
}

type WebhookEvent = OrderAlert | { event: 'stock.low'; stock: LowStock };

/** Posts the alert to the webhook, signed; a receiver's answer outside 2xx is a failure to retry. */
async function postWebhook(url: string, secret: string, alert: WebhookEvent): Promise<void> {
  const body = JSON.stringify(alert);
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shop-event': alert.event,
      ...(secret ? { 'x-shop-signature': webhookSignature(secret, body, Date.now()) } : {}),
    },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
}

/**
 * Tells staff of a new order outside the browser: an SMS to each ORDER_ALERT_PHONES number and a signed post to
 * ORDER_WEBHOOK_URL. Called after the order is stored; it never throws (the order stands whatever the alerts do).
 */
export async function announceOrder(db: Db, orderId: number): Promise<void> {
  const config = serviceConfig();
  if (config.orderAlertPhones.length === 0 && !config.orderWebhookUrl) return;
  try {
    const order = await findOrder(db, orderId);
    if (!order) return;
    await tellStaff(
      {
        text: alertText(order, config.orderAlertLocale, config.siteUrl),
        code: '',
        order: { number: orderNumber(order.id), name: order.name, city: order.city, phone: order.mobile },
      },
      orderAlert(order, config.siteUrl),
    );
  } catch (error) {
    log.error({ event: 'order alert failed', orderId, err: error }, 'the order alert was not sent');
  }
}

/**
 * Posts an order's latest move to the webhook as its own event (`order.called` … `order.cancelled`) with the order as
 * it stands after it; a note alone posts nothing. Never throws.
 */
export async function announceMove(order: StaffOrder): Promise<void> {
  const config = serviceConfig();
  const move = order.moves.at(-1);
  if (!config.orderWebhookUrl || !move || move.at !== order.updatedAt || move.to === 'new') return;
  const alert: OrderAlert = { ...orderAlert(order, config.siteUrl), event: `order.${move.to}`, move };
  try {
    await withRetries('webhook', () => postWebhook(config.orderWebhookUrl, config.orderWebhookSecret, alert));
  } catch (error) {
    log.error({ event: 'order alert failed', orderId: order.id, err: error }, 'the order move was not posted');
  }
}
