import { afterAll, describe, expect, inject, it } from 'vitest';
import { openTestStore } from '../support/database.ts';
import { call, isFailure } from './http.ts';

const { db } = await openTestStore(inject('dataDir'));
afterAll(() => db.destroy());

const customer = {
  firstName: 'Maryam',
  lastName: 'Sadeghi',
  mobile: '۰۹۱۲۵۵۵۶۶۷۷',
  address: "No. 4, Ordibehesht Alley — 'the blue door'",
  province: 'Tehran',
  city: 'Tehran',
  shopName: 'Sadeghi & Daughters',
  postalCode: '۱۵۹۸۷۶۵۴۳۱',
};

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;
const order = (json: unknown, headers: Record<string, string> = {}) =>
  call('/v1/order', { json, headers: { 'idempotency-key': newKey(), ...headers } });
const ordersStored = async () => (await db.selectFrom('orders').select('id').execute()).length;
const linesOf = async (sku: string) => (await db.selectFrom('orderLines').select('orderId').where('sku', '=', sku).execute()).length;

/** A published product with at least `atLeast` packages, taken from the rest of the tests' way by its stock. */
async function productWithStock(
  atLeast: number,
  skip: string[] = [],
): Promise<{ sku: string; quantity: number; nameEn: string; nameFa: string }> {
  const rows = await db
    .selectFrom('products')
    .select(['sku', 'quantity', 'nameEn', 'nameFa'])
    .where('status', '=', 'publish')
    .where('quantity', '>=', atLeast)
    .orderBy('quantity', 'desc')
    .execute();
  return rows.find((row) => !skip.includes(row.sku))!;
}
const setQuantity = (sku: string, quantity: number) =>
  db
    .updateTable('products')
    .set({ quantity, inStock: quantity > 0 ? 1 : 0 })
    .where('sku', '=', sku)
    .execute();
const quantityOf = async (sku: string) =>
  (await db.selectFrom('products').select('quantity').where('sku', '=', sku).executeTakeFirstOrThrow()).quantity;

