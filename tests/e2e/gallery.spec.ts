import { expect } from '@playwright/test';
import { test } from './support.ts';

// A product with more than one picture says so under the first, with a numbered dot for each that brings it into
// view: a tap, a click or the keyboard, with or without JavaScript.
const locales = [
  { prefix: '', lang: 'en', dots: 'Show a picture', picture: (n: number) => `Picture ${n} of 2` },
  { prefix: '/fa', lang: 'fa', dots: 'نمایش تصویر', picture: (n: number) => `تصویر ${'۰۱۲'[n]} از ۲` },
] as const;

for (const scripts of [true, false]) {
  test.describe(scripts ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled: scripts });
    for (const l of locales) {
      test(`${l.lang}: each picture of the product is reached from its dot`, async ({ page }) => {
        await page.goto(`${l.prefix}/Products/VAS0116/dune-stoneware-vase`);
        const dots = page.getByRole('list', { name: l.dots }).getByRole('link');
        await expect(dots).toHaveCount(2);
        const picture = (n: number) => page.getByRole('img', { name: new RegExp(`^${l.picture(n)}`) });
        await expect(picture(1)).toBeInViewport({ ratio: 0.9 });
        await expect(picture(2)).not.toBeInViewport({ ratio: 0.5 });
        await dots.nth(1).click();
        await expect(picture(2)).toBeInViewport({ ratio: 0.9 });
        // By keyboard: the first dot, then Enter.
        await dots.first().focus();
        await page.keyboard.press('Enter');
        await expect(picture(1)).toBeInViewport({ ratio: 0.9 });
        await expect(dots.nth(1)).toHaveAccessibleName(l.picture(2));
      });
    }
  });
}
