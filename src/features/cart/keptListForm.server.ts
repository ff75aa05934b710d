import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { EMPTY_ADDRESS } from '~/features/forms/AddressForm.tsx';
import type { AddressFieldName } from '~/features/forms/addressFormText.ts';
import { productsBySkus } from '~/service/catalogue/catalogue.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { keepLines, keptLines, takeKeptList } from '~/service/lists/keptOrderLists.server.ts';
import { openSharedList } from '~/service/lists/sharedLists.server.ts';
import { orderTokenOf } from '~/service/order/orderLink.server.ts';
import { orderByToken } from '~/service/profile/profile.server.ts';
import { submitOrder } from '~/service/order/orderRoutes.server.ts';
import { addressFields, fieldError, type AddressFields } from '~/shared/forms/rules.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { addKeptLine, removeKeptLine, setKeptCount, type KeptLine } from '~/shared/lists/keptList.ts';
import { decodeSharedList } from '~/shared/lists/sharedList.ts';
import type { AccountOrder } from '~/shared/contract/types.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

/** What a post to the kept order list comes to: a page to go to, or the page again with what was wrong. */
export type KeptListAnswer =
  | { go: string; token?: string | null }
  | {
      status: number;
      problem: string[];
      fields?: { values: AddressFields; errors: Partial<Record<AddressFieldName, string>>; key: string };
    };

const SKU = /^[\w-]{1,64}$/;
const COUNT = /^\d{1,2}$/;
const KEY = /^[\w-]{16,64}$/;

/** A fresh Idempotency-Key for the order form: a double submit of one form makes one order. */
export const newOrderKey = (): string => randomBytes(12).toString('base64url');

/** A count as typed into the form, 1 to the cap; null for anything else. */
function countOf(text: FormDataEntryValue | null, absent: number | null): number | null {
  if (text === null || text === '') return absent;
  const count = COUNT.test(String(text)) ? Number(text) : 0;
  return count >= 1 && count <= MAX_PACKAGES ? count : null;
}

/**
 * Handles a post to `/basket`: add a size or a shared list's lines, change or remove a line, or send the order.
 * Forged values are refused whole (400) and nothing is stored.
 */
export async function answerKeptList(
  db: Db,
  form: FormData,
  token: string | undefined,
  locale: Locale,
  texts: { invalid: string; soldOut: string; empty: string },
): Promise<KeptListAnswer> {
  const action = String(form.get('action') ?? '');
  if (action === 'order') return sendOrder(db, form, token, locale, texts);
  if (action === 'list') return addList(db, String(form.get('list') ?? ''), token, texts);
  const sku = String(form.get('sku') ?? '');
  const lines = await keptLines(db, token);
  if (!SKU.test(sku)) return { status: 400, problem: [texts.invalid] };
  if (action === 'add') return addLine(db, form, token, lines, texts);
  if (action === 'remove') return { go: '', token: await keepLines(db, token, removeKeptLine(lines, sku)) };
  const count = countOf(form.get('count'), null);
  if (action !== 'set' || count === null) return { status: 400, problem: [texts.invalid] };
  return { go: '', token: await keepLines(db, token, setKeptCount(lines, sku, count)) };
}

async function addLine(
  db: Db,
  form: FormData,
  token: string | undefined,
  lines: KeptLine[],
  texts: { invalid: string; soldOut: string },
): Promise<KeptListAnswer> {
  const sku = String(form.get('sku'));
  const [product] = await productsBySkus(db, [sku]);
  const count = countOf(form.get('count'), 1);
  const typed = form.get('package');
  const packageId = typed === null || typed === '' ? undefined : Number(typed);
  if (!product || product.status !== 'publish' || count === null) return { status: 400, problem: [texts.invalid] };
  if (packageId !== undefined && !product.packageIds.includes(packageId)) return { status: 400, problem: [texts.invalid] };
  if (product.stockStatus !== 'instock') return { status: 409, problem: [texts.soldOut] };
  const kept = await keepLines(db, token, addKeptLine(lines, { sku, count, packageId: packageId ?? product.packageIds[0] }));
  return { go: `?added=${encodeURIComponent(sku)}`, token: kept };
}

/**
 * "Add all to my order list" on a shared list's page (docs/rules.md#shared-lists): its lines in stock, as Add adds
 * each.
 */
async function addList(db: Db, code: string, token: string | undefined, texts: { invalid: string }): Promise<KeptListAnswer> {
  const read = decodeSharedList(code);
  if (!read.ok) return { status: 400, problem: [texts.invalid] };
  const opened = await openSharedList(db, read.list);
  let lines = await keptLines(db, token);
  for (const { sku, count, packageId, state } of opened) if (state === 'inStock') lines = addKeptLine(lines, { sku, count, packageId });
  return { go: '', token: await keepLines(db, token, lines) };
}

async function sendOrder(
  db: Db,
  form: FormData,
  token: string | undefined,
  locale: Locale,
  texts: { invalid: string; empty: string },
): Promise<KeptListAnswer> {
  const values = Object.fromEntries(Object.keys(EMPTY_ADDRESS).map((name) => [name, String(form.get(name) ?? '')])) as AddressFields;
  const key = String(form.get('key') ?? '');
  if (!KEY.test(key)) return { status: 400, problem: [texts.invalid] };
  const errors = Object.fromEntries(
    (Object.keys(EMPTY_ADDRESS) as AddressFieldName[])
      .map((name) => [name, fieldError(addressFields.entries[name], values[name], locale, name)])
      .filter(([, message]) => message),
  ) as Partial<Record<AddressFieldName, string>>;
  if (Object.keys(errors).length > 0) return { status: 400, problem: [], fields: { values, errors, key } };
  const lines = await keptLines(db, token);
  // No list: a second submit of the same form after the first took it is answered with the first's order.
  const earlier =
    lines.length === 0 ? await db.selectFrom('orders').select('id').where('idempotencyKey', '=', key).executeTakeFirst() : undefined;
  if (lines.length === 0 && !earlier) return { status: 400, problem: [texts.empty] };
  try {
    const items = lines.map(({ sku, count, packageId }) => ({ sku, count, packageId }));
    const customer = v.parse(addressFields, values);
    const placed = earlier ? { orderId: earlier.id } : await submitOrder(db, { items, customer, locale, idempotencyKey: key });
    await takeKeptList(db, token);
    return { go: `?placed=${await orderTokenOf(db, placed.orderId)}`, token: null };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { status: error.status, problem: [error.text[locale], ...error.additionalInfo], fields: { values, errors: {}, key } };
  }
}

/** The order a kept list just became (`?placed=`), with the number the team calls; null for a token not an order's. */
export async function placedFromList(db: Db, token: string | null): Promise<{ order: AccountOrder; mobile: string } | null> {
  const order = token ? await orderByToken(db, token) : null;
  if (!order) return null;
  const { mobile } = await db.selectFrom('orders').select('mobile').where('id', '=', order.id).executeTakeFirstOrThrow();
  return { order, mobile };
}
