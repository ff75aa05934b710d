import { expect } from '@playwright/test';
import { logIn, newStaffAccount } from './staff.ts';
import { test, withDatabase } from './support.ts';

// "My orders" and "My addresses" as a shopper reads them: each line with its picture and a way back to the product,
// an address as typed, in its own script and direction.
const locales = [
  { locale: 'en', prefix: '', code: 'Code', size: 'Size: Ø12', withdrawn: 'A withdrawn lamp', vase: 'Test vase' },
  { locale: 'fa', prefix: '/fa', code: 'کد', size: 'اندازه: قطر ۱۲', withdrawn: 'چراغ حذف‌شده', vase: 'گلدان آزمایشی' },
] as const;

/** A shopper with a Persian address and an order of a product on sale and one withdrawn since; their number. */
function shopperWithOrder(): string {
  const phone = newStaffAccount('customer', 'Test Shopper');
  withDatabase((db) => {
    const { id } = db.prepare('SELECT id FROM accounts WHERE phoneNumber = ?').get(phone) as { id: number };
    db.prepare(
      "INSERT INTO addresses (accountId, firstName, lastName, mobile, address, province, city, shopName, postalCode, position) VALUES (?, 'مریم', 'رحیمی', ?, 'خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲', 'Tehran', 'تهران', 'گالری رحیمی', '1134567891', 0)",
    ).run(id, phone);
    const { lastInsertRowid: orderId } = db
      .prepare(
        "INSERT INTO orders (mobile, firstName, lastName, address, province, city, shopName, postalCode, locale, status, createdAt) VALUES (?, 'مریم', 'رحیمی', 'خیابان ولیعصر', 'Tehran', 'تهران', 'گالری رحیمی', '1134567891', 'fa', 'new', ?)",
      )
      .run(phone, Date.now());
    const line = db.prepare('INSERT INTO orderLines (orderId, position, sku, nameFa, nameEn, count) VALUES (?, ?, ?, ?, ?, ?)');
    line.run(orderId, 0, 'VAS0112', 'گلدان آزمایشی', 'Test vase', 3);
    line.run(orderId, 1, 'LMP9999', 'چراغ حذف‌شده', 'A withdrawn lamp', 1);
  });
  return phone;
}

for (const l of locales) {
  test(`${l.locale}: my orders show each line's picture and product, and my address reads as it was typed`, async ({ page }) => {
    await logIn(page, shopperWithOrder(), l.locale, '/profile/orders');
    const lines = page.getByRole('main').locator('.order-lines li');
    await expect(lines).toHaveCount(2);
    const vase = lines.filter({ hasText: l.vase });
    await expect(vase.getByRole('img')).toHaveCount(0); // decorative: the name beside it says what it is
    await expect(vase.locator('img')).toHaveJSProperty('complete', true);
    expect(await vase.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(vase.getByRole('link', { name: l.vase })).toHaveAttribute('href', `${l.prefix}/Products/VAS0112/dune-stoneware-vase`);
    // A product the shop no longer shows keeps its line, without a picture or a link to a missing page.
    const gone = lines.filter({ hasText: l.withdrawn });
    await expect(gone.getByRole('link')).toHaveCount(0);
    await expect(gone.locator('img')).toHaveCount(0);
    // Which size: two sizes of one design read alike otherwise (the second review's finding 5).
    await expect(vase.locator('.line-meta')).toContainText(l.size);
    // No space before a comma ("VAS0116 ،" in the second review's finding 5).
    expect(await vase.locator('.line-meta').textContent()).not.toMatch(/\s[،,]/);
    // The code stays with its label on one line.
    const code = vase.getByText(`${l.code}:`);
    expect(await code.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('nowrap');

    await page.getByRole('link', { name: l.locale === 'fa' ? 'نشانی‌های من' : 'My addresses' }).click();
    const address = page.locator('.address-card .address-text');
    // In Persian letters: the province in Persian too, Persian commas, read right to left on either page.
    await expect(address).toHaveText('تهران، تهران، خیابان ولیعصر، کوچهٔ بهار، پلاک ۱۲');
    expect(await address.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
  });
}
