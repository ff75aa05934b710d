import { expect } from '@playwright/test';
import { test, withPersianFont } from './support.ts';

/**
 * The browsing pages, phone and desktop, both languages, against committed baselines (`--update-snapshots` after a
 * person has looked). The stock check is held back and every picture loaded, so each run sees the same page.
 */
const pages = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/category/VAS/vases' },
  { name: 'category-size', path: '/category/VAS/vases/size/16' },
  { name: 'product', path: '/Products/SWT01MD/alborz-merino-sweater' },
  { name: 'search', path: '/Products/Search?searchResult=rug' },
];

for (const locale of ['en', 'fa'] as const) {
  for (const { name, path } of pages) {
    test(`${name} in ${locale} looks as it should`, async ({ page }) => {
      await page.route('**/v1/product/quantity/xcode/list', (route) => route.abort());
      await page.goto(`${locale === 'fa' ? '/fa' : ''}${path}`);
      await page.locator('html[data-live]').waitFor({ state: 'attached' });
      await withPersianFont(page);
      await page.evaluate(async () => {
        const pictures = [...document.images].filter((img) => getComputedStyle(img).display !== 'none');
        for (const img of pictures) img.loading = 'eager';
        await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
        await document.fonts.ready;
      });
      // A decode can give up when the browser picks another candidate of the srcset meanwhile (a busy machine):
      // wait until every shown picture has its pixels.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.images]
              .filter((img) => getComputedStyle(img).display !== 'none')
              .every((img) => img.complete && img.naturalWidth > 0),
          ),
        )
        .toBe(true);
      await expect(page).toHaveScreenshot(`${name}-${locale}.png`, {
        fullPage: true,
        animations: 'disabled',
        scale: 'css',
        maxDiffPixelRatio: 0.01,
      });
    });
  }
}
