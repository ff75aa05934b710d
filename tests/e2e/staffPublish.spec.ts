import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { shot, staffLogin } from './staff.ts';
import { expectAccessible, hydrated, persian, test, withDatabase } from './support.ts';

// Publishing and the preview (docs/staff.md#publishing). One real publish in the suite, in a project of its own
// that runs after the others (playwright.config.ts): it builds the pages into the e2e server's own BUILDS_DIR
// and switches the server over.
// The renamed product is the largest size of a family, so no other spec's list or card shows its name.
const renamed = { sku: 'PRT0157', path: '/Products/PRT0157/kavir-risograph-print' };
const draft = { sku: 'CLK0140', path: '/fa/Products/CLK0140/nimrooz-walnut-wall-clock' };

const rename = (sku: string, column: 'nameEn' | 'nameFa', name: string) =>
  withDatabase((db) => {
    db.prepare(`UPDATE products SET ${column} = ? WHERE sku = ?`).run(name, sku);
    db.prepare("INSERT INTO meta (key, value) VALUES ('catalogueVersion', ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value").run(
      `e2e-${Date.now()}-${Math.random()}`,
    );
  });

test('an editor renames a product and adds a photograph, previews it, publishes, and the public page shows both once live', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const name = `Kavir Print, renamed ${Date.now()}`;
  await staffLogin(page, 'editor', 'en', `/staff/products/${renamed.sku}`);
  await hydrated(page);
  const pictures = await page.getByRole('img', { name: /^Picture \d+$/ }).count();
  await page.getByLabel('Name in English').fill(name);
  await page
    .getByLabel('Add photograph')
    .setInputFiles({ name: 'gravel.png', mimeType: 'image/png', buffer: readFileSync('bench/photos/gravel.png') });
  await expect(page.getByRole('img', { name: `Picture ${pictures + 1}`, exact: true })).toBeVisible({ timeout: 30_000 });
  // The photograph first: it is the one the product page shows large.
  for (let n = pictures + 1; n > 1; n--) await page.getByRole('button', { name: `Move picture ${n} earlier` }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/Saved\. The shop shows it once you publish\./)).toBeVisible();
  // Saved, not live: every page of the staff area says so (other tests' changes may wait too).
  await page.reload();
  await expect(page.getByText(/\d+\W* changes? not published yet/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See them and publish' })).toHaveAttribute('href', '/staff/publish');
  const photo = withDatabase(
    (db) =>
      JSON.parse((db.prepare('SELECT images FROM products WHERE sku = ?').get(renamed.sku) as { images: string }).images)[0] as string,
  );
  expect(photo).toMatch(/^gravel-[0-9a-f]{8}\.png$/);
  const stem = photo.replace(/\.png$/, '');

  // The preview shows the new name and photograph under its bar; the public page still the old ones.
  await page.goto('/staff/publish');
  await hydrated(page);
  await page.getByLabel('Product SKU').fill(renamed.sku.toLowerCase());
  await page.getByRole('button', { name: 'Open the preview' }).click();
  await expect(page).toHaveURL(`/staff/preview/${renamed.sku}`);
  await expect(page.getByRole('complementary', { name: 'Preview' })).toContainText('Preview — not published yet');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.locator(`main img[src*="${stem}"]`).first()).toBeAttached();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await shot(page, 'preview-en');
  await page.goto(renamed.path);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name);
  await expect(page.locator(`main img[src*="${stem}"]`)).toHaveCount(0);

  // Publish: the button waits while the build runs, the progress shows, then "Live".
  await page.goto('/staff/publish');
  await hydrated(page);
  // Publish lists what waits, in words; once live, the same list is what went live.
  const edited = new RegExp(`Product \\W?${renamed.sku}\\W? edited`);
  await expect(
    page.getByRole('region', { name: 'Waiting to be published' }).getByRole('listitem').filter({ hasText: edited }),
  ).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  await expect(page.getByText(/Building the pages|Compressing the pages|Every page is ready/)).toBeVisible();
  await expect(page.getByText('Started by Test editor')).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  await shot(page, 'publish-building-en');
  await expect(page.getByRole('status').filter({ hasText: 'Live: the shop shows the new pages since' })).toBeVisible({ timeout: 240_000 });
  await expect(page.getByRole('button', { name: 'Publish now' })).toBeEnabled();
  await expect(page.getByRole('region', { name: 'Now live' }).getByRole('listitem').filter({ hasText: edited })).not.toHaveCount(0);
  // Only the pages the change shows were built again (docs/publishing.md).
  await expect(page.getByText(/^\d+ pages were built again; the other \d+ had not changed and were kept as they were\.$/)).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'publish-live-en');

  await page.goto(renamed.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const shown = page.locator(`main img[src*="${stem}"]`).first();
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test('in Persian, the publish page and the preview of a draft', async ({ page }) => {
  // As a Persian editor types it: Persian digits.
  const name = `ساعت دیواری نیمروز، پیش‌نویس ${persian(String(Date.now()))}`;
  withDatabase((db) => db.prepare("UPDATE products SET status = 'draft' WHERE sku = ?").run(draft.sku));
  rename(draft.sku, 'nameFa', name);
  try {
    await staffLogin(page, 'editor', 'fa', '/staff/publish');
    await expect(page.getByRole('heading', { level: 1, name: 'انتشار' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'همین حالا منتشر شود' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'publish-fa');

    // A SKU left empty is refused in place.
    await page.getByRole('button', { name: 'باز کردن پیش‌نمایش' }).click();
    await expect(page.getByLabel('کد کالا')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('کد کالا').fill(draft.sku);
    await page.getByRole('button', { name: 'باز کردن پیش‌نمایش' }).click();
    await expect(page).toHaveURL(`/fa/staff/preview/${draft.sku}`);
    const bar = page.getByRole('complementary', { name: 'پیش‌نمایش' });
    await expect(bar).toContainText('پیش‌نمایش — هنوز منتشر نشده');
    await expect(bar).toContainText('این محصول پیش‌نویس است');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // As it will look once published: in stock, with the order buttons, not sold out with a bell.
    await hydrated(page);
    await expect(page.locator('article[data-product]')).toHaveAttribute('data-stock', 'instock');
    await expect(page.getByRole('button', { name: 'وقتی موجود شد خبرم کنید' })).toBeHidden();
    await shot(page, 'preview-draft-fa');
    await page.goto(draft.path);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(name);

    // "Set to published" on the draft's preview: published (once Publish runs), and Publish is a link away.
    await page.goto(`/fa/staff/preview/${draft.sku}`);
    await bar.getByRole('button', { name: 'تغییر به منتشرشده' }).click();
    await expect(bar.getByRole('status')).toContainText('وضعیت به منتشرشده تغییر کرد');
    await expect(bar.getByRole('link', { name: 'رفتن به انتشار' })).toHaveAttribute('href', '/fa/staff/publish');
    const status = () =>
      withDatabase((db) => (db.prepare('SELECT status FROM products WHERE sku = ?').get(draft.sku) as { status: string }).status);
    expect(status()).toBe('publish');
  } finally {
    withDatabase((db) => db.prepare("UPDATE products SET status = 'publish' WHERE sku = ?").run(draft.sku));
  }
});

test('a customer gets the 404 page for publishing and the preview', async ({ page }) => {
  await staffLogin(page, 'customer', 'en', '/staff/publish');
  for (const path of [
    '/staff/publish',
    '/fa/staff/publish',
    `/staff/preview/${renamed.sku}`,
    `/fa/staff/preview/${renamed.sku}`,
    '/v1/staff/publish',
  ]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  expect((await page.request.post('/v1/staff/publish')).status()).toBe(404);
  // Signed out: to the login page, coming back to the preview.
  await page.context().clearCookies();
  await page.goto(`/staff/preview/${renamed.sku}`);
  await expect(page).toHaveURL(/\/account\/login\?next=%2Fstaff%2Fpreview%2FPRT0157/);
});
