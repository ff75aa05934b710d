import { expect, type Browser, type Page } from '@playwright/test';
import { staffLogin } from './staff.ts';
import { giveShareSheet, live, persian, sharesMade, takeShareSheet, test } from './support.ts';

/**
 * Lists that travel (docs/rules.md#shared-lists): a shared order list opens elsewhere with its lines, counts and
 * types, and "Add all" merges it; a damaged, stale or too long link gets its message.
 */
const locales = [
  {
    prefix: '',
    lang: 'en',
    digits: (n: number | string) => String(n),
    shareOrder: 'Share the order list',
    shareWish: 'Share the wish list',
    wishMessage: 'My wish list at Online Shop: 1 item',
    address: "The list's link",
    copy: 'Copy link',
    copied: 'Link copied.',
    title: 'An order list sent to you',
    addAll: 'Add all to my order list',
    addAllWish: 'Add all to my wish list',
    said: '4 items added to your order list. Already there, so left with their own counts and packages: 1 item.',
    saidWish: '5 items added to your wish list.',
    seeCart: 'See my order list',
    seeWish: 'See my wish list',
    retired: 'No longer sold',
    damaged: 'This link does not open a list',
    tooLong: 'This list is too long for one link',
    browse: 'Look around the shop',
    needsJs: 'Adding them to your wish list takes JavaScript',
    takeOrder: 'Take it as a phone order',
    count: 'Packages of',
    leftOut: 'No longer sold, so left out: LMP0225.',
  },
  {
    prefix: '/fa',
    lang: 'fa',
    digits: (n: number | string) => persian(String(n)),
    shareOrder: 'اشتراک‌گذاری سبد خرید',
    shareWish: 'اشتراک‌گذاری علاقه‌مندی‌ها',
    wishMessage: 'علاقه‌مندی‌های من در فروشگاه آنلاین: ۱ قلم',
    address: 'پیوند فهرست',
    copy: 'کپی پیوند',
    copied: 'پیوند کپی شد.',
    title: 'سبد خریدی که برایتان فرستاده‌اند',
    addAll: 'افزودن همه به سبد خرید من',
    addAllWish: 'افزودن همه به علاقه‌مندی‌های من',
    said: '۴ قلم به سبد خرید شما افزوده شد. از پیش در سبد بود و تعداد و بسته‌بندی‌اش دست نخورد: ۱ قلم.',
    saidWish: '۵ قلم به علاقه‌مندی‌های شما افزوده شد.',
    seeCart: 'دیدن سبد خرید',
    seeWish: 'دیدن علاقه‌مندی‌ها',
    retired: 'دیگر فروخته نمی‌شود',
    damaged: 'این پیوند فهرستی را باز نمی‌کند',
    tooLong: 'این فهرست برای یک پیوند بیش از حد بلند است',
    browse: 'دیدن فروشگاه',
    needsJs: 'افزودن آن‌ها به علاقه‌مندی‌ها به جاوااسکریپت نیاز دارد',
    takeOrder: 'ثبت سفارش تلفنی با این فهرست',
    count: 'تعداد بسته‌های',
    leftOut: 'دیگر فروخته نمی‌شود و کنار گذاشته شد: \u2068LMP0225\u2069.',
  },
];

/** Five sizes no other test changes the stock of, with the counts and package types the list is made with. */
const LINES = [
  { sku: 'CSH0344', count: 3, packageId: 2 },
  { sku: 'PLT0122', count: 2, packageId: 3 },
  { sku: 'PND0145', count: 1, packageId: 1 },
  { sku: 'THR01TL', count: 4, packageId: 1 },
  { sku: 'RUG01RM', count: 1, packageId: 1 },
];

type Saved = { sku: string; countInCart: number; packageId?: number };
const savedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]') as Saved[]);

/** An order list saved in this browser as its product pages' Add saves it, with counts and types. */
async function saveOrderList(page: Page, prefix: string, lines: typeof LINES) {
  const items = [];
  for (const line of lines) {
    await page.goto(`${prefix}/Products/${line.sku}`);
    const item = JSON.parse((await page.locator('[data-product][data-item]').first().getAttribute('data-item'))!);
    items.push({ ...item, countInCart: line.count, packageId: line.packageId, buyLater: false });
  }
  await page.evaluate((saved) => localStorage.setItem('cart', JSON.stringify(saved)), items);
}

/** A second browser, as the person the link was sent to. */
async function otherBrowser(browser: Browser, isMobile: boolean) {
  const context = await browser.newContext(isMobile ? { viewport: { width: 390, height: 844 }, isMobile, hasTouch: true } : {});
  return { context, page: await context.newPage() };
}