describe('POST /v1/order', () => {
  it('stores the order and its lines, takes the stock, and answers with the order number', async () => {
    const product = await productWithStock(5);
    const before = await quantityOf(product.sku);
    const answer = await order({ items: [{ sku: product.sku, count: 3 }], customer });
    expect(answer.status).toBe(200);
    expect(answer.body.message.en).toBe('Your order has been registered. Our experts will contact you as soon as possible.');
    const { orderId } = answer.body.data;
    const stored = await db.selectFrom('orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      mobile: '09125556677',
      postalCode: '1598765431',
      status: 'new',
      address: customer.address,
      shopName: 'Sadeghi & Daughters',
    });
    expect(await db.selectFrom('orderLines').select(['sku', 'count']).where('orderId', '=', orderId).execute()).toEqual([
      { sku: product.sku, count: 3 },
    ]);
    expect(await quantityOf(product.sku)).toBe(before - 3);
  });

  it('refuses an order beyond the stock, naming the product, and stores nothing', async () => {
    const product = await productWithStock(1);
    const before = await ordersStored();
    await setQuantity(product.sku, 2);
    const answer = await order({ items: [{ sku: product.sku, count: 3 }], customer }, { 'accept-language': 'en' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toEqual({ en: 'Not enough stock', fa: 'موجودی کافی نیست' });
    expect(answer.body.additionalInfo).toEqual([
      'Please check your order: there is not enough stock of',
      `${product.nameEn} (${product.sku}): 2 packages left`,
    ]);
    expect(await ordersStored()).toBe(before);
    expect(await quantityOf(product.sku)).toBe(2);
  });

  it('says a product with none left is sold out, not that 0 packages are left, in both languages', async () => {
    const product = await productWithStock(1);
    await setQuantity(product.sku, 0);
    try {
      const answer = await order({ items: [{ sku: product.sku, count: 1 }], customer }, { 'accept-language': 'fa' });
      expect(answer.status).toBe(409);
      expect(answer.body.additionalInfo).toEqual([
        'لطفاً تعداد این کالاها را در سبد خرید کم کنید:',
        `\u2068${product.nameFa} (${product.sku})\u2069: ناموجود`,
      ]);
      const english = await order({ items: [{ sku: product.sku, count: 1 }], customer }, { 'accept-language': 'en' });
      expect(english.body.additionalInfo[1]).toBe(`${product.nameEn} (${product.sku}): sold out`);
    } finally {
      await setQuantity(product.sku, 1);
    }
  });

  it("stores each line's package type as it was, and the product's default when none is chosen", async () => {
    const boxed = await productWithStock(6); // sold in every active type
    const single = (
      await db
        .selectFrom('products')
        .select(['sku'])
        .where('packageIds', '=', '[1]')
        .where('quantity', '>=', 2)
        .where('status', '=', 'publish')
        .executeTakeFirstOrThrow()
    ).sku;
    const answer = await order({
      items: [
        { sku: boxed.sku, count: 2, packageId: 3 },
        { sku: single, count: 1 },
      ],
      customer,
    });
    expect(answer.status).toBe(200);
    const lines = await db
      .selectFrom('orderLines')
      .select(['sku', 'count', 'packageId', 'packageTitleEn', 'packageTitleFa', 'pieces'])
      .where('orderId', '=', answer.body.data.orderId)
      .orderBy('position')
      .execute();
    expect(lines).toEqual([
      { sku: boxed.sku, count: 2, packageId: 3, packageTitleEn: 'Carton of 24', packageTitleFa: 'کارتن ۲۴تایی', pieces: 24 },
      { sku: single, count: 1, packageId: 1, packageTitleEn: 'Single piece', packageTitleFa: 'تک‌عددی', pieces: 1 },
    ]);
  });

  it('refuses a package type the product is not sold in, naming the product, and stores nothing', async () => {
    const single = await db
      .selectFrom('products')
      .select(['sku', 'nameFa'])
      .where('packageIds', '=', '[1]')
      .where('quantity', '>=', 1)
      .where('status', '=', 'publish')
      .executeTakeFirstOrThrow();
    const before = await ordersStored();
    const stock = await quantityOf(single.sku);
    const answer = await order({ items: [{ sku: single.sku, count: 1, packageId: 3 }], customer }, { 'accept-language': 'fa' });
    expect(answer.status).toBe(409);
    expect(isFailure(answer.body)).toBe(true);
    expect(answer.body.additionalInfo.at(-1)).toBe(`${single.nameFa} (${single.sku})`);
    expect(await ordersStored()).toBe(before);
    expect(await quantityOf(single.sku)).toBe(stock);
  });

  it('takes the stock of one SKU ordered in two package types once, for both lines', async () => {
    const product = await productWithStock(1);
    await setQuantity(product.sku, 3);
    const short = await order({
      items: [
        { sku: product.sku, count: 2, packageId: 1 },
        { sku: product.sku, count: 2, packageId: 2 },
      ],
      customer,
    });
    expect(short.status).toBe(409);
    expect(await quantityOf(product.sku)).toBe(3);
    const fits = await order({
      items: [
        { sku: product.sku, count: 1, packageId: 1 },
        { sku: product.sku, count: 2, packageId: 2 },
      ],
      customer,
    });
    expect(fits.status).toBe(200);
    expect(await quantityOf(product.sku)).toBe(0);
  });

  it('gives exactly one of two orders racing for the last package', async () => {
    const product = await productWithStock(1);
    await setQuantity(product.sku, 1);
    const linesBefore = await linesOf(product.sku);
    const answers = await Promise.all([1, 2, 3].map(() => order({ items: [{ sku: product.sku, count: 1 }], customer })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await quantityOf(product.sku)).toBe(0);
    expect(await linesOf(product.sku)).toBe(linesBefore + 1);
  });

  it('answers a retry with the same Idempotency-Key with the first order and stores no second one', async () => {
    const product = await productWithStock(4);
    const key = newKey();
    const before = await ordersStored();
    const [first, second] = await Promise.all([
      order({ items: [{ sku: product.sku, count: 1 }], customer }, { 'idempotency-key': key }),
      order({ items: [{ sku: product.sku, count: 1 }], customer }, { 'idempotency-key': key }),
    ]);
    const third = await order({ items: [{ sku: product.sku, count: 1 }], customer }, { 'idempotency-key': key });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(new Set([first.body.data.orderId, second.body.data.orderId, third.body.data.orderId]).size).toBe(1);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(await ordersStored()).toBe(before + 1);
  });

  it('checks the customer with the form rules, in the visitor’s language, and stores nothing', async () => {
    const before = await ordersStored();
    const answer = await order(
      {
        items: [{ sku: (await productWithStock(1)).sku, count: 1 }],
        customer: { ...customer, firstName: '', mobile: '2188880000', postalCode: '2598765431' },
      },
      { 'accept-language': 'fa' },
    );
    expect(answer.status).toBe(400);
    expect(isFailure(answer.body)).toBe(true);
    expect(answer.body.additionalInfo).toEqual([
      'نام: پر کردن این فیلد الزامی است',
      'شمارهٔ موبایل یا تلفن: شمارهٔ موبایل یا تلفن با «۰» شروع می‌شود؛ لطفاً شماره را بررسی کنید',
      'کد پستی: پنج رقم اول کد پستی نباید ۰ یا ۲ داشته باشد',
    ]);
    expect(await ordersStored()).toBe(before);
  });

  it('takes a landline with its area code as the customer’s number (mobile or telephone)', async () => {
    const answer = await order({
      items: [{ sku: (await productWithStock(1)).sku, count: 1 }],
      customer: { ...customer, mobile: '۰۲۱ ۸۸۸۸ ۰۰۰۰' },
    });
    expect(answer.status).toBe(200);
    const stored = await db.selectFrom('orders').select('mobile').where('id', '=', answer.body.data.orderId).executeTakeFirstOrThrow();
    expect(stored.mobile).toBe('02188880000');
  });

  it('belongs to the account with the same phone number', async () => {
    const product = await productWithStock(1);
    const answer = await order({ items: [{ sku: product.sku, count: 1 }], customer: { ...customer, mobile: '09121234567' } });
    expect(answer.status).toBe(200);
    expect(
      await db.selectFrom('orders').select('id').where('mobile', '=', '09121234567').where('id', '=', answer.body.data.orderId).execute(),
    ).toHaveLength(1);
  });
});

describe('POST /v1/newsletter/subscribe', () => {
  it('keeps an address once, thanks the visitor both times', async () => {
    const address = `reader-${Date.now()}@example.com`;
    for (const email of [address, ` ${address.toUpperCase()} `]) {
      const answer = await call('/v1/newsletter/subscribe', { json: { email } });
      expect(answer.status).toBe(200);
      expect(answer.body.message.en).toBe('Thank you for subscribing to our newsletter');
    }
    expect(await db.selectFrom('newsletter').select('email').where('email', '=', address).execute()).toHaveLength(1);
  });

  it('refuses an address without a dot after the @', async () => {
    const answer = await call('/v1/newsletter/subscribe', { json: { email: 'reader@example' } });
    expect(answer.status).toBe(400);
    expect(answer.body.additionalInfo).toEqual(['Email: Please enter a valid email address']);
  });
});
