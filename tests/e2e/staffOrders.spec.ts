import { expect, type APIRequestContext } from '@playwright/test';
import { staffLogin } from './staff.ts';
import { codeFor, newAccount, persian, test, withDatabase, expectAccessible } from './support.ts';

const locales = [
  {
    lang: 'en',
    prefix: '',
    digits: (n: number | string) => String(n),
    title: /^Orders to call back - Staff area$/,
    search: 'Search by name, shop, order number or phone',
    searchButton: 'Search',
    order: (id: number) => `Order ${id}`,
    note: 'Note (optional)',
    markCalled: 'Mark called',
    called: 'Called',
    cancel: 'Cancel order',
    confirm: 'Yes, cancel it',
    cancelled: 'Cancelled',
    cancelledFinal: 'This order is cancelled; it can no longer change.',
    call: (phone: string) => `Call Shirin Kamali on ${phone}`,
    customerStatus: 'We have called you',
    loginPhone: 'Mobile number',
    loginSend: 'Send the code',
    loginDigit: 'Digit 1 of 6',
    show: 'Show them',
    exportOrders: 'These orders as CSV',
    exportNewsletter: 'Newsletter list as CSV',
  },
  {
    lang: 'fa',
    prefix: '/fa',
    digits: (n: number | string) => persian(String(n)),
    title: /^سفارش‌های در انتظار تماس - بخش کارکنان$/,
    search: 'جست‌وجو با نام، فروشگاه، شمارهٔ سفارش یا تلفن',
    searchButton: 'جست‌وجو',
    order: (id: number) => `سفارش ${persian(String(id))}`,
    note: 'یادداشت (اختیاری)',
    markCalled: 'ثبت: تماس گرفته شد',
    called: 'تماس گرفته شد',
    cancel: 'لغو سفارش',
    confirm: 'بله، لغو شود',
    cancelled: 'لغو شد',
    cancelledFinal: 'این سفارش لغو شده است و دیگر تغییر نمی‌کند.',
    // The Latin name isolated in its own direction in the Persian sentence.
    call: (phone: string) => `تماس با \u2068Shirin Kamali\u2069 به شمارهٔ ${phone}`,
    customerStatus: 'با شما تماس گرفتیم',
    loginPhone: 'شمارهٔ موبایل',
    loginSend: 'ارسال کد',
    loginDigit: 'رقم ۱ از ۶',
    show: 'نمایش',
    exportOrders: 'همین سفارش‌ها در قالب CSV',
    exportNewsletter: 'فهرست خبرنامه در قالب CSV',
  },
] as const;

/** A product of its own for each test running side by side (so the stock each checks is its own), with stock to spare. */
function productFor(slot: number): string {
  return withDatabase((db) => {
    const row = db.prepare("SELECT sku FROM products WHERE status = 'publish' ORDER BY id DESC LIMIT 1 OFFSET ?").get(10 + slot) as {
      sku: string;
    };
    db.prepare('UPDATE products SET quantity = 50, inStock = 1 WHERE sku = ?').run(row.sku);
    return row.sku;
  });
}
const quantityOf = (sku: string) =>
  withDatabase((db) => (db.prepare('SELECT quantity FROM products WHERE sku = ?').get(sku) as { quantity: number }).quantity);

