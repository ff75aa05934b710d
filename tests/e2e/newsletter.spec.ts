import { expect } from '@playwright/test';
import { live, test, withDatabase } from './support.ts';

const locales = [
  {
    prefix: '',
    lang: 'en',
    email: 'Your email address',
    subscribe: 'Subscribe',
    hint: 'Type your whole address (like name@example.com) and the button turns on.',
    invalidFirst: /^Please enter a valid email address/,
    thanks: 'Thank you for subscribing to our newsletter',
    close: 'Close',
    invalid: 'Please enter a valid email address',
  },
  {
    prefix: '/fa',
    lang: 'fa',
    email: 'نشانی ایمیل شما',
    subscribe: 'عضویت',
    hint: /^نشانی کامل ایمیل خود را بنویسید \(مثلاً \W?name@example\.com\W?\) تا دکمه فعال شود\.$/,
    invalidFirst: /^لطفاً یک نشانی ایمیل معتبر وارد کنید/,
    thanks: 'از عضویت شما در خبرنامهٔ ما سپاسگزاریم.',
    close: 'بستن',
    invalid: 'لطفاً یک نشانی ایمیل معتبر وارد کنید',
  },
] as const;

const stored = (address: string) =>
  withDatabase((db) => (db.prepare('SELECT count(*) AS n FROM newsletter WHERE email = ?').get(address) as { n: number }).n);

for (const l of locales) {
  test.describe(l.lang, () => {
    test('the subscribe button is there but off until the address is whole, saying why, and a subscription is thanked in a dialog', async ({
      page,
    }) => {
      const address = `reader-${l.lang}-${Date.now()}-${test.info().project.name}@example.com`;
      await page.goto(`${l.prefix}/aboutUs`);
      await live(page);
      const footer = page.getByRole('contentinfo');
      const field = footer.getByLabel(l.email);
      const button = footer.getByRole('button', { name: l.subscribe });
      const hint = footer.getByText(l.hint);
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await expect(button).toHaveAccessibleDescription(l.hint);
      await expect(hint).toBeVisible();
      await field.fill('reader@example');
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      await field.fill(address);
      await expect(button).toHaveAttribute('aria-disabled', 'false');
      await expect(hint).toBeHidden();
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

    test('an address it cannot take is answered in the page’s language, on Enter and on leaving the field, and the answer goes once it is right', async ({
      page,
    }) => {
      await page.goto(`${l.prefix}/contactUs`);
      await live(page);
      const footer = page.getByRole('contentinfo');
      const field = footer.getByLabel(l.email);
      const message = footer.getByText(l.invalid);
      await field.fill('reader@example');
      await field.press('Enter');
      await expect(message).toBeVisible();
      // What is wrong first, then the hint that stays under the field.
      await expect(field).toHaveAccessibleDescription(l.invalidFirst);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(page).toHaveURL(`${l.prefix}/contactUs`);
      // Fixed as they type: the message goes and the button comes.
      await field.pressSequentially('.com');
      await expect(message).toBeHidden();
      await expect(field).not.toHaveAttribute('aria-invalid', 'true');
      await expect(footer.getByRole('button', { name: l.subscribe })).toBeVisible();
      // Leaving it empty says nothing; leaving a filled field that is wrong says so.
      await field.fill('');
      await field.blur();
      await expect(message).toBeHidden();
      await field.fill('reader@');
      await field.blur();
      await expect(message).toBeVisible();
      await field.fill('reader@example.org');
      await expect(message).toBeHidden();
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
      // Enter on an address the shop cannot take: the page answers in its own language, not a browser bubble.
      await page.goto(`${l.prefix}/aboutUs`);
      await page.getByRole('contentinfo').getByLabel(l.email).fill('reader@example');
      await page.getByRole('contentinfo').getByLabel(l.email).press('Enter');
      await expect(page).toHaveURL(`${l.prefix}/newsletter`);
      await expect(page.getByRole('alert')).toHaveText(l.invalid);
      await expect(page.getByRole('main').getByLabel(l.email)).toHaveAccessibleDescription(l.invalid);
      await expect(page.getByRole('main').getByLabel(l.email)).toHaveValue('reader@example');
    });
  }
});
