import { expect, type Page } from '@playwright/test';
import { live, openBasket, openMenu, openSearch, test } from './support.ts';

/**
 * Whole-site checks a careful shopper would notice: no console error and no failed request on any page or
 * open drawer or dialog, and every tap target on a phone at least 44 x 44 px.
 */

const PAGES = [
  '/',
  '/Products',
  '/category/VAS/vases',
  '/category/VAS/vases/size/16',
  '/Products/SWT01MD/alborz-merino-sweater',
  '/Products/VAS0112/dune-stoneware-vase',
  '/Products/Search?searchResult=vase',
  '/Products/Search?searchResult=zzqx',
  '/Products/WishList',
  '/cart',
  '/checkout',
  '/aboutUs',
  '/contactUs',
  '/WorkWithUs',
  '/account/login',
  '/newsletter',
];

/** What went wrong on a page: console errors, uncaught errors, failed requests and error answers. */
function watch(page: Page, allowStatus: (url: string, status: number) => boolean = () => false) {
  const problems: string[] = [];
  page.on('console', (message) => {
    // The browser reports an error answer it was told to expect (the 404 page's own status) in the console too.
    const answer = /status of (\d+)/.exec(message.text());
    if (answer && message.location().url && allowStatus(message.location().url, Number(answer[1]))) return;
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    // A call the page itself gave up (a suggestion overtaken by more typing) is no failure the visitor sees.
    if (request.failure()?.errorText === 'net::ERR_ABORTED' && ['fetch', 'xhr', 'other'].includes(request.resourceType())) return;
    problems.push(`failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !allowStatus(response.url(), response.status()))
      problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

/** A cart with two lines and a wish list entry, as a shopper who has been browsing has. */
async function fillLists(page: Page) {
  await page.goto('/category/VAS/vases');
  await live(page);
  const cards = page.locator('[data-product][data-stock="instock"]');
  for (const i of [0, 1]) await cards.nth(i).locator('[data-action="add"]').click();
  await cards.nth(0).locator('[data-action="wish"]').click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]').length)).toBe(2);
  return page.evaluate(() => ({ cart: localStorage.getItem('cart')!, wishlist: localStorage.getItem('wishlist')! }));
}

let lists: { cart: string; wishlist: string } | undefined;
/** Every page of a test opens with those lists saved (made once, by a shopper's clicks). */
async function withLists(page: Page) {
  lists ??= await fillLists(await page.context().newPage());
  await page.addInitScript((saved) => {
    if (localStorage.getItem('cart') === null) for (const [key, value] of Object.entries(saved)) localStorage.setItem(key, value);
  }, lists);
}

for (const prefix of ['', '/fa']) {
  const lang = prefix ? 'fa' : 'en';
  test.describe(`${lang}: no console error and no failed request`, () => {
    for (const path of PAGES) {
      test(`on ${path}`, async ({ page }) => {
        await withLists(page);
        const problems = watch(page);
        await page.goto(`${prefix}${path}`);
        await live(page);
        await page.waitForLoadState('networkidle');
        // Scrolled to the end, every lazy picture is fetched too.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForLoadState('networkidle');
        expect(problems).toEqual([]);
      });
    }

    test('on the 404 page (only the page itself answers 404)', async ({ page }) => {
      const problems = watch(page, (url, status) => status === 404 && new URL(url).pathname.endsWith('/no-such-page'));
      const answer = await page.goto(`${prefix}/no-such-page`);
      expect(answer?.status()).toBe(404);
      await live(page);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });

    test('while every drawer and dialog opens and closes', async ({ page, isMobile }) => {
      await withLists(page);
      const problems = watch(page);
      await page.goto(`${prefix}/category/VAS/vases`);
      await live(page);
      const header = page.getByRole('banner');
      // The menu drawer.
      await openMenu(page);
      await expect(page.getByRole('navigation', { name: lang === 'fa' ? 'منوی اصلی' : 'Main menu' })).toBeVisible();
      // The tap itself loads the island; Escape is its work, so wait for it.
      await expect(header.locator('details.drawer[data-live]')).toBeAttached();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('navigation', { name: lang === 'fa' ? 'منوی اصلی' : 'Main menu' })).toBeHidden();
      // The search dialog, with suggestions.
      await openSearch(page);
      const search = page.getByRole('dialog');
      await expect(search).toBeVisible();
      await search.getByRole('searchbox').fill(lang === 'fa' ? 'گلدان' : 'vase');
      await expect(
        search
          .getByRole('link')
          .filter({ has: page.locator('bdi') })
          .first(),
      ).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();
      // The basket drawer.
      await openBasket(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      // The login dialog, from the footer's LOGIN link.
      await page.getByRole('contentinfo').locator('a[data-login]').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      if (!isMobile) await page.mouse.move(0, 0);
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  });
}

/**
 * Every visible tap target on a phone: links, buttons, fields, summaries and choices. Links inside a
 * sentence are exempt (WCAG 2.5.8's inline exception); a link that stands alone or in a list is not.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 44 - 0.5; // sub-pixel rounding
    const found: string[] = [];
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    );
    for (const el of candidates) {
      if (el.closest('.visually-hidden, .skip-link')) continue;
      if (!el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      // A radio or checkbox is tapped through its label: measure the label.
      const target = (el instanceof HTMLInputElement && /radio|checkbox/.test(el.type) && el.closest('label')) || el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (el.tagName === 'A' && getComputedStyle(el).display === 'inline') {
        const block = el.closest('p, li, dd, td, span.prose');
        const own = el.textContent?.trim() ?? '';
        if (block && (block.textContent?.trim().length ?? 0) > own.length + 1) continue;
      }
      if (box.width < MIN || box.height < MIN) {
        const name = (el.getAttribute('aria-label') || el.textContent || (el as HTMLInputElement).name || el.tagName)
          .trim()
          .replace(/\s+/g, ' ')
          .slice(0, 40);
        found.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return found;
  });
}

/** Button labels that wrap to a second line. */
async function wrappedLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a.button')]
      .filter((el) => el.checkVisibility() && !el.closest('.visually-hidden'))
      .filter((el) => {
        // The label's words only: an icon beside them sits at its own height, on the same line.
        const lines = new Set<number>();
        const words = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = words.nextNode(); node; node = words.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top));
        }
        return lines.size > 1;
      })
      .map((el) => (el.textContent ?? '').trim().slice(0, 40)),
  );
}

test.describe('tap targets on a phone', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone viewport only');
  for (const width of [412, 320]) {
    for (const prefix of ['', '/fa']) {
      test(`are at least 44 x 44 px and labels fit one line, ${prefix ? 'fa' : 'en'}, ${width} px wide`, async ({ page }) => {
        test.slow(); // every page of the shop, one after another
        await page.setViewportSize({ width, height: 860 });
        await withLists(page);
        const report: string[] = [];
        for (const path of PAGES) {
          await page.goto(`${prefix}${path}`);
          await live(page);
          await page.waitForLoadState('networkidle');
          for (const small of await smallTargets(page)) report.push(`${path}: ${small}`);
          for (const label of await wrappedLabels(page)) report.push(`${path}: wraps "${label}"`);
        }
        expect([...new Set(report)]).toEqual([]);
      });
    }
  }
});
