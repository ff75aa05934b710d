import { expect } from '@playwright/test';
import { openMenu, test, expectAccessible } from './support.ts';

const locales = [
  {
    prefix: '',
    lang: 'en',
    menu: 'Menu',
    nav: 'Main menu',
    home: 'Home',
    search: 'Search products',
    empty: 'No product found. Try another word, or browse all our products.',
    switchTo: 'فارسی، فا',
    sold: 'Sold out',
  },
  {
    prefix: '/fa',
    lang: 'fa',
    menu: 'منو',
    nav: 'منوی اصلی',
    home: 'صفحهٔ اصلی',
    search: 'جست‌وجوی کالا',
    empty: 'کالایی پیدا نشد. واژهٔ دیگری را امتحان کنید یا همهٔ کالاها را ببینید.',
    switchTo: 'English, EN',
    sold: 'ناموجود',
  },
] as const;

for (const l of locales) {
  test.describe(`${l.lang}`, () => {
    test('navigates through the menu to a category, then to a product', async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      await openMenu(page);
      const nav = page.getByRole('navigation', { name: l.nav });
      await expect(nav.getByRole('link', { name: l.home, exact: true })).toHaveAttribute('href', l.prefix ? '/fa/' : '/');
      // Open the first group of the tree, then follow its first plain link.
      await nav.locator('summary').first().click();
      const link = nav.locator('details[open] a').first();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/category/[A-Z0-9]+/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const card = page.locator('[data-product]').first();
      await expect(card.getByRole('button').first()).toBeVisible();
      await card.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/Products/[A-Z0-9]+/[a-z0-9-]+$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[data-product] bdi.code')).toHaveAttribute('dir', 'ltr');
    });

    test('lists sold-out products last, greyed, with a bell', async ({ page }) => {
      await page.goto(`${l.prefix}/Products/page/2`);
      const stocks = await page.locator('[data-product]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-stock')));
      const firstOut = stocks.indexOf('outofstock');
      if (firstOut >= 0) expect(stocks.slice(firstOut).every((s) => s === 'outofstock')).toBe(true);
      await page.goto(`${l.prefix}/Products`);
      const pager = page.locator('[data-show-more]');
      await expect(pager).toBeVisible();
      // The page's script appends in place once it runs (before that, the link simply opens the next page).
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      // Follow "show more" to the last page, where the sold-out products are (appended in place with script).
      for (let i = 0; i < 10 && (await page.locator('[data-show-more]').count()) > 0; i++) {
        const before = await page.locator('[data-product]').count();
        await page.locator('[data-show-more]').click();
        // A list page is about 100 KB: under the whole suite's load on two cores its fetch can take a while.
        await expect.poll(() => page.locator('[data-product]').count(), { timeout: 15_000 }).not.toBe(before);
      }
      // A family sold out in every size is greyed (one with another size in stock is not: other specs change stock).
      const soldOut = page.locator('[data-product][data-stock="outofstock"][data-family-stock="outofstock"]').first();
      await expect(soldOut).toContainText(l.sold);
      await expect(soldOut.getByRole('button', { name: new RegExp(l.lang === 'fa' ? 'خبرم کنید' : 'Tell me') })).toBeVisible();
      await expect(soldOut.locator('.pics')).toHaveCSS('filter', /grayscale/);
    });

    test('searches with a plain form, with and without results', async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      await page
        .getByRole('searchbox', { name: l.search })
        .first()
        .fill(l.lang === 'fa' ? 'گلدان' : 'stoneware');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/Products/Search\\?searchResult=`));
      await expect(page.locator('[data-product]').first()).toBeVisible();
      // With script the box opens the search dialog, which keeps the text: Enter submits whichever has focus.
      await page.getByRole('searchbox', { name: l.search }).first().fill('qqqzzzxx');
      await page.keyboard.press('Enter');
      await expect(page.getByText(l.empty)).toBeVisible();
    });

    test('switches language and stays on the same page', async ({ page }) => {
      await page.goto(`${l.prefix}/contactUs`);
      await page.getByRole('link', { name: l.switchTo, exact: true }).click();
      const other = l.prefix ? '' : '/fa';
      await expect(page).toHaveURL(new RegExp(`${other}/contactUs$`));
      await expect(page.locator('html')).toHaveAttribute('lang', l.prefix ? 'en' : 'fa');
      // The choice is remembered: the root now leads to the chosen locale.
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', l.prefix ? 'en' : 'fa');
    });

    test('shows the 404 page for an unknown address', async ({ page }) => {
      const response = await page.goto(`${l.prefix}/no/such/page`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(l.lang === 'fa' ? '۴۰۴' : '404 Not Found');
      await expect(page.getByRole('link', { name: l.lang === 'fa' ? 'رفتن به صفحهٔ اصلی' : 'Go to the home page' })).toBeVisible();
      // Somewhere to go: the shop's categories, and a search that leads to results.
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: l.lang === 'fa' ? 'سرامیک و شیشه' : 'Ceramics & Glass', exact: true })).toBeVisible();
      const search = main.getByRole('searchbox', {
        name: l.lang === 'fa' ? 'دنبال چیزی هستید؟ در فروشگاه جست‌وجو کنید' : 'Looking for something? Search the shop',
      });
      await search.fill(l.lang === 'fa' ? 'گلدان' : 'vase');
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/Products/Search\\?searchResult=`));
      await expect(page.locator('[data-product]').first()).toBeVisible();
    });

    test('follows redirects from alternate spellings', async ({ page }) => {
      await page.goto(`${l.prefix}/CONTACTUs`);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/contactUs$`));
      await expect(page.getByText(l.lang === 'fa' ? 'هر روز هفته، شبانه‌روزی' : '7 days a week, 24 hours a day').first()).toBeVisible();
    });

    for (const path of [
      '/',
      '/category/VAS/vases',
      '/Products/VAS0112/dune-stoneware-vase',
      '/Products/Search?searchResult=vase',
      '/cart',
      '/aboutUs',
    ]) {
      test(`has no serious accessibility problems at ${l.prefix}${path}`, async ({ page }) => {
        await page.goto(`${l.prefix}${path}`);
        await expectAccessible(page, { seriousOnly: true });
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const l of locales) {
    test(`${l.lang}: menu, category, product and search all work as plain pages`, async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      // Without script the burger is a plain details element: a click opens it, whatever the screen.
      await page.getByRole('banner').locator('details.drawer > summary').click();
      await expect(page.getByRole('navigation', { name: l.nav })).toBeVisible();
      await page.getByRole('navigation', { name: l.nav }).locator('summary').first().click();
      await page.getByRole('navigation', { name: l.nav }).locator('details[open] a').first().click();
      await expect(page.locator('[data-product]').first()).toBeVisible();
      const more = page.locator('[data-show-more]');
      if (await more.count()) {
        await more.click();
        await expect(page).toHaveURL(/\/page\/2$/);
        await expect(page.locator('[data-product]').first()).toBeVisible();
      }
      await page.getByRole('searchbox', { name: l.search }).fill('vase');
      await page.getByRole('searchbox', { name: l.search }).press('Enter');
      await expect(page).toHaveURL(/Products\/Search/);
      await expect(page.locator('[data-product]').first()).toBeVisible();
    });
  }
});
