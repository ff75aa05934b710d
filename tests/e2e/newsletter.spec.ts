import { expect, test } from '@playwright/test';
import { live, withDatabase } from './support.ts';

const locales = [
  { prefix: '', lang: 'en', email: 'Your email address', subscribe: 'Subscribe', thanks: 'Thank you for subscribing to our newsletter', close: 'Close', invalid: 'Please enter a valid email address' },
  { prefix: '/fa', lang: 'fa', email: 'نشانی ایمیل شما', subscribe: 'عضویت', thanks: 'از اینکه در خبرنامه ما عضو شدید سپاسگزاریم', close: 'بستن', invalid: 'لطفاً یک نشانی ایمیل معتبر وارد کنید' },
] as const;

const stored = (address: string) => withDatabase((db) => (db.prepare('SELECT count(*) AS n FROM newsletter WHERE email = ?').get(address) as { n: number }).n);

for (const l of locales) {
  test.describe(l.lang, () => {
    test('the subscribe button shows for a valid address only, and a subscription is thanked in a dialog', async ({ page }) => {
      const address = `reader-${l.lang}-${Date.now()}-${test.info().project.name}@example.com`;
      await page.goto(`${l.prefix}/aboutUs`);
      await live(page);
      const footer = page.getByRole('contentinfo');
      const field = footer.getByLabel(l.email);
      const button = footer.getByRole('button', { name: l.subscribe });
      await expect(button).toBeHidden();
      await field.fill('reader@example');
      await expect(button).toBeHidden();
      await field.fill(address);
      await button.click();
      const dialog = page.getByRole('dialog', { name: l.thanks });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: l.close }).click();
      await expect(dialog).toBeHidden();
      expect(stored(address)).toBe(1);
      // A second time is no error.
      await field.fill(address);
      await button.click();
      await expect(page.getByRole('dialog', { name: l.thanks })).toBeVisible();
      expect(stored(address)).toBe(1);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const l of locales) {
    test(`${l.lang}: the footer form posts to a page that thanks the visitor or says what is wrong`, async ({ page }) => {
      const address = `plain-${l.lang}-${Date.now()}-${test.info().project.name}@example.com`;
      await page.goto(`${l.prefix}/contactUs`);
      await page.getByRole('contentinfo').getByLabel(l.email).fill(address);
      await page.getByRole('contentinfo').getByRole('button', { name: l.subscribe }).click();
      await expect(page.getByRole('status')).toHaveText(l.thanks);
      expect(stored(address)).toBe(1);
      await page.goto(`${l.prefix}/newsletter`);
      await page.getByRole('main').getByLabel(l.email).fill('reader@example');
      await page.getByRole('main').getByRole('button', { name: l.subscribe }).click();
      await expect(page.getByRole('alert')).toHaveText(l.invalid);
    });
  }
});
