import { expect, type Locator, type Page } from '@playwright/test';
import { formatMoment } from '~/shared/i18n/dates.ts';
import { codeFor, live, newAccount, openBasket, persian, test, withDatabase } from './support.ts';
import { staffLogin } from './staff.ts';

// How Persian pages write a size, a package line and a date (docs/rules.md#persian-text, #dates-and-times).

/**
 * Whether the size in `element` (a print's 21×30) reads left to right as drawn: the digit before × stands left of the
 * one after. A Persian line not isolating it draws 30×21.
 */
const readsLeftToRight = (element: Locator) =>
  element.evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf('×');
      if (at < 1) continue;
      const left = (offset: number) => {
        const range = document.createRange();
        range.setStart(node!, offset);
        range.setEnd(node!, offset + 1);
        return range.getBoundingClientRect().left;
      };
      return left(at - 1) < left(at + 1);
    }
    return null;
  });

/** The element showing the print's size among `scope`'s text, checked to read ۲۱×۳۰ left to right. */
async function expectPrintSize(scope: Locator, where: string) {
  const size = scope.getByText('۲۱×۳۰', { exact: true }).first();
  await expect(size, where).toBeVisible();
  expect(await readsLeftToRight(size), where).toBe(true);
}

const PRINT = { sku: 'PRT0123', path: '/fa/Products/PRT0123' };

test('a print’s size reads ۲۱×۳۰, left to right in Persian digits, on the card, the product page and every list', async ({ page }) => {
  test.slow(); // six pages
  await page.goto('/fa/category/OBJ/objects-furniture');
  await live(page);
  await expectPrintSize(page.locator('[data-product][data-sku^="PRT01"]'), 'card');

  await page.goto(PRINT.path);
  await live(page);
  const product = page.locator('[data-product]');
  await expectPrintSize(product, 'product page');
  await product.getByRole('button', { name: 'افزودن به سبد خرید' }).click();
  await product.getByRole('button', { name: 'افزودن به علاقه‌مندی‌ها' }).click();

  await openBasket(page);
  await expectPrintSize(page.getByRole('dialog'), 'basket drawer');

  for (const [path, where] of [
    ['/fa/cart', 'order list'],
    ['/fa/checkout', 'checkout'],
    ['/fa/Products/WishList', 'wish list'],
  ] as const) {
    await page.goto(path);
    await live(page);
    await expectPrintSize(page.getByRole('main'), where);
  }
});

test('a one-package product’s line joins its facts with the Persian comma, never a middle dot', async ({ page }) => {
  await page.goto('/fa/Products/RUG01RM');
  await expect(page.locator('.package-only')).toHaveText('بسته‌بندی: تک‌عددی، ۱ عدد');
  await page.goto('/Products/RUG01RM');
  await expect(page.locator('.package-only')).toHaveText('Packaging: Single piece · 1 piece');
});

/** Logs a customer in through the Persian login page, landing on `next`. */
async function customerLogin(page: Page, phone: string, next: string) {
  await page.goto(`/fa/account/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('شمارهٔ موبایل').fill(phone);
  await page.getByRole('button', { name: 'ارسال کد' }).click();
  await page.getByRole('textbox', { name: 'رقم ۱ از ۶' }).fill(await codeFor(phone));
  await expect(page).toHaveURL(new RegExp(`${next}$`));
}

test('an order placed at half past midnight in Tehran has the same date and time on “My orders” and on the staff orders page', async ({
  page,
  browser,
}) => {
  test.slow(); // two logins
  const phone = newAccount();
  // 21:00 UTC on 20 March 2026 is 00:30 on 21 March in Tehran: the first day of 1405, the day after in UTC's eyes.
  const placed = Date.parse('2026-03-20T21:00:00Z');
  withDatabase((db) => db.prepare('UPDATE orders SET createdAt = ? WHERE mobile = ?').run(placed, phone));
  const expected = formatMoment('fa', 'Asia/Tehran', placed);
  expect(expected).toBe('۱ فروردین ۱۴۰۵، ۰:۳۰');

  await customerLogin(page, phone, '/fa/profile/orders');
  await expect(page.getByRole('main').locator('time').first()).toHaveText(expected);

  const staff = await browser.newPage();
  await staffLogin(staff, 'staff', 'fa', `/staff/orders?status=all&q=${phone}`);
  // The staff list's time carries a label for screen readers before the same date and time.
  await expect(staff.locator('.order-date').first()).toHaveText(new RegExp(`: ${expected}$`));
  await expect(staff.getByText(/زمان‌ها به وقت .*ایران/)).toBeVisible();
  await expect(staff.getByRole('link', { name: new RegExp(persian(phone)) }).first()).toBeVisible();
  await staff.close();
});

test('a product page says in its Details what the size measures and in what unit, in Persian digits', async ({ page }) => {
  // A vase of the vases, whose sizes are diameters in centimetres; a print, width by height.
  await page.goto('/fa/Products/VAS0116/dune-stoneware-vase');
  const details = page.getByRole('region', { name: 'مشخصات' });
  await expect(details.getByRole('term')).toHaveText(['اندازه', 'قطر', 'بسته‌بندی', 'دسته‌بندی']);
  await expect(details.getByRole('definition').nth(1)).toHaveText('۱۶\u00a0سانتی‌متر');
  await page.goto(PRINT.path);
  const print = page.getByRole('region', { name: 'مشخصات' });
  await expect(print.getByRole('definition').nth(1)).toHaveText('۲۱ × ۳۰\u00a0سانتی‌متر');
  await expect(print.getByRole('term').nth(1)).toHaveText('عرض × ارتفاع');
  await page.goto('/Products/VAS0116/dune-stoneware-vase');
  await expect(page.getByRole('region', { name: 'Details' }).getByRole('definition').nth(1)).toHaveText('16\u00a0cm');
});
