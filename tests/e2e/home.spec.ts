import { expect } from '@playwright/test';
import { test } from './support.ts';

test.describe('home page', () => {
  test('shows banners with their pictures and the category entry points in English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home - Online Shop');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const banners = page.getByRole('region', { name: 'Collections' }).getByRole('link');
    await expect(banners).toHaveCount(3);
    const picture = banners.first().locator('img');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all products' })).toHaveAttribute('href', '/Products');
  });

  test('shows the editor’s banner lines as lines of their own, not as text', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Collections' }).getByRole('link').first();
    const lines = hero.locator('.banner-line');
    await expect(lines).toHaveText(['Stoneware vases and bowls', 'glazed by hand in small batches']);
    const [first, second] = [(await lines.nth(0).boundingBox())!, (await lines.nth(1).boundingBox())!];
    expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
    await expect(hero).not.toContainText('\\n');
  });

  test('is right-to-left in Persian with the Persian font', async ({ page }) => {
    await page.goto('/fa/');
    await expect(page).toHaveTitle('صفحهٔ اصلی - فروشگاه آنلاین');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('region', { name: 'مجموعه‌ها' }).getByRole('link')).toHaveCount(3);
    // A first visit paints with the system's Persian font and fetches Vazirmatn after the load event, for the next page.
    await expect(page.locator('html')).toHaveClass('system-font');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('persian-font')), { timeout: 15_000 }).toBe('1');
    const fonts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => e.name)
        .filter((n) => n.endsWith('.woff2')),
    );
    await page.goto('/fa/aboutUs');
    await expect(page.locator('html')).not.toHaveClass('system-font');
    expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^Vazirmatn/);
    // Small files cut to Persian text (regular, and bold once bold Persian text shows); Latin text stays on system fonts.
    expect(fonts.length).toBeGreaterThanOrEqual(1);
    expect(fonts.length).toBeLessThanOrEqual(2);
    for (const font of fonts) expect(font).toMatch(/vazirmatn-persian(-bold)?\.[\w-]+\.woff2$/);
  });
});