for (const l of locales) {
  test.describe(`shared lists (${l.lang})`, () => {
    test('an order list of five lines sent from one browser opens in another, and Add all merges it', async ({
      page,
      context,
      browser,
      isMobile,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      // A desktop browser has no share sheet: the panel of messengers and the link stands in.
      await takeShareSheet(page);
      await saveOrderList(page, l.prefix, LINES);
      await page.goto(`${l.prefix}/cart`);
      await page.getByRole('button', { name: l.shareOrder }).click();
      const link = await page.getByRole('textbox', { name: l.address }).inputValue();
      expect(new URL(link).pathname).toBe(`${l.prefix}/list/1o.CSH0344~3~2.PLT0122~2~3.PND0145.THR01TL~4.RUG01RM`);
      await page.getByRole('button', { name: l.copy }).click();
      await expect(page.getByRole('status').filter({ hasText: l.copied })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      // The other browser already has one of the five, with its own count and type.
      const other = await otherBrowser(browser, isMobile);
      try {
        const them = other.page;
        await saveOrderList(them, l.prefix, [{ sku: 'PLT0122', count: 7, packageId: 1 }]);
        await them.goto(link);
        await expect(them.getByRole('heading', { level: 1 })).toHaveText(l.title);
        const lines = them.getByRole('main').getByRole('listitem');
        await expect(lines).toHaveCount(5);
        await expect(lines.nth(0)).toContainText('CSH0344');
        await expect(lines.nth(0)).toContainText(l.digits(3));
        await expect(lines.nth(1)).toContainText(l.digits(48)); // 2 cartons of 24
        await live(them);
        await them.getByRole('button', { name: l.addAll }).click();
        const cart = await savedCart(them);
        expect(cart.map(({ sku, countInCart, packageId }) => ({ sku, countInCart, packageId }))).toEqual([
          { sku: 'PLT0122', countInCart: 7, packageId: 1 },
          { sku: 'CSH0344', countInCart: 3, packageId: 2 },
          { sku: 'PND0145', countInCart: 1, packageId: 1 },
          { sku: 'THR01TL', countInCart: 4, packageId: 1 },
          { sku: 'RUG01RM', countInCart: 1, packageId: 1 },
        ]);
        const said = them.getByRole('status').filter({ hasText: l.said });
        await expect(said).toBeVisible();
        await expect(said.getByRole('link', { name: l.seeCart })).toHaveAttribute('href', `${l.prefix}/cart`);
        await them.getByRole('button', { name: l.addAllWish }).click();
        await expect(them.getByRole('status').filter({ hasText: l.saidWish })).toBeVisible();
        await them.getByRole('link', { name: l.seeWish }).click();
        await expect(them.getByRole('main').getByRole('listitem')).toHaveCount(5);
      } finally {
        await other.context.close();
      }
    });

    test('with the Web Share API, the wish list is shared through the phone’s own sheet', async ({ page }) => {
      await giveShareSheet(page);
      await page.goto(`${l.prefix}/Products/CSH0344`);
      const item = await page.locator('[data-product][data-item]').first().getAttribute('data-item');
      await page.evaluate((saved) => localStorage.setItem('wishlist', `[${saved}]`), item!);
      await page.goto(`${l.prefix}/Products/WishList`);
      await page.getByRole('button', { name: l.shareWish }).click();
      const [shared] = await sharesMade(page);
      expect(new URL(shared!.url!).pathname).toBe(`${l.prefix}/list/1w.CSH0344`);
      expect(shared!.text).toBe(l.wishMessage);
      await expect(page.getByRole('textbox', { name: l.address })).toBeHidden();
    });

    test('a size no longer sold is shown as such and left out of Add all', async ({ page }) => {
      await page.goto(`${l.prefix}/list/1o.CSH0344~2.LMP0225.GONE01~3`);
      const lines = page.getByRole('main').getByRole('listitem');
      await expect(lines).toHaveCount(3);
      await expect(lines.nth(1)).toContainText(l.retired);
      await expect(lines.nth(2)).toContainText(l.retired);
      await expect(lines.nth(2)).toContainText('GONE01');
      await live(page);
      await page.getByRole('button', { name: l.addAll }).click();
      expect((await savedCart(page)).map((item) => [item.sku, item.countInCart])).toEqual([['CSH0344', 2]]);
    });

    test('staff open a customer’s shared list as a phone order with its counts and types', async ({ page }) => {
      const list = `${l.prefix}/list/1o.CSH0344~3~2.LMP0225.THR01TL~4`;
      await page.goto(list);
      await expect(page.getByRole('link', { name: l.takeOrder })).toHaveCount(0);
      await staffLogin(page, 'staff', l.lang as 'en' | 'fa', '/staff/orders');
      await page.goto(list);
      await page.getByRole('link', { name: l.takeOrder }).click();
      await expect(page).toHaveURL(/\/staff\/orders\/new\?list=/);
      await expect(page.getByText(l.leftOut)).toBeVisible();
      const counts = page.getByLabel(new RegExp(`^${l.count} `));
      await expect(counts).toHaveCount(2);
      await expect(counts.nth(0)).toHaveValue('3');
      await expect(counts.nth(1)).toHaveValue('4');
    });

    test('a damaged link and one longer than an order each say so under a 400, with a way to the shop', async ({ page }) => {
      const damaged = await page.goto(`${l.prefix}/list/1o.CSH0344~2.PLT01%2022`);
      expect(damaged?.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.damaged);
      await expect(page.getByRole('main').getByRole('link', { name: l.browse })).toBeVisible();
      const long = Array.from({ length: 400 }, (_, i) => `CSH${String(i).padStart(4, '0')}`).join('.');
      const tooLong = await page.goto(`${l.prefix}/list/1o.${long}`);
      expect(tooLong?.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.tooLong);
      await expect(page.getByRole('main')).toContainText(l.digits(100));
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const l of locales) {
    test(`a shared list reads whole, and Add all fills the order list kept on the server (${l.lang})`, async ({ page }) => {
      await page.goto(`${l.prefix}/list/1o.CSH0344~2.PLT0122`);
      await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
      await expect(page.getByText(l.needsJs)).toBeVisible();
      await page.getByRole('button', { name: l.addAll }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/basket$`));
      const lines = page.getByRole('main').getByRole('listitem');
      await expect(lines).toHaveCount(2);
      await expect(lines.nth(0)).toContainText('CSH0344');
      await expect(lines.nth(0).getByRole('spinbutton')).toHaveValue('2');
    });
  }
});
