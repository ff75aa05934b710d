import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test.describe('home page', () => {
  test('shows banners with their pictures and the categories in English', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Home - Online Shop');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const banners = page.getByRole('region', { name: 'Featured' }).getByRole('link');
    await expect(banners).toHaveCount(3);
    const picture = banners.first().locator('img');
    await expect(picture).toHaveJSProperty('complete', true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
  });

  test('switches to Persian, right-to-left, and back', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'فارسی' }).click();
    await expect(page).toHaveURL(/\/fa\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('صفحه اصلی - فروشگاه آنلاین');
    await expect(page.getByRole('region', { name: 'ویژه' }).getByRole('link')).toHaveCount(3);
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('shows banner line breaks as line breaks, not as text', async ({ page }) => {
    await page.goto('/');
    const text = page.getByRole('region', { name: 'Featured' }).getByRole('link').first();
    await expect(text.locator('br')).not.toHaveCount(0);
    await expect(text).not.toContainText('<br');
  });

  for (const path of ['/', '/fa/']) {
    test(`has no serious accessibility problems at ${path}`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is readable and its menu works as plain links', async ({ page }) => {
    await page.goto('/fa/');
    await expect(page.getByRole('region', { name: 'ویژه' }).getByRole('link')).toHaveCount(3);
    const menu = page.getByRole('navigation', { name: 'منوی اصلی' });
    await expect(menu.getByRole('link', { name: 'صفحه اصلی' })).toHaveAttribute('href', '/fa/');
    expect(await menu.getByRole('link').count()).toBeGreaterThan(3);
  });
});

test('an unknown page answers 404 with the message', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
});
