import { expect } from '@playwright/test';
import { checkoutLabels } from './checkoutLabels.ts';
import { persian, test, textsTo, withDatabase } from './support.ts';

/**
 * Ordering without JavaScript (docs/rules.md#ordering-without-javascript): plain Add forms fill a server-kept order
 * list; its page changes counts and sends the order with the checkout's checks; the same form sent twice makes one
 * order.
 */
const locales = [
  {
    prefix: '',
    lang: 'en' as const,
    labels: checkoutLabels.en,
    category: '/category/TBL/tableware',
    plate: 'Mahtab Dinner Plate',
    cushion: 'Abr Cotton Velvet Cushion',
    add: 'Add to order list',
    box: 'Box of 6',
    quantity: 'Quantity in packages',
    change: 'Change',
    title: 'Order list',
    added: (name: string) => `Added to your order list: ${name}`,
    send: 'Send the order',
    phoneLength: 'A mobile or phone number has 11 digits',
    province: 'Tehran',
    done: 'Your order has been registered',
    digits: (text: string) => text,
  },
  {
    prefix: '/fa',
    lang: 'fa' as const,
    labels: checkoutLabels.fa,
    category: '/category/TBL/tableware',
    plate: 'بشقاب ماهتاب',
    cushion: 'کوسن مخمل ابر',
    add: 'افزودن به سبد خرید',
    box: 'جعبهٔ ۶تایی',
    quantity: 'تعداد بسته',
    change: 'تغییر',
    title: 'سبد خرید',
    added: (name: string) => `به سبد خرید شما افزوده شد: ${name}`,
    send: 'ثبت سفارش',
    phoneLength: 'شمارهٔ موبایل یا تلفن باید ۱۱ رقم باشد',
    province: 'تهران',
    done: 'سفارش شما ثبت شد',
    digits: persian,
  },
];

test.use({ javaScriptEnabled: false });

for (const l of locales) {
  test(`${l.lang}: without JavaScript a shopper adds from a card and a product page, changes a count and sends the order`, async ({
    page,
    baseURL,
  }) => {
    const mobile = `0935${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    // A card's Add: its plain form.
    await page.goto(`${l.prefix}${l.category}`);
    await page.getByRole('button', { name: `${l.add}: ${l.plate}` }).click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/basket\\?added=`));
    await expect(page.getByRole('status')).toHaveText(l.added(l.plate));
    // The product page's: its package choice and its count go with it.
    await page.goto(`${l.prefix}/Products/CSH0344`);
    await page.getByRole('radio', { name: new RegExp(l.box) }).check();
    await page.getByRole('spinbutton', { name: l.quantity }).fill('2');
    await page.getByRole('button', { name: l.add, exact: true }).click();
    const lines = page.getByRole('main').getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(1)).toContainText(`${l.digits('2')} × ${l.box}`);
    // A count changed by its own form.
    await lines.nth(0).getByRole('spinbutton').fill('3');
    await lines.nth(0).getByRole('button', { name: l.change }).click();
    await expect(page.getByRole('main').getByRole('listitem').nth(0)).toContainText(`${l.digits('3')} ×`);

    // The order: one field wrong, its message under it and nothing sent; then right.
    const field = (name: keyof typeof l.labels) =>
      page.getByRole(name === 'province' ? 'combobox' : 'textbox', { name: l.labels[name], exact: true });
    await field('firstName').fill('Leila');
    await field('lastName').fill('Karimi');
    await field('mobile').fill(mobile.slice(0, 8));
    await field('shopName').fill('Karimi Home');
    await field('province').selectOption(l.province);
    await field('city').fill('Tehran');
    await field('address').fill('12 Ferdowsi St');
    await field('postalCode').fill('1598765432');
    await page.getByRole('button', { name: l.send }).click();
    await expect(page.getByText(l.phoneLength)).toBeVisible();
    await expect(field('firstName')).toHaveValue('Leila');
    expect(textsTo(mobile)).toEqual([]);
    await field('mobile').fill(mobile);
    // The same form sent twice (a double tap on a slow line): one order.
    const form = page.locator('form.address-form');
    const posted = Object.fromEntries(
      await form
        .locator('input, select')
        .evaluateAll((fields) => fields.map((f) => [(f as HTMLInputElement).name, (f as HTMLInputElement).value])),
    );
    const twice = await Promise.all(
      [0, 1].map(() => page.request.post(`${l.prefix}/basket`, { form: posted, headers: { origin: baseURL! }, maxRedirects: 0 })),
    );
    expect(twice.map((answer) => answer.status())).toEqual([303, 303]);
    expect(twice[0]!.headers().location).toBe(twice[1]!.headers().location);
    await page.goto(twice[0]!.headers().location!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.done);
    const orders = withDatabase((db) => db.prepare('SELECT id FROM orders WHERE mobile = ?').all(mobile) as { id: number }[]);
    expect(orders).toHaveLength(1);
    await expect.poll(() => textsTo(mobile).map((text) => text.kind)).toEqual(['received']);
    // The list is gone with the order.
    await page.goto(`${l.prefix}/basket`);
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(0);
  });
}

test.describe('when JavaScript comes back', () => {
  test.use({ javaScriptEnabled: true });
  test('the list kept on the server joins the browser’s own order list once, which keeps its own lines', async ({ page, baseURL }) => {
    await page.goto('/Products/PLT0122');
    const item = JSON.parse((await page.locator('[data-product][data-item]').first().getAttribute('data-item'))!);
    await page.evaluate((saved) => localStorage.setItem('cart', JSON.stringify([{ ...saved, countInCart: 5, buyLater: false }])), item);
    // Two sizes added without script in this browser (a tap before its script ran, or a visit with it off).
    for (const [sku, count] of [
      ['PLT0122', '2'],
      ['CSH0344', '3'],
    ] as const) {
      const added = await page.request.post('/basket', {
        form: { action: 'add', sku, count },
        headers: { origin: baseURL! },
        maxRedirects: 0,
      });
      expect(added.status()).toBe(303);
    }
    await page.goto('/cart');
    const saved = () => page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]') as { sku: string; countInCart: number }[]);
    await expect
      .poll(async () => (await saved()).map((line) => [line.sku, line.countInCart]))
      .toEqual([
        ['PLT0122', 5],
        ['CSH0344', 3],
      ]);
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'orderList')).toBe(false);
    await page.reload();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  });
});
