import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { call, isFailure } from './http.ts';

const database = new DatabaseSync(join(inject('dataDir'), 'store.db'));
database.exec('PRAGMA busy_timeout = 5000');
afterAll(() => database.close());

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
const order = (json: unknown, headers: Record<string, string> = {}) => call('/v1/order', { json, headers: { 'idempotency-key': newKey(), ...headers } });
const count = (sql: string, ...params: (string | number)[]) => (database.prepare(sql).get(...params) as { n: number }).n;
const ordersStored = () => count('SELECT count(*) AS n FROM orders');

/** A published product with at least `atLeast` packages, taken from the rest of the tests' way by its stock. */
function productWithStock(atLeast: number, skip: string[] = []): { sku: string; quantity: number; nameEn: string } {
  const rows = database.prepare("SELECT sku, quantity, nameEn FROM products WHERE status = 'publish' AND quantity >= ? ORDER BY quantity DESC").all(atLeast) as { sku: string; quantity: number; nameEn: string }[];
  return rows.find((row) => !skip.includes(row.sku))!;
}
const setQuantity = (sku: string, quantity: number) => database.prepare('UPDATE products SET quantity = ?, inStock = ? WHERE sku = ?').run(quantity, quantity > 0 ? 1 : 0, sku);
const quantityOf = (sku: string) => (database.prepare('SELECT quantity FROM products WHERE sku = ?').get(sku) as { quantity: number }).quantity;

describe('POST /v1/order', () => {
  it('stores the order and its lines, takes the stock, and answers with the order number', async () => {
    const product = productWithStock(5);
    const before = quantityOf(product.sku);
    const answer = await order({ items: [{ sku: product.sku, count: 3 }], customer });
    expect(answer.status).toBe(200);
    expect(answer.body.message.en).toBe('Your order has been registered. Our experts will contact you as soon as possible.');
    const { orderId } = answer.body.data;
    const stored = database.prepare('SELECT * FROM orders WHERE id = ?').get(orderId) as Record<string, unknown>;
    expect(stored).toMatchObject({ mobile: '09125556677', postalCode: '1598765431', status: 'new', address: customer.address, shopName: 'Sadeghi & Daughters' });
    expect(database.prepare('SELECT sku, count FROM orderLines WHERE orderId = ?').all(orderId)).toEqual([{ sku: product.sku, count: 3 }]);
    expect(quantityOf(product.sku)).toBe(before - 3);
  });

  it('refuses an order beyond the stock, naming the product, and stores nothing', async () => {
    const product = productWithStock(1);
    const before = ordersStored();
    setQuantity(product.sku, 2);
    const answer = await order({ items: [{ sku: product.sku, count: 3 }], customer }, { 'accept-language': 'en' });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toEqual({ en: 'Not enough stock', fa: 'موجودی کافی نیست' });
    expect(answer.body.additionalInfo).toEqual(['Please check your order: there is not enough stock of', `${product.nameEn} (${product.sku}): 2 left`]);
    expect(ordersStored()).toBe(before);
    expect(quantityOf(product.sku)).toBe(2);
  });

  it('gives exactly one of two orders racing for the last package', async () => {
    const product = productWithStock(1);
    setQuantity(product.sku, 1);
    const linesBefore = count('SELECT count(*) AS n FROM orderLines WHERE sku = ?', product.sku);
    const answers = await Promise.all([1, 2, 3].map(() => order({ items: [{ sku: product.sku, count: 1 }], customer })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(quantityOf(product.sku)).toBe(0);
    expect(count('SELECT count(*) AS n FROM orderLines WHERE sku = ?', product.sku)).toBe(linesBefore + 1);
  });

  it('answers a retry with the same Idempotency-Key with the first order and stores no second one', async () => {
    const product = productWithStock(4);
    const key = newKey();
    const before = ordersStored();
    const [first, second] = await Promise.all([
      order({ items: [{ sku: product.sku, count: 1 }], customer }, { 'idempotency-key': key }),
      order({ items: [{ sku: product.sku, count: 1 }], customer }, { 'idempotency-key': key }),
    ]);
    const third = await order({ items: [{ sku: product.sku, count: 1 }], customer }, { 'idempotency-key': key });
    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(new Set([first.body.data.orderId, second.body.data.orderId, third.body.data.orderId]).size).toBe(1);
    expect(third.headers.get('idempotent-replayed')).toBe('true');
    expect(ordersStored()).toBe(before + 1);
  });

  it('checks the customer with the form rules, in the visitor’s language, and stores nothing', async () => {
    const before = ordersStored();
    const answer = await order({ items: [{ sku: productWithStock(1).sku, count: 1 }], customer: { ...customer, firstName: '', mobile: '02188880000', postalCode: '2598765431' } }, { 'accept-language': 'fa' });
    expect(answer.status).toBe(400);
    expect(isFailure(answer.body)).toBe(true);
    expect(answer.body.additionalInfo).toEqual([
      'نام: پر کردن این بخش لازم است',
      'شماره موبایل: شماره موبایل با «۰۹» شروع می‌شود؛ لطفاً شماره را بررسی کنید',
      'کد پستی: پنج رقم اول کد پستی نمی‌تواند ۰ یا ۲ باشد',
    ]);
    expect(ordersStored()).toBe(before);
  });

  it('belongs to the account with the same phone number', async () => {
    const product = productWithStock(1);
    const answer = await order({ items: [{ sku: product.sku, count: 1 }], customer: { ...customer, mobile: '09121234567' } });
    expect(answer.status).toBe(200);
    expect(count("SELECT count(*) AS n FROM orders WHERE mobile = '09121234567' AND id = ?", answer.body.data.orderId)).toBe(1);
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
    expect(count('SELECT count(*) AS n FROM newsletter WHERE email = ?', address)).toBe(1);
  });

  it('refuses an address without a dot after the @', async () => {
    const answer = await call('/v1/newsletter/subscribe', { json: { email: 'reader@example' } });
    expect(answer.status).toBe(400);
    expect(answer.body.additionalInfo).toEqual(['Email: Please enter a valid email address']);
  });
});
