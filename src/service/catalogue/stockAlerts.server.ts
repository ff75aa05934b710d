import { randomBytes } from 'node:crypto';
import { formatCount } from '~/shared/i18n/format.ts';
import { productPath } from '~/shared/catalogue/paths.ts';
import { filled } from '~/shared/i18n/bilingual.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { ALERTS_PER_NUMBER, alertLinkPath, alertName, nextAlertTextAt } from '~/shared/alerts/stockAlerts.ts';
import type { TextValues } from '~/shared/orders/customerTexts.ts';
import { productSizes } from './sizeNames.server.ts';
import { serviceConfig } from '~/service/config.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { lockRule } from '~/service/db/ruleLock.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { alertTexts } from '~/service/http/messages.server.ts';
import type { StockAlert } from '~/shared/contract/types.ts';

// Back in stock, by text (docs/rules.md#back-in-stock-texts): a request from a number proven with a code; a restock
// writes one text per waiting request into the outbox in its own transaction and ends it.

const DAY_MS = 86_400_000;
/** Outbox rows written per statement (a restock of a size many wait for). */
const BATCH = 200;

/** Whether the shop sends back-in-stock texts at all (ORDER_TEXTS may leave them out: texts cost money). */
export const alertsOn = () => serviceConfig().orderTexts.includes('back');

/**
 * A number asks to be texted when a sold-out, published size is back: one waiting request per number and size (asked
 * again, the same request), at most ALERTS_PER_NUMBER at once. Answers the number's waiting requests.
 */
export async function askForAlert(db: Db, input: { phone: string; sku: string; locale: Locale; now: number }): Promise<StockAlert[]> {
  const { phone, sku, locale, now } = input;
  if (!alertsOn()) throw new ServiceError(409, alertTexts.off);
  const product = await db
    .selectFrom('products')
    .select(['quantity'])
    .where('sku', '=', sku)
    .where('status', '=', 'publish')
    .executeTakeFirst();
  if (!product) throw new ServiceError(404, alertTexts.unknown);
  if (product.quantity > 0) throw new ServiceError(409, alertTexts.inStock);
  await db.transaction().execute(async (trx) => {
    // A number's requests are counted one after the other: fifty at once still stop at the cap.
    await lockRule(trx, `alerts ${phone}`);
    const waiting = await trx.selectFrom('stockAlerts').select('sku').where('phone', '=', phone).where('endedAt', 'is', null).execute();
    if (waiting.some((row) => row.sku === sku)) return;
    if (waiting.length >= ALERTS_PER_NUMBER)
      throw new ServiceError(
        409,
        filled(alertTexts.tooMany, { en: { count: String(ALERTS_PER_NUMBER) }, fa: { count: formatCount('fa', ALERTS_PER_NUMBER) } }),
      );
    const token = randomBytes(18).toString('base64url');
    await trx.insertInto('stockAlerts').values({ phone, sku, locale, token, createdAt: now }).execute();
  });
  return waitingAlerts(db, phone);
}

/** A number's waiting requests, newest first, with each size's names and page. */
export async function waitingAlerts(db: Db, phone: string): Promise<StockAlert[]> {
  const rows = await db
    .selectFrom('stockAlerts')
    .innerJoin('products', 'products.sku', 'stockAlerts.sku')
    .select([
      'stockAlerts.id',
      'stockAlerts.sku',
      'stockAlerts.createdAt',
      'products.id as productId',
      'products.nameEn',
      'products.nameFa',
      'products.slug',
    ])
    .where('stockAlerts.phone', '=', phone)
    .where('stockAlerts.endedAt', 'is', null)
    .orderBy('stockAlerts.id', 'desc')
    .execute();
  const sizes = await productSizes(
    db,
    rows.map((row) => ({ id: row.productId, sku: row.sku })),
  );
  return rows.map((row) => ({
    id: row.id,
    sku: row.sku,
    nameEn: row.nameEn,
    nameFa: row.nameFa,
    size: sizes.get(row.productId)?.en ?? '',
    sizeFa: sizes.get(row.productId)?.fa ?? '',
    path: productPath(row),
    createdAt: new Date(Number(row.createdAt)).toISOString(),
  }));
}

