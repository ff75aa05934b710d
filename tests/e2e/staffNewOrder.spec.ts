import { expect } from '@playwright/test';
import { dayIn } from '~/shared/i18n/dates.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';
import { shot, staffLogin } from './staff.ts';
import { expectAccessible, hydrated, persian, test, textsTo, withDatabase } from './support.ts';

// An order staff take (docs/staff.md#orders-staff-take): a returning customer phones; staff find them by number, add
// a product, keep a draft, reopen it and send its quote. The customer is texted; the order shows everywhere staff
// look.
const locales = [
  {
    lang: 'en',
    prefix: '',
    digits: (text: string) => text,
    newOrder: 'New order',
    mobile: 'Mobile or phone number',
    find: 'Find by number',
    known: /^A returning customer: 1 order, the latest on .+\. The address of their latest order is filled in/,
    firstName: 'First name',
    instagram: 'Instagram',
    search: 'Find by name, code or a product page’s link',
    add: 'Add',
    count: 'Packages of',
    price: 'Price of one package of',
    total: 'Total with delivery: 2,530,000 tomans',
    keep: 'Keep as draft',
    kept: 'The draft is kept. Open it from New order when the customer is ready.',
    drafts: 'Drafts kept',
    continue: 'Continue',
    send: 'Send the quote',
    fix: 'Some fields need a change: see the message under each.',
    sent: (id: string) => `Order ${id} is taken and its quote sent: 2,530,000 tomans.`,
    taken: 'Instagram, taken by Test staff',
    quotes: 'Quotes waiting for the customer',
    orders: 'Their orders',
  },
  {
    lang: 'fa',
    prefix: '/fa',
    digits: persian,
    newOrder: 'سفارش جدید',
    mobile: 'شمارهٔ موبایل یا تلفن',
    find: 'پیدا کردن با شماره',
    known: /^مشتری آشنا: ۱ سفارش، آخرینش .+\. نشانی آخرین سفارشش نوشته شد/,
    firstName: 'نام',
    instagram: 'اینستاگرام',
    search: 'جست‌وجو با نام، کد یا پیوند صفحهٔ کالا',
    add: 'افزودن',
    count: 'تعداد بسته‌های',
    price: 'قیمت یک بستهٔ',
    total: 'جمع با هزینهٔ ارسال: ۲٬۵۳۰٬۰۰۰ تومان',
    keep: 'نگه‌داشتن پیش‌نویس',
    kept: 'پیش‌نویس نگه داشته شد. هر وقت مشتری آماده بود، آن را از «سفارش جدید» باز کنید.',
    drafts: 'پیش‌نویس‌ها',
    continue: 'ادامه',
    send: 'فرستادن پیش‌فاکتور',
    fix: 'چند خانه نیاز به اصلاح دارد: پیام زیر هر کدام را ببینید.',
    sent: (id: string) => `سفارش ${id} ثبت و پیش‌فاکتورش فرستاده شد: ۲٬۵۳۰٬۰۰۰ تومان.`,
    taken: 'اینستاگرام، ثبت‌کننده: \u2068Test staff\u2069',
    quotes: 'پیش‌فاکتورهای در انتظار پاسخ مشتری',
    orders: 'سفارش‌های این مشتری',
  },
] as const;

/** A family of the demo catalogue's own for this file, every size in stock. */
const family = withDatabase((db) => {
  const row = db
    .prepare("SELECT parentSku, nameEn, nameFa FROM products WHERE status = 'publish' ORDER BY parentSku DESC LIMIT 1 OFFSET 3")
    .get() as { parentSku: string; nameEn: string; nameFa: string };
  db.prepare('UPDATE products SET quantity = 40, inStock = 1 WHERE parentSku = ?').run(row.parentSku);
  return row;
});

