import { expect } from '@playwright/test';
import { staffLogin, shot } from './staff.ts';
import { expectAccessible, persian, test, withDatabase } from './support.ts';

// The staff area's first page (docs/staff.md#the-dashboard), read as staff read it on a slow phone: without
// JavaScript, every figure on the page as sent, each a link to the list it counts.
const locales = [
  {
    lang: 'en',
    prefix: '',
    title: 'How the shop is doing',
    calls: 'Waiting for a call',
    late: '6 hours late',
    chart: /^Orders each day over the last 30 days, by channel: [\d,]+ in all, [\d,]+ today\./,
    numbers: 'The numbers, day by day',
    narrowed: /^Placed on \d+ \w+ \d{4}$/,
    nav: 'Overview',
    takenBy: 'Phone, taken by Sara',
    overdue: 'Call overdue',
  },
  {
    lang: 'fa',
    prefix: '/fa',
    title: 'فروشگاه در یک نگاه',
    calls: 'در انتظار تماس',
    late: `${persian('6')} ساعت تأخیر`,
    chart: /^سفارش‌های هر روز در ۳۰ روز گذشته، به تفکیک راه سفارش: روی‌هم [۰-۹٬]+، امروز [۰-۹٬]+\./,
    numbers: 'عددها، روزبه‌روز',
    narrowed: /^ثبت‌شده در [۰-۹]+ \S+ [۰-۹]+$/,
    nav: 'پیشخوان',
    takenBy: /^تلفن، ثبت‌کننده: \u2068Sara\u2069$/,
    overdue: 'موعد تماس گذشته',
  },
] as const;

for (const l of locales) {
  test(`${l.lang}: the dashboard reads without JavaScript; an order past CALL_BACK_HOURS is marked late and opens its order`, async ({
    page,
    browser,
  }) => {
    const name = `Dashboard ${l.lang} ${test.info().project.name}`;
    // Placed 30 hours ago, by phone, still waiting for its call: six hours past the 24 the shop promises.
    withDatabase((db) =>
      db
        .prepare(
          "INSERT INTO orders (mobile, firstName, lastName, address, province, city, shopName, postalCode, locale, status, createdAt, channel, takenBy) VALUES ('09121234567', ?, 'Late', '1 Saadi St', 'Tehran', 'Tehran', '', '1234567890', 'fa', 'new', ?, 'phone', 'Sara')",
        )
        .run(name, Date.now() - 30 * 3_600_000),
    );
    await staffLogin(page, 'staff', l.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
    // axe runs in the page: checked here, with script, on the same page as sent.
    await expectAccessible(page);
    const bare = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize(), locale: l.lang });
    await bare.addCookies(await page.context().cookies());
    const plain = await bare.newPage();
    await plain.goto(`${l.prefix}/staff`);
    await expect(plain.getByRole('link', { name: l.nav })).toHaveAttribute('aria-current', 'page');
    await expect(plain.getByRole('img', { name: l.chart })).toBeVisible();
    const late = plain.getByRole('region', { name: l.calls }).getByRole('listitem').filter({ hasText: name });
    await expect(late).toContainText(l.late);
    await expect(late).toHaveClass(/late/);
    await shot(plain, `dashboard-${l.lang}`);

    // The numbers under the chart open without script; the latest day's count (its last cell) opens that day's orders.
    await plain.getByText(l.numbers).click();
    await plain.locator('.chart-numbers tbody td:last-child a').first().click();
    await expect(plain).toHaveURL(/\/staff\/orders\?status=all&day=\d{4}-\d{2}-\d{2}$/);
    await expect(plain.getByText(l.narrowed)).toBeVisible();

    // The late order's link finds it by its number.
    await plain.goBack();
    const calls = plain.getByRole('region', { name: l.calls });
    // A tap on the number calls the customer.
    await expect(calls.getByRole('link', { name: new RegExp(`${name} Late.*[\\d۰-۹]{11}`) })).toHaveAttribute('href', 'tel:09121234567');
    await calls.getByRole('link', { name: new RegExp(`^[\\d۰-۹]+ ${name}`) }).click();
    await expect(plain).toHaveURL(/\/staff\/orders\?status=all&q=\d+$/);
    await expect(plain.getByText(`${name} Late`).first()).toBeVisible();
    // Taken by phone: the list says so, and who took it.
    await expect(plain.getByText(l.takenBy)).toBeVisible();
    // The list marks it late as the dashboard does.
    await expect(plain.getByText(l.overdue, { exact: true })).toBeVisible();
    await bare.close();
  });
}