/** Ends a number's waiting request (all of them without an id); answers how many ended. */
export async function endAlerts(db: Db, phone: string, id: number | null, now = Date.now()): Promise<number> {
  let query = db.updateTable('stockAlerts').set({ endedAt: now }).where('phone', '=', phone).where('endedAt', 'is', null);
  if (id !== null) query = query.where('id', '=', id);
  return Number((await query.executeTakeFirst()).numUpdatedRows);
}

/** The number behind a request's token (one texted or ended too: its text's link keeps working), or null. */
export async function alertOwner(db: Db, token: string): Promise<string | null> {
  const row = await db.selectFrom('stockAlerts').select('phone').where('token', '=', token).executeTakeFirst();
  return row?.phone ?? null;
}

/**
 * Inside a transaction that may have restocked sizes: each request waiting for a published size now in stock gets its
 * text and ends, within ALERT_TEXTS_PER_DAY a number. Answers how many texts were written.
 */
export async function textBackInStock(trx: Db, now: number, skus?: readonly string[]): Promise<number> {
  if (!alertsOn() || skus?.length === 0) return 0;
  let query = trx
    .selectFrom('stockAlerts')
    .innerJoin('products', 'products.sku', 'stockAlerts.sku')
    .select([
      'stockAlerts.id',
      'stockAlerts.phone',
      'stockAlerts.locale',
      'stockAlerts.token',
      'stockAlerts.sku',
      'products.id as productId',
    ])
    .select(['products.nameEn', 'products.nameFa', 'products.slug'])
    .where('stockAlerts.endedAt', 'is', null)
    .where('products.quantity', '>', 0)
    .where('products.status', '=', 'publish')
    .orderBy('stockAlerts.id');
  if (skus) query = query.where('stockAlerts.sku', 'in', skus);
  const due = await query.execute();
  if (due.length === 0) return 0;
  const sizes = await productSizes(trx, [...new Map(due.map((row) => [row.productId, { id: row.productId, sku: row.sku }])).values()]);
  const times = await earlierTexts(trx, [...new Set(due.map((row) => row.phone))], now);
  const texts = due.map((row) => {
    const locale: Locale = row.locale === 'fa' ? 'fa' : 'en';
    const earlier = times.get(row.phone) ?? [];
    const nextAt = nextAlertTextAt(earlier, now);
    earlier.push(nextAt);
    times.set(row.phone, earlier);
    const size = sizes.get(row.productId)?.[locale];
    const values: TextValues = {
      number: row.sku,
      name: alertName(locale, row, size),
      link: `${serviceConfig().siteUrl}${localePath(locale, productPath(row))}`,
      token: row.token,
      stop: `${serviceConfig().siteUrl}${alertLinkPath(locale, row.token)}`,
    };
    return {
      orderId: null,
      kind: 'back' as const,
      phone: row.phone,
      locale,
      payload: JSON.stringify(values),
      dedupeKey: `alert:${row.id}`,
      nextAt,
      createdAt: now,
    };
  });
  for (let start = 0; start < texts.length; start += BATCH) {
    await trx
      .insertInto('customerTexts')
      .values(texts.slice(start, start + BATCH))
      .onConflict((c) => c.column('dedupeKey').doNothing())
      .execute();
    const ids = due.slice(start, start + BATCH).map((row) => row.id);
    await trx.updateTable('stockAlerts').set({ endedAt: now, texted: 1 }).where('id', 'in', ids).where('endedAt', 'is', null).execute();
  }
  return texts.length;
}

/** When each number's back-in-stock texts of the last day were (or will be) sent. */
async function earlierTexts(trx: Db, phones: readonly string[], now: number): Promise<Map<string, number[]>> {
  const times = new Map<string, number[]>();
  for (let start = 0; start < phones.length; start += BATCH) {
    const rows = await trx
      .selectFrom('customerTexts')
      .select(['phone', 'nextAt', 'createdAt'])
      .where('kind', '=', 'back')
      .where('phone', 'in', phones.slice(start, start + BATCH))
      .where('nextAt', '>', now - DAY_MS)
      .execute();
    for (const row of rows) times.set(row.phone, [...(times.get(row.phone) ?? []), Math.max(Number(row.nextAt), Number(row.createdAt))]);
  }
  return times;
}
