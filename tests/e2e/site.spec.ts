import { expect, type Page } from '@playwright/test';
import { live, test } from './support.ts';

/** Whole-site finish: back to top, the language switch, Persian digits and bold, empty states, pages without script. */
const locales = [
  {
    prefix: '',
    lang: 'en',
    other: '/fa',
    otherLang: 'fa',
    switchTo: 'فارسی، فا',
    backToTop: 'Back to top',
    phone: '+98 21 8888 0000',
    contact: 'Contact',
    goOn: 'Shop by category',
    searchPrompt: 'Type a product name or code to search.',
    popular: 'Popular searches',
    popularTerm: 'Lamp',
    // As shoppers type: an English plural; in Persian the spoken form of گلدان.
    typedAsSpoken: 'vases',
    typo: 'porcelian',
    meant: 'porcelain',
    didYouMean: 'Did you mean “porcelain”?',
    resultsFor: (text: string) => `Results for “${text}”`,
    allProducts: 'See all products',
    category: 'Ceramics & Glass',
    wishEmpty: 'Your wish list is empty.',
    wishHint: 'Tap the heart on any product to save it here for later.',
    noResults: 'No product found. Try another word, or browse all our products.',
    featured: 'Our picks this season',
    count: '3 products found',
    login: 'Log in',
    addToCart: 'Add to order list',
    keptOpen: 'Without JavaScript your order list is kept on our server: open it here.',
    cartNeedsJs: 'Your order list is kept in this browser and needs JavaScript to show, which is turned off here.',
    byPhone: /^You can order by phone instead: tell our team the code of each product you want/,
    call: 'Call +98 21 8888 0000',
    wishNeedsJs: 'Your wish list is kept in this browser and needs JavaScript to show, which is turned off here.',
    loading: 'Loading…',
  },
  {
    prefix: '/fa',
    lang: 'fa',
    other: '',
    otherLang: 'en',
    switchTo: 'English, EN',
    backToTop: 'بازگشت به بالا',
    phone: '۰۲۱ ۸۸۸۸ ۰۰۰۰',
    contact: 'راه‌های تماس',
    goOn: 'خرید بر اساس دسته‌بندی',
    searchPrompt: 'برای جست‌وجو، نام یا کد کالا را بنویسید.',
    popular: 'جست‌وجوهای پرطرفدار',
    popularTerm: 'آباژور',
    typedAsSpoken: 'گلدون',
    typo: 'گلدن',
    meant: 'گلدان',
    didYouMean: 'منظورتان «گلدان» بود؟',
    resultsFor: (text: string) => `نتایج جست‌وجو برای «${text}»`,
    allProducts: 'دیدن همهٔ کالاها',
    category: 'سرامیک و شیشه',
    wishEmpty: 'فهرست علاقه‌مندی‌های شما خالی است.',
    wishHint: 'روی نماد قلبِ هر کالا بزنید تا برای بعد اینجا ذخیره شود.',
    noResults: 'کالایی پیدا نشد. واژهٔ دیگری را امتحان کنید یا همهٔ کالاها را ببینید.',
    featured: 'برگزیده‌های این فصل',
    count: '۳ کالا پیدا شد',
    login: 'ورود',
    addToCart: 'افزودن به سبد خرید',
    keptOpen: 'بدون جاوااسکریپت، سبد خرید شما روی سرور ما نگه داشته می‌شود: آن را اینجا ببینید.',
    cartNeedsJs: 'سبد خرید شما در همین مرورگر نگه داشته می‌شود و برای نمایش به جاوااسکریپت نیاز دارد که در این مرورگر غیرفعال است.',
    byPhone: /^می‌توانید تلفنی سفارش دهید: کد هر کالایی را که می‌خواهید/,
    call: 'تماس با ۰۲۱ ۸۸۸۸ ۰۰۰۰',
    wishNeedsJs:
      'فهرست علاقه‌مندی‌های شما در همین مرورگر نگه داشته می‌شود و برای نمایش به جاوااسکریپت نیاز دارد که در این مرورگر غیرفعال است.',
    loading: 'در حال بارگذاری…',
  },
] as const;

/** The locale cookie the switch leaves behind. */
async function localeCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'locale')?.value;
}

