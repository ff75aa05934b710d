import { expect, type APIRequestContext } from '@playwright/test';
import { staffLogin } from './staff.ts';
import { codeFor, newAccount, persian, test, withDatabase, expectAccessible } from './support.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';

const locales = [
  {
    lang: 'en',
    prefix: '',
    digits: (n: number | string) => String(n),
    title: /^Orders to call back - Staff area$/,
    search: 'Search by name, shop, order number or phone',
    filter: 'Show orders',
    searchButton: 'Search',
    order: (id: number) => `Order ${orderNumber(id)}`,
    note: 'Note (optional)',
    keepNote: 'Keep the note',
    notes: 'Call notes',
    noteBy: (date: RegExp) => new RegExp(`^Test staff, ${date.source}`),
    tabNew: /^New \d+$/,
    tabAll: /^All \d+$/,
    period: 'Placed',
    lastDay: 'Last 24 hours',
    anyTime: 'Any time',
    markCalled: 'Mark called',
    sendQuote: 'Send the quote',
    markSent: 'Mark sent',
    called: 'Called',
    moves: 'Status history',
    movedBy: (date: RegExp) => new RegExp(`^Called by Test staff, ${date.source}`),
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
    total: 'Total to quote: 250,000 tomans',
    linePrice: '250,000 tomans (250,000 tomans a package)',
    short: /^1 piece, [^,:]+: \S/,
  },
  {
    lang: 'fa',
    prefix: '/fa',
    digits: (n: number | string) => persian(String(n)),
    title: /^سفارش‌های در انتظار تماس - بخش کارکنان$/,
    search: 'جست‌وجو با نام، فروشگاه، شمارهٔ سفارش یا تلفن',
    filter: 'نمایش سفارش‌ها',
    searchButton: 'جست‌وجو',
    order: (id: number) => `سفارش ${persian(String(orderNumber(id)))}`,
    note: 'یادداشت (اختیاری)',
    keepNote: 'ثبت یادداشت',
    notes: 'یادداشت‌های تماس',
    noteBy: (date: RegExp) => new RegExp(`^\u2068Test staff\u2069، ${date.source}`),
    tabNew: /^جدید [۰-۹]+$/,
    tabAll: /^همه [۰-۹]+$/,
    period: 'زمان ثبت',
    lastDay: '۲۴ ساعت گذشته',
    anyTime: 'هر زمان',
    markCalled: 'ثبت: تماس گرفته شد',
    sendQuote: 'فرستادن پیش‌فاکتور',
    markSent: 'ثبت: ارسال شد',
    called: 'تماس گرفته شد',
    moves: 'تاریخچهٔ وضعیت',
    movedBy: (date: RegExp) => new RegExp(`^تماس گرفته شد: \u2068Test staff\u2069، ${date.source}`),
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
    total: 'جمع برای اعلام به مشتری: ۲۵۰٬۰۰۰ تومان',
    linePrice: '۲۵۰٬۰۰۰ تومان (هر بسته ۲۵۰٬۰۰۰ تومان)',
    short: /^۱ عدد، [^،:]+: \S/,
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
async function placeOrder(
  request: APIRequestContext,
  sku: string,
  count: number,
  mobile: string,
  where = { address: '12 Hafez St', city: 'Tehran' },
): Promise<number> {
  const answer = await request.post('/v1/order', {
    data: {
      items: [{ sku, count }],
      customer: {
        firstName: 'Shirin',
        lastName: 'Kamali',
        mobile,
        ...where,
        province: 'Tehran',
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
    test('staff open on new orders, find one by phone, keep two call notes and mark it called, cancel another (stock back), and see new orders come in', async ({
      page,
      browser,
      request,
    }, testInfo) => {
      test.setTimeout(120_000);
      const sku = productFor(index * 2 + (testInfo.project.name === 'phone' ? 1 : 0));
      // Staff's price to quote for one package of each type.
      withDatabase((db) => {
        db.prepare('DELETE FROM quotePrices WHERE sku = ?').run(sku);
        for (const id of [1, 2, 3]) db.prepare('INSERT INTO quotePrices (sku, packageId, price) VALUES (?, ?, 250000)').run(sku, id);
      });
      const customerPhone = newAccount();
      // Typed in Persian with Persian digits (the service stores Latin ones).
      const called = await placeOrder(request, sku, 1, customerPhone, { address: 'خیابان حافظ، کوچهٔ ۱۲، پلاک ۴', city: 'تهران' });
      const other = await placeOrder(request, sku, 2, `0912${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);

      await staffLogin(page, 'staff', l.lang, '/staff/orders');
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/staff/orders$`));
      await expect(page).toHaveTitle(l.title);
      // It opens on the orders still to call.
      const tabs = page.getByRole('navigation', { name: l.filter });
      await expect(tabs.getByRole('link', { name: l.tabNew })).toHaveAttribute('aria-current', 'page');
      await expectAccessible(page);

      // A new order placed while the page is open: the page shows it without a reload (tab title and a notice).
      const meanwhile = await placeOrder(request, sku, 1, `0913${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`);

      // Find the customer's order by their number, typed as staff would (Persian digits on the Persian page):
      // among the new orders it is the only one, so it opens by itself.
      await page.getByLabel(l.search).fill(l.lang === 'fa' ? persian(customerPhone) : `+98 ${customerPhone.slice(1)}`);
      await page.getByRole('button', { name: l.searchButton, exact: true }).click();
      const row = page.getByRole('listitem', { name: l.order(called), exact: true });
      await expect(row).toBeVisible();
      await expect(page.locator('.order-row')).toHaveCount(1);
      await expect(row.getByRole('button', { name: l.order(called) })).toHaveAttribute('aria-expanded', 'true');
      // The number as the page writes it (Persian digits on the Persian page); the call goes to the number itself.
      const shown = l.lang === 'fa' ? persian(customerPhone) : customerPhone;
      await expect(row.getByRole('link', { name: l.call(shown) })).toHaveAttribute('href', `tel:${customerPhone}`);
      // The price to read out: the line's and the order's total.
      await expect(row.locator('.order-line-price')).toHaveText(l.linePrice);
      await expect(row.locator('.order-total')).toHaveText(l.total);
      // In short on the row, which is cut at its end: the pieces and the size before the name.
      await expect(row.locator('.order-short')).toHaveText(l.short);
      // The address as it was typed, Persian digits and all, on either page: staff read it out to couriers.
      await expect(row.locator('.address-text')).toHaveText('تهران، تهران، خیابان حافظ، کوچهٔ ۱۲، پلاک ۴');

      // All their orders: this one and the one their account came with (called yesterday), newest first; the
      // last 24 hours keep only this one.
      await tabs.getByRole('link', { name: l.tabAll }).click();
      await expect(page).toHaveURL(/status=all/);
      await expect(page.locator('.order-row')).toHaveCount(2);
      await expect(page.locator('.order-row').first()).toHaveAttribute('id', `order-${called}`);
      await page.getByLabel(l.period).selectOption({ label: l.lastDay });
      await expect(page.locator('.order-row')).toHaveCount(1);
      await expect(page).toHaveURL(/period=day/);
      await page.getByLabel(l.period).selectOption({ label: l.anyTime });
      await expect(page.locator('.order-row')).toHaveCount(2);

      // Two calls, two notes: one kept alone, one with the status it leads to; each with who and when.
      const toggle = row.getByRole('button', { name: l.order(called) });
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      await row.getByLabel(l.note).fill('No answer, try after 4pm');
      await row.getByRole('button', { name: l.keepNote }).click();
      const notes = row.getByRole('region', { name: l.notes }).getByRole('listitem');
      await expect(notes).toHaveCount(1);
      await expect(row.getByLabel(l.note)).toHaveValue('');
      await row.getByLabel(l.note).fill('Wants delivery after 5pm');
      await row.getByRole('button', { name: l.markCalled }).click();
      await expect(row.locator('.order-status')).toHaveText(new RegExp(`${l.called}$`));
      await expect(notes).toHaveCount(2);
      await expect(notes.nth(0)).toContainText('No answer, try after 4pm');
      await expect(notes.nth(1)).toContainText('Wants delivery after 5pm');
      await expect(notes.nth(1).locator('.staff-hint')).toHaveText(l.noteBy(l.lang === 'fa' ? /[۰-۹]/ : /\d/));
      // The move is in the order's history; the next step is the only one offered, with cancelling.
      await expect(row.getByRole('list', { name: l.moves }).getByRole('listitem')).toHaveText([
        l.movedBy(l.lang === 'fa' ? /[۰-۹]/ : /\d/),
      ]);
      // Quoted by sending the quote: its form is the next step.
      await expect(row.getByRole('button', { name: l.sendQuote })).toBeVisible();
      await expect(row.getByRole('button', { name: l.markSent })).toHaveCount(0);
      await expect(row.getByRole('button', { name: l.markCalled })).toHaveCount(0);

      // Cancel the other order: asked first, then its packages are back in stock.
      const stock = quantityOf(sku);
      await page.getByLabel(l.search).fill(`#${l.digits(orderNumber(other))}`);
      await page.getByRole('button', { name: l.searchButton, exact: true }).click();
      const otherRow = page.getByRole('listitem', { name: l.order(other), exact: true });
      await otherRow.getByRole('button', { name: l.cancel }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: l.confirm }).click();
      await expect(otherRow.locator('.order-status')).toHaveText(new RegExp(`${l.cancelled}$`));
      await expect(otherRow).toContainText(l.cancelledFinal);
      await expect(otherRow.getByRole('button', { name: l.cancel })).toHaveCount(0);
      await expect.poll(() => quantityOf(sku)).toBe(stock + 2);

      // The downloads are there, for the current filter (all orders).
      await expect(page.getByRole('link', { name: l.exportOrders })).toHaveAttribute('href', '/v1/staff/orders.csv');
      await expect(page.getByRole('link', { name: l.exportNewsletter })).toHaveAttribute('href', '/v1/staff/newsletter.csv');

      // The order placed meanwhile: counted in the tab title, shown on request (the new orders, it first and open).
      // The count in the page's digits: Persian on the Persian page.
      await expect(page).toHaveTitle(l.lang === 'fa' ? /^\([۰-۹]+\) / : /^\(\d+\) /, { timeout: 30_000 });
      await page.getByRole('button', { name: l.show, exact: true }).click();
      // (Other tests place orders too: the latest of all is the one open.)
      await expect(page.getByRole('listitem', { name: l.order(meanwhile), exact: true })).toBeVisible();
      await expect(page.locator('.order-row').first().getByRole('heading', { level: 2 }).getByRole('button')).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(tabs.getByRole('link', { name: l.tabNew })).toHaveAttribute('aria-current', 'page');
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
