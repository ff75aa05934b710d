import { expect } from '@playwright/test';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { staffLogin, shot } from './staff.ts';
import { expectAccessible, persian, test, withDatabase } from './support.ts';

// The customers (docs/staff.md#customers): a returning customer found by the number they call from, typed as staff
// type it, and their page with every order and the notes kept on them; read without JavaScript.
const locales = [
  {
    lang: 'en',
    prefix: '',
    digits: (text: string) => text,
    nav: 'Customers',
    search: 'Search by name or mobile number',
    button: 'Search',
    found: '1 customer',
    title: (name: string) => `Customer: ${name}`,
    orders: 'Their orders',
    notes: 'Call notes',
    channels: /Phone 1 · Instagram 1|Instagram 1 · Phone 1/,
  },
  {
    lang: 'fa',
    prefix: '/fa',
    digits: persian,
    nav: 'مشتریان',
    search: 'جست‌وجو با نام یا شمارهٔ موبایل',
    button: 'جست‌وجو',
    found: '۱ مشتری',
    title: (name: string) => `مشتری: \u2068${name}\u2069`,
    orders: 'سفارش‌های این مشتری',
    notes: 'یادداشت‌های تماس',
    channels: /تلفن ۱، اینستاگرام ۱/,
  },
] as const;

for (const l of locales) {
  test(`${l.lang}: staff find a returning customer by number and read their orders and notes, without JavaScript`, async ({
    page,
    browser,
  }) => {
    const mobile = `0936${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const name = `Nasrin ${l.lang} ${test.info().project.name}`;
    const ids = withDatabase((db) => {
      const insert = db.prepare(
        "INSERT INTO orders (mobile, firstName, lastName, address, province, city, shopName, postalCode, locale, status, createdAt, channel) VALUES (?, ?, 'Sadeghi', '2 Hafez St', 'Isfahan', 'Isfahan', '', '1234567890', 'fa', ?, ?, ?)",
      );
      const first = Number(insert.run(mobile, name, 'delivered', Date.now() - 40 * 86_400_000, 'instagram').lastInsertRowid);
      const second = Number(insert.run(mobile, name, 'called', Date.now() - 3_600_000, 'phone').lastInsertRowid);
      db.prepare("INSERT INTO orderNotes (orderId, at, accountId, actorName, text) VALUES (?, ?, 0, 'Mina', 'Wants the blue one')").run(
        second,
        Date.now(),
      );
      return [first, second];
    });
    await staffLogin(page, 'staff', l.lang, '/staff/customers');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.nav);
    await expectAccessible(page);
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize(), locale: l.lang });
    await bare.addCookies(await page.context().cookies());
    const plain = await bare.newPage();
    await plain.goto(`${l.prefix}/staff`);
    await plain.getByRole('navigation').getByRole('link', { name: l.nav }).click();
    // The number as they read it out, in the page's digits and with spaces.
    await plain.getByLabel(l.search).fill(`${l.digits(mobile.slice(0, 4))} ${l.digits(mobile.slice(4))}`);
    await plain.getByRole('button', { name: l.button }).click();
    await expect(plain.getByText(l.found, { exact: true })).toBeVisible();
    await plain.getByRole('link', { name: `${name} Sadeghi` }).click();
    await expect(plain.getByRole('heading', { level: 1 })).toHaveText(l.title(`${name} Sadeghi`));
    await expect(plain.getByText(l.channels)).toBeVisible();
    const orders = plain.getByRole('region', { name: l.orders });
    for (const id of ids) await expect(orders.getByRole('link', { name: l.digits(String(orderNumber(id))) })).toBeVisible();
    await expect(plain.getByRole('region', { name: l.notes })).toContainText('Wants the blue one');
    await shot(plain, `customer-${l.lang}`);
    await bare.close();
  });
}