for (const l of locales) {
  test.describe(l.lang, () => {
    test('back to top is hidden at the top, shows after scrolling and goes back up', async ({ page }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      const back = page.getByRole('link', { name: l.backToTop });
      const look = () =>
        page.locator('a.back-to-top').evaluate((el) => `${getComputedStyle(el).visibility} ${getComputedStyle(el).opacity}`);
      await expect(back).toBeHidden();
      expect(await look()).toBe('hidden 0');
      await page.evaluate(() => window.scrollTo(0, 400));
      await expect(back).toBeVisible();
      await expect.poll(look).toBe('visible 1');
      await back.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(back).toBeHidden();
    });

    test('the language switch on search results keeps the search and leaves a clean address', async ({ page }) => {
      await page.goto(`${l.prefix}/Products/Search?searchResult=rug`);
      const results = page.locator('[data-product]');
      await expect(results).toHaveCount(3);
      await page.getByRole('banner').getByRole('link', { name: l.switchTo, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.other}/Products/Search\\?searchResult=rug$`));
      await expect(page.locator('html')).toHaveAttribute('lang', l.otherLang);
      await expect(results).toHaveCount(3);
      expect(await localeCookie(page)).toBe(l.otherLang);
    });

    test('the language switch on the login page keeps where to go next', async ({ page }) => {
      const next = `${l.prefix}/profile/orders`;
      await page.goto(`${l.prefix}/account/login?next=${encodeURIComponent(next)}`);
      await page.getByRole('banner').getByRole('link', { name: l.switchTo, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.other}/account/login\\?next=`));
      const address = new URL(page.url());
      expect(address.searchParams.get('next')).toBe(next);
      expect(address.searchParams.has('locale')).toBe(false);
      expect(await localeCookie(page)).toBe(l.otherLang);
    });

    test('the language switch on a built page keeps its query and hash', async ({ page }) => {
      await page.goto(`${l.prefix}/aboutUs?from=newsletter#main`);
      await live(page);
      await page.getByRole('banner').getByRole('link', { name: l.switchTo, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${l.other}/aboutUs\\?from=newsletter#main$`));
      expect(await localeCookie(page)).toBe(l.otherLang);
    });

    test('the phone number is written in the page’s digits, left to right, in the footer and on the contact page', async ({ page }) => {
      await page.goto(`${l.prefix}/contactUs`);
      for (const where of [page.getByRole('contentinfo'), page.getByRole('main')]) {
        const phone = where.getByRole('link', { name: l.phone, exact: true });
        await expect(phone).toBeVisible();
        await expect(phone).toHaveAttribute('href', 'tel:+982188880000');
        await expect(phone).toHaveAttribute('dir', 'ltr');
      }
    });

    test('empty wish list says how to save products and offers categories', async ({ page }) => {
      await page.goto(`${l.prefix}/Products/WishList`);
      const main = page.getByRole('main');
      await expect(main.getByText(l.wishEmpty)).toBeVisible();
      await expect(main.getByText(l.wishHint)).toBeVisible();
      const goOn = main.getByRole('region', { name: l.goOn });
      await expect(goOn.getByRole('link', { name: l.allProducts })).toHaveAttribute('href', `${l.prefix}/Products`);
      await goOn.getByRole('link', { name: l.category }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/category/CER/`));
    });

    test('a search without results offers categories and featured products', async ({ page }) => {
      await page.goto(`${l.prefix}/Products/Search?searchResult=zzqx`);
      const main = page.getByRole('main');
      await expect(main.getByText(l.noResults)).toBeVisible();
      await expect(main.getByRole('region', { name: l.goOn }).getByRole('link', { name: l.category })).toBeVisible();
      await expect(main.getByRole('region', { name: l.featured }).locator('[data-product]')).toHaveCount(4);
    });

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the search page without a term offers a search, popular searches and the categories', async ({ page }) => {
        await page.goto(`${l.prefix}/Products/Search`);
        const main = page.getByRole('main');
        await expect(main.getByRole('region', { name: l.goOn }).getByRole('link', { name: l.category })).toBeVisible();
        await main.getByRole('region', { name: l.popular }).getByRole('link', { name: l.popularTerm, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/Products/Search\\?searchResult=`));
        await expect(page.getByRole('main').locator('[data-product]').first()).toBeVisible();
        await page.goBack();
        await main.getByRole('searchbox', { name: l.searchPrompt }).fill('vase');
        await main.getByRole('searchbox', { name: l.searchPrompt }).press('Enter');
        await expect(page).toHaveURL(new RegExp(`${l.prefix}/Products/Search\\?searchResult=vase`));
        await expect(page.getByRole('main').locator('[data-product]').first()).toBeVisible();
      });

      test('a search typed as shoppers type (a plural, a colloquial word, a slip) finds the catalogue’s products', async ({ page }) => {
        for (const typed of [l.typedAsSpoken, l.typo]) {
          await page.goto(`${l.prefix}/Products/Search?searchResult=${encodeURIComponent(typed)}`);
          await expect(page.getByRole('heading', { level: 1, name: l.resultsFor(typed) })).toBeVisible();
          await expect(page.getByRole('main').locator('[data-product]').first()).toBeVisible();
          await expect(page.getByRole('main').getByText(l.noResults)).toHaveCount(0);
        }
        // The slip is shown with the catalogue's word offered, a link to its own results.
        await expect(page.getByText(l.didYouMean, { exact: true })).toBeVisible();
        await page.getByRole('main').getByRole('link', { name: l.meant, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1, name: l.resultsFor(l.meant) })).toBeVisible();
        await expect(page.getByText(l.didYouMean)).toHaveCount(0);
      });

      test('category cards add by a plain form, and show no button that would do nothing', async ({ page }) => {
        await page.goto(`${l.prefix}/category/VAS/vases`);
        const cards = page.locator('[data-product]');
        await expect(cards.first()).toBeVisible();
        // Each card in stock has one Add, a form's own submit; the script's buttons are out of sight.
        const buttons = cards.getByRole('button');
        expect(await buttons.count()).toBe(await cards.filter({ has: page.locator('form.plain-add') }).count());
        for (const button of await buttons.all()) {
          await expect(button).toHaveAttribute('type', 'submit');
          expect(await button.evaluate((element) => (element as HTMLButtonElement).form?.getAttribute('action'))).toBe(
            `${l.prefix}/basket`,
          );
        }
        await expect(cards.locator('.stepper:visible')).toHaveCount(0);
        // Sizes stay links to their own pages.
        await expect(cards.first().getByRole('link').nth(1)).toBeVisible();
      });

      test('the product page adds by a plain form; the order list and the checkout lead to the list kept on the server, and offer a call', async ({
        page,
      }) => {
        await page.goto(`${l.prefix}/Products/VAS0112/dune-stoneware-vase`);
        // One button, the plain form's: the script's own are out of sight.
        await expect(page.getByRole('main').getByRole('button')).toHaveCount(1);
        await expect(page.getByRole('main').getByRole('button', { name: l.addToCart })).toBeVisible();
        await expect(page.getByRole('main').getByText('VAS0112')).toBeVisible();
        for (const path of ['/cart', '/checkout']) {
          await page.goto(`${l.prefix}${path}`);
          await expect(page.getByText(l.cartNeedsJs)).toBeVisible();
          await expect(page.getByRole('main').getByRole('link', { name: l.keptOpen })).toHaveAttribute('href', `${l.prefix}/basket`);
          await expect(page.getByText(l.byPhone)).toBeVisible();
          await expect(page.getByRole('main').getByRole('link', { name: l.call })).toHaveAttribute('href', 'tel:+982188880000');
        }
      });

      test('the wish list says why it is empty instead of loading for ever', async ({ page }) => {
        await page.goto(`${l.prefix}/Products/WishList`);
        await expect(page.getByText(l.wishNeedsJs)).toBeVisible();
        await expect(page.getByRole('main').getByText(l.loading)).toBeHidden();
      });
    });
  });
}