for (const l of locales) {
  test(`${l.lang}: staff take a phoned order for a returning customer, keep it as a draft, and send its quote`, async ({ page }) => {
    const mobile = `0937${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const name = `Parisa ${l.lang} ${test.info().project.name}`;
    withDatabase((db) =>
      db
        .prepare(
          "INSERT INTO orders (mobile, firstName, lastName, address, province, city, shopName, postalCode, locale, status, createdAt) VALUES (?, ?, 'Jafari', '7 Saadi St', 'Fars', 'Shiraz', 'Jafari Home', '7134567890', ?, 'delivered', ?)",
        )
        .run(mobile, name, l.lang, Date.now() - 20 * 86_400_000),
    );
    await staffLogin(page, 'staff', l.lang, '/staff/orders');
    await page.getByRole('link', { name: l.newOrder, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.newOrder);
    await hydrated(page);
    // The number as they read it out, in the page's digits.
    await page.getByLabel(l.mobile).fill(l.digits(mobile));
    await page.getByRole('button', { name: l.find }).click();
    await expect(page.getByRole('status').filter({ hasText: l.known })).toBeVisible();
    await expect(page.getByLabel(l.firstName, { exact: true })).toHaveValue(name);
    await page.getByRole('radio', { name: l.instagram }).check();
    // Sent without a product or prices: nothing is made, and the form says why.
    await page.getByRole('button', { name: l.send }).click();
    await expect(page.getByRole('alert').filter({ hasText: l.fix })).toBeVisible();
    await page.getByLabel(l.search).fill(l.lang === 'fa' ? family.nameFa : family.nameEn);
    await page
      .getByRole('button', { name: new RegExp(`^${l.add} `) })
      .first()
      .click();
    await page.getByLabel(new RegExp(`^${l.count} `)).fill('2');
    await page.getByLabel(new RegExp(`^${l.price} `)).fill(l.digits('1,250,000'));
    await page.locator('#new-order-delivery').fill(l.digits('30000'));
    await expect(page.getByText(l.total)).toBeVisible();
    await shot(page, `new-order-${l.lang}`);
    await expectAccessible(page);

    await page.getByRole('button', { name: l.keep }).click();
    await expect(page.getByText(l.kept)).toBeVisible();
    await page.goto(`${l.prefix}/staff/orders/new`);
    const drafts = page.getByRole('region', { name: l.drafts });
    await drafts.getByRole('link', { name: `${l.continue} ${name} Jafari` }).click();
    await hydrated(page);
    await expect(page.getByLabel(new RegExp(`^${l.count} `))).toHaveValue('2');
    await page.getByRole('button', { name: l.send }).click();
    await expect(page.getByRole('status').getByRole('link').first()).toBeVisible();

    const id = withDatabase((db) => (db.prepare('SELECT max(id) AS id FROM orders WHERE mobile = ?').get(mobile) as { id: number }).id);
    const number = l.digits(String(orderNumber(id)));
    await expect(page.getByRole('status').filter({ hasText: l.sent(number) })).toBeVisible();
    const link = await page.getByRole('status').getByRole('link').first().textContent();
    expect(link).toMatch(new RegExp(`^http://localhost:\\d+${l.prefix}/o/[\\w-]+$`));
    await expect.poll(() => textsTo(mobile).filter((text) => text.kind === 'quoted').length).toBe(1);
    expect(textsTo(mobile).find((text) => text.kind === 'quoted')!.text).toContain(link!.replace(/^http:\/\/localhost:\d+/, ''));
    expect(textsTo(mobile).some((text) => text.kind === 'received')).toBe(false);
    await shot(page, `new-order-sent-${l.lang}`);

    // The draft is gone with the send; the order is marked where staff meet it.
    await page.goto(`${l.prefix}/staff/orders/new`);
    await expect(page.getByRole('link', { name: `${l.continue} ${name} Jafari` })).toHaveCount(0);
    await page.goto(`${l.prefix}/staff`);
    await expect(page.getByRole('region', { name: l.quotes }).getByRole('link', { name: new RegExp(number) })).toBeVisible();
    // Today's Instagram orders on the chart's numbers count it, and open the list holding it.
    const today = dayIn('Asia/Tehran', new Date());
    await page.locator('details.chart-numbers summary').click();
    await page.locator(`table a[href*="day=${today}"][href*="channel=instagram"]`).click();
    await expect(page.getByText(`${name} Jafari`).first()).toBeVisible();
    await page.goto(`${l.prefix}/staff/orders?status=all&q=${orderNumber(id)}`);
    await expect(page.getByText(l.taken).first()).toBeVisible();
    await page.goto(`${l.prefix}/staff/customers/${mobile}`);
    await expect(page.getByRole('region', { name: l.orders }).getByRole('link', { name: number, exact: true })).toBeVisible();
  });
}