/** Places an order through the service, as the checkout page does; its number. */
async function placeOrder(request: APIRequestContext, sku: string, count: number, mobile: string): Promise<number> {
  const answer = await request.post('/v1/order', {
    data: {
      items: [{ sku, count }],
      customer: {
        firstName: 'Shirin',
        lastName: 'Kamali',
        mobile,
        address: '12 Hafez St',
        province: 'Tehran',
        city: 'Tehran',
        shopName: 'Kamali Ceramics',
        postalCode: '1598765431',
      },
    },
    headers: { 'idempotency-key': `e2e-staff-${Date.now()}-${Math.random()}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { orderId: number } }).data.orderId;
}

for (const [index, l] of locales.entries()) {
  test.describe(`the orders console (${l.lang})`, () => {
    test('staff find an order by phone and mark it called, cancel another (stock back), and see new orders come in', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const sku = productFor(index * 2 + (testInfo.project.name === 'phone' ? 1 : 0));
      const customerPhone = newAccount();
      const called = await placeOrder(request, sku, 1, customerPhone);
      const other = await placeOrder(request, sku, 2, `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);

      await staffLogin(page, 'staff', l.lang, '/staff/orders');
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/staff/orders$`));
      await expect(page).toHaveTitle(l.title);
      await expectAccessible(page);

      // A new order placed while the page is open: the page shows it without a reload (tab title and a notice).
      const meanwhile = await placeOrder(request, sku, 1, `0913${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);

      // Find the customer's order by their number, typed as staff would (Persian digits on the Persian page).
      await page.getByLabel(l.search).fill(l.lang === 'fa' ? persian(customerPhone) : `+98 ${customerPhone.slice(1)}`);
      await page.getByRole('button', { name: l.searchButton, exact: true }).click();
      const card = page.getByRole('listitem', { name: l.order(called), exact: true });
      await expect(card).toBeVisible();
      // Only the customer's orders: this one and the one their account came with.
      await expect(page.locator('.order-card')).toHaveCount(2);
      // The number as the page writes it (Persian digits on the Persian page); the call goes to the number itself.
      const shown = l.lang === 'fa' ? persian(customerPhone) : customerPhone;
      await expect(page.locator('.order-card').getByRole('link', { name: shown })).toHaveCount(2);
      await expect(card.getByRole('link', { name: l.call(shown) })).toHaveAttribute('href', `tel:${customerPhone}`);
      await card.getByLabel(l.note).fill('Wants delivery after 5pm');
      await card.getByRole('button', { name: l.markCalled }).click();
      await expect(card.locator('.order-status')).toHaveText(new RegExp(`${l.called}$`));
      await expect(card.getByLabel(l.note)).toHaveValue('Wants delivery after 5pm');

      // Cancel the other order: asked first, then its packages are back in stock.
      const stock = quantityOf(sku);
      await page.getByLabel(l.search).fill(`#${l.digits(other)}`);
      await page.getByRole('button', { name: l.searchButton, exact: true }).click();
      const otherCard = page.getByRole('listitem', { name: l.order(other), exact: true });
      await otherCard.getByRole('button', { name: l.cancel }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: l.confirm }).click();
      await expect(otherCard.locator('.order-status')).toHaveText(new RegExp(`${l.cancelled}$`));
      await expect(otherCard).toContainText(l.cancelledFinal);
      await expect(otherCard.getByRole('button', { name: l.cancel })).toHaveCount(0);
      await expect.poll(() => quantityOf(sku)).toBe(stock + 2);

      // The downloads are there, for the current filter.
      await expect(page.getByRole('link', { name: l.exportOrders })).toHaveAttribute('href', '/v1/staff/orders.csv');
      await expect(page.getByRole('link', { name: l.exportNewsletter })).toHaveAttribute('href', '/v1/staff/newsletter.csv');

      // The order placed meanwhile: counted in the tab title, shown on request.
      // The count in the page's digits: Persian on the Persian page.
      await expect(page).toHaveTitle(l.lang === 'fa' ? /^\([۰-۹]+\) / : /^\(\d+\) /, { timeout: 30_000 });
      await page.getByRole('button', { name: l.show, exact: true }).click();
      await expect(page.getByRole('listitem', { name: l.order(meanwhile), exact: true })).toBeVisible();
      await expect(page).toHaveTitle(l.title);
      await expectAccessible(page);

      // The customer sees the call under My orders, and the staff area is not there for them.
      const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL!, locale: l.lang });
      const customer = await context.newPage();
      await customer.goto(`${l.prefix}/profile/orders`);
      await expect(customer).toHaveURL(/\/account\/login\?next=/);
      await customer.getByLabel(l.loginPhone).fill(customerPhone);
      await customer.getByRole('button', { name: l.loginSend }).click();
      await customer.getByRole('textbox', { name: l.loginDigit }).fill(await codeFor(customerPhone));
      await expect(customer).toHaveURL(new RegExp(`${l.prefix}/profile/orders$`));
      const mine = customer.getByRole('listitem').filter({ has: customer.getByRole('heading', { name: l.order(called), exact: true }) });
      await expect(mine).toContainText(l.customerStatus);
      const refused = await customer.goto(`${l.prefix}/staff/orders`);
      expect(refused?.status()).toBe(404);
      // The 404 page, in the language of the address.
      await expect(customer.getByRole('heading', { level: 1 })).toContainText(l.lang === 'fa' ? '۴۰۴ - صفحه پیدا نشد' : '404 Not Found');
      await context.close();
    });
  });
}