test.describe('Persian font', () => {
  test('headings use the real bold face and the fonts stay within 45 KB', async ({ page }) => {
    await page.goto('/fa/category/VAS/vases');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Both files are fetched after the load event of a first visit, into the cache, without restyling this page.
    const fetched = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.woff2') && (e as PerformanceResourceTiming).responseEnd > 0)
          .map((e) => ({ name: e.name, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
      );
    await expect.poll(async () => (await fetched()).length, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('persian-font'))).toBe('1');
    const faces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((f) => f.family === 'Vazirmatn' && f.status === 'loaded')
          .map((f) => f.weight)
          .sort(),
      );
    // This page stays on the system font: no face was loaded into it.
    await expect(page.locator('html')).toHaveClass('system-font');
    expect(await faces()).toEqual([]);
    const files = await fetched();
    for (const file of files) expect(file.name).toMatch(/\/vazirmatn-persian(-bold)?\.[\w-]+\.woff2$/);
    expect(files.reduce((sum, file) => sum + file.bytes, 0)).toBeLessThanOrEqual(45 * 1024);
    // The next page has them from the cache and paints its heading in the real bold.
    await page.reload();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(page.locator('html')).not.toHaveClass('system-font');
    await expect.poll(faces).toEqual(['400', '700']);
    expect(await heading.evaluate((h) => [getComputedStyle(h).fontFamily.split(',')[0], getComputedStyle(h).fontWeight])).toEqual([
      'Vazirmatn',
      '700',
    ]);
  });

  test('English pages load no font file', async ({ page }) => {
    await page.goto('/category/VAS/vases');
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.woff2')).length)).toBe(0);
  });
});
