import { readFileSync } from 'node:fs';
import { devices, expect } from '@playwright/test';
import { checkoutLabels } from './checkoutLabels.ts';
import { shot, staffLogin } from './staff.ts';
import { expectAccessible, hydrated, persian, test, withDatabase } from './support.ts';

// Publishing and the preview (docs/staff.md#publishing): the suite's one real publish, in a project run after the
// others, building into the e2e server's BUILDS_DIR. These tests publish, so they run one after another.
test.describe.configure({ mode: 'default' });

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
    await expect(bar.getByText('این محصول پیش‌نویس است')).toBeHidden();
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

// A published product that lost its pictures: Publish names it with a link and will not start; ticked "No picture
// yet", it may go live saying a picture is coming (checked after the loops below published).
const pictureless = { sku: 'CND02OS', path: '/fa/Products/CND02OS/anjir-scented-candle' };

test('a product that would go live broken keeps publishing from starting, named with a link to its fix', async ({ page }) => {
  withDatabase((db) => db.prepare("UPDATE products SET images = '[]' WHERE sku = ?").run(pictureless.sku));
  await staffLogin(page, 'editor', 'fa', '/staff/publish');
  await hydrated(page);
  const gaps = page.getByRole('region', { name: 'هنوز آمادهٔ انتشار نیست' });
  await expect(gaps).toContainText(`${pictureless.sku}: تصویر ندارد`);
  await page.getByRole('button', { name: 'همین حالا منتشر شود' }).click();
  await expect(page.getByText('منتشر نشد: چند محصول ناقص نمایش داده می‌شوند', { exact: false }).first()).toBeVisible();
  await shot(page, 'publish-gaps-fa');
  await gaps.getByRole('link', { name: pictureless.sku }).click();
  await expect(page).toHaveURL(`/fa/staff/products/${pictureless.sku}`);
  await hydrated(page);
  await page.getByRole('checkbox', { name: 'فعلاً بدون تصویر' }).check();
  await page.getByRole('button', { name: 'ذخیره', exact: true }).click();
  await expect(page.getByText(/ذخیره شد\./)).toBeVisible();
  await page.goto('/fa/staff/publish');
  await expect(page.getByRole('region', { name: 'هنوز آمادهٔ انتشار نیست' })).toHaveCount(0);
});

// The whole loop, per language and screen: an editor adds and publishes a product; a shopper finds and orders it;
// staff see it arrive, read the price, keep notes and mark it called; the record says each step.
const loops = [
  {
    lang: 'fa',
    prefix: '/fa',
    device: 'Pixel 7',
    n: (value: number | string) => persian(String(value)),
    newProduct: 'محصول جدید',
    familyCode: 'کد خانواده',
    size: (n: string) => `اندازهٔ ${n}`,
    sizeCode: 'کد اندازه',
    sizeTitleEn: 'عنوان اندازه به انگلیسی',
    sizeTitleFa: 'عنوان اندازه به فارسی',
    stock: 'موجودی',
    addSizeRow: 'افزودن اندازهٔ دیگر',
    nameEn: 'نام انگلیسی',
    nameFa: 'نام فارسی',
    status: 'وضعیت',
    published: 'منتشرشده',
    addPhoto: 'افزودن تصویر',
    picture: (n: string) => `تصویر ${n}`,
    create: 'افزودن محصول',
    price: /قیمت \(تومان\)$/,
    typedPrice: '۱۲۵۰۰۰۰',
    save: 'ذخیره',
    saved: /ذخیره شد\. پس از انتشار در فروشگاه دیده می‌شود\./,
    waiting: 'در انتظار انتشار',
    wentLive: 'منتشر شد',
    publishNow: 'همین حالا منتشر شود',
    live: /منتشر شد: فروشگاه از ساعت/,
    search: 'جست‌وجوی کالا',
    add: 'افزودن به سبد خرید',
    sendOrder: 'ثبت سفارش',
    provinceName: 'اصفهان',
    orderNumber: /شمارهٔ سفارش شما: [۰-۹]+/,
    showNew: 'نمایش',
    order: (id: number) => `سفارش ${persian(String(id))}`,
    total: 'جمع برای اعلام به مشتری: ۱٬۲۵۰٬۰۰۰ تومان',
    note: 'یادداشت (اختیاری)',
    keepNote: 'ثبت یادداشت',
    notes: 'یادداشت‌های تماس',
    markCalled: 'ثبت: تماس گرفته شد',
    called: 'تماس گرفته شد',
    audit: {
      added: (code: string) => new RegExp(`^محصول \\W?${code}\\W? افزوده شد$`),
      prices: (sku: string) => new RegExp(`^قیمت‌های محصول \\W?${sku}\\W? تغییر کرد$`),
      publish: 'انتشار آغاز شد',
      note: (id: number) => new RegExp(`^یادداشتی برای سفارش \\W?${persian(String(id))}\\W? ثبت شد$`),
      status: (id: number) => new RegExp(`^سفارش \\W?${persian(String(id))}\\W? تغییر کرد$`),
      statusLine: /وضعیت: جدید ← تماس گرفته شد/,
    },
  },
  {
    lang: 'en',
    prefix: '',
    device: 'Desktop Chrome',
    n: (value: number | string) => String(value),
    newProduct: 'New product',
    familyCode: 'Family code',
    size: (n: string) => `Size ${n}`,
    sizeCode: 'Size code',
    sizeTitleEn: 'Size title in English',
    sizeTitleFa: 'Size title in Persian',
    stock: 'Stock',
    addSizeRow: 'Add another size',
    nameEn: 'Name in English',
    nameFa: 'Name in Persian',
    status: 'Status',
    published: 'Published',
    addPhoto: 'Add photograph',
    picture: (n: string) => `Picture ${n}`,
    create: 'Add the product',
    price: /Price \(tomans\)$/,
    typedPrice: '1,250,000',
    save: 'Save',
    saved: /Saved\. The shop shows it once you publish\./,
    waiting: 'Waiting to be published',
    wentLive: 'Now live',
    publishNow: 'Publish now',
    live: /Live: the shop shows the new pages since/,
    search: 'Search products',
    add: 'Add to order list',
    sendOrder: 'Send the order',
    provinceName: 'Isfahan',
    orderNumber: /Your order number: \d+/,
    showNew: 'Show them',
    order: (id: number) => `Order ${id}`,
    total: 'Total to quote: 1,250,000 tomans',
    note: 'Note (optional)',
    keepNote: 'Keep the note',
    notes: 'Call notes',
    markCalled: 'Mark called',
    called: 'Called',
    audit: {
      added: (code: string) => new RegExp(`^Product \\W?${code}\\W? added$`),
      prices: (sku: string) => new RegExp(`^Prices of product \\W?${sku}\\W? changed$`),
      publish: 'Publishing started',
      note: (id: number) => new RegExp(`^Note added to order \\W?${id}\\W?$`),
      status: (id: number) => new RegExp(`^Order \\W?${id}\\W? changed$`),
      statusLine: /Status: New → Called/,
    },
  },
] as const;

for (const l of loops) {
  test(`the shop's loop (${l.lang}, ${l.device}): a new product published, found, ordered, called back, and recorded in words`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const open = async () => (await browser.newContext({ ...devices[l.device], baseURL: baseURL!, locale: l.lang })).newPage();
    const code = `L${l.lang === 'fa' ? 'F' : 'E'}${String(Date.now() % 1000).padStart(3, '0')}`;
    const name = l.lang === 'fa' ? `کوزهٔ چرخه ${persian(code.slice(2))}` : `Loop jar ${code}`;

    // An editor adds the product: two sizes, a photograph, published; then the prices to quote of its first size.
    const editor = await open();
    await staffLogin(editor, 'editor', l.lang, '/staff/products');
    await editor.getByRole('link', { name: l.newProduct }).click();
    await hydrated(editor);
    await editor.getByLabel(l.familyCode).fill(code);
    const first = editor.getByRole('group', { name: l.size(l.n(1)) });
    await first.getByLabel(l.sizeCode).fill('12');
    await first.getByLabel(l.stock).fill(l.n(9));
    await editor.getByRole('button', { name: l.addSizeRow }).click();
    // A size the vases do not name yet, titled here: it goes live written out, with a chip in the vases' filter.
    const second = editor.getByRole('group', { name: l.size(l.n(2)) });
    const tall = { code: `T${l.lang === 'fa' ? 'F' : 'E'}`, en: 'Ø24, tall', fa: 'قطر ۲۴، بلند' };
    await second.getByLabel(l.sizeCode).fill(tall.code);
    await second.getByLabel(l.stock).fill(l.n(5));
    await second.getByLabel(l.sizeTitleEn).fill(tall.en);
    await second.getByLabel(l.sizeTitleFa).fill(tall.fa);
    await editor.getByLabel(l.nameEn).fill(l.lang === 'fa' ? `Loop jar ${code}` : name);
    await editor.getByLabel(l.nameFa).fill(l.lang === 'fa' ? name : `کوزهٔ چرخه ${code}`);
    await editor.getByLabel(l.status).selectOption({ label: l.published });
    // The vases, whose size filters name 12 and 16: a size no filter names would keep it from going live.
    await editor
      .getByRole('group', { name: /Categories|دسته‌بندی‌ها/ })
      .getByRole('checkbox', { name: l.lang === 'fa' ? 'گلدان‌ها' : 'Vases', exact: true })
      .check();
    await editor
      .getByLabel(l.addPhoto)
      .setInputFiles({ name: 'gravel.png', mimeType: 'image/png', buffer: readFileSync('bench/photos/gravel.png') });
    await expect(editor.getByRole('img', { name: l.picture(l.n(1)), exact: true })).toBeVisible({ timeout: 30_000 });
    await editor.getByRole('button', { name: l.create, exact: true }).click();
    await expect(editor).toHaveURL(new RegExp(`${l.prefix}/staff/products/${code}12\\?added$`));
    await hydrated(editor);
    const prices = editor.getByRole('textbox', { name: l.price });
    await expect(prices.first()).toBeVisible();
    for (const box of await prices.all()) await box.fill(l.typedPrice);
    await editor.getByRole('button', { name: l.save, exact: true }).click();
    await expect(editor.getByText(l.saved)).toBeVisible();

    // Published: Publish lists the new product among what waits, then says it is live.
    await editor.goto(`${l.prefix}/staff/publish`);
    await hydrated(editor);
    await expect(editor.getByRole('region', { name: l.waiting })).toContainText(code);
    await editor.getByRole('button', { name: l.publishNow }).click();
    // (An earlier publish's "Live" may still show: this one is live when it lists the product as gone live.)
    await expect(editor.getByRole('region', { name: l.wentLive })).toContainText(code, { timeout: 240_000 });
    await expect(editor.getByRole('status').filter({ hasText: l.live })).toBeVisible();

    // Staff have the orders page open before the order comes.
    const staff = await open();
    await staffLogin(staff, 'staff', l.lang, '/staff/orders');
    await hydrated(staff);
    const title = await staff.title();

    // A shopper searches for it by name, opens it from the search page and orders one package.
    const shopper = await open();
    await shopper.goto(`${l.prefix}/`);
    await shopper.getByRole('searchbox', { name: l.search }).first().fill(name);
    await shopper.keyboard.press('Enter');
    await expect(shopper).toHaveURL(new RegExp(`${l.prefix}/Products/Search\\?searchResult=`));
    await shopper.getByRole('link', { name }).first().click();
    await expect(shopper.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(shopper.getByRole('main')).toContainText(l.lang === 'fa' ? tall.fa : tall.en);
    await shopper.locator('[data-product][data-enhanced]').first().waitFor();
    await shopper.locator('[data-product]').first().getByRole('button', { name: l.add }).click();
    await expect.poll(() => shopper.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]').length)).toBe(1);
    await shopper.goto(`${l.prefix}/checkout`);
    const labels = checkoutLabels[l.lang];
    const field = (label: string) => shopper.getByRole('textbox', { name: label, exact: true });
    await field(labels.firstName).fill('Parisa');
    await field(labels.lastName).fill('Nouri');
    await field(labels.mobile).fill(persian('09127778899'));
    await field(labels.shopName).fill('Nouri Ceramics');
    await shopper.getByRole('combobox', { name: labels.province, exact: true }).selectOption(l.provinceName);
    await field(labels.city).fill('Kashan');
    await field(labels.address).fill('12 Fin Garden Rd');
    await field(labels.postalCode).fill('8715678901');
    await shopper.getByRole('button', { name: l.sendOrder }).click();
    const said = (await shopper.getByText(l.orderNumber).textContent())!;
    // The number the customer reads, as staff read it too.
    const orderId = Number(said.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0)).replace(/\D/g, ''));

    // The order arrives on the staff page without a reload: counted in the tab's title, then shown open.
    await expect(staff).toHaveTitle(new RegExp(`^\\(${l.lang === 'fa' ? '۱' : '1'}\\) `), { timeout: 30_000 });
    await staff.getByRole('button', { name: l.showNew, exact: true }).click();
    await expect(staff).toHaveTitle(title);
    const row = staff.getByRole('listitem', { name: l.order(orderId), exact: true });
    await expect(row.getByRole('button', { name: l.order(orderId) })).toHaveAttribute('aria-expanded', 'true');
    await expect(row).toContainText(name);
    await expect(row.locator('.order-total')).toHaveText(l.total);
    await row.getByLabel(l.note).fill('No answer, try after 4pm');
    await row.getByRole('button', { name: l.keepNote }).click();
    const notes = row.getByRole('region', { name: l.notes }).getByRole('listitem');
    await expect(notes).toHaveCount(1);
    await row.getByLabel(l.note).fill('Quoted the price; sending tomorrow');
    await row.getByRole('button', { name: l.markCalled }).click();
    await expect(row.locator('.order-status')).toHaveText(new RegExp(`${l.called}$`));
    await expect(notes).toHaveCount(2);

    // The record of changes says each step in words.
    const admin = await open();
    await staffLogin(admin, 'admin', l.lang, '/staff/audit');
    const titles = admin.locator('.audit-title');
    await expect(titles.filter({ hasText: l.audit.added(code) })).toHaveCount(1);
    await expect(titles.filter({ hasText: l.audit.prices(`${code}12`) })).toHaveCount(1);
    await expect(titles.filter({ hasText: l.audit.publish }).first()).toBeVisible();
    await expect(titles.filter({ hasText: l.audit.note(orderId) })).toHaveCount(1);
    const status = admin.getByRole('row').filter({ has: titles.filter({ hasText: l.audit.status(orderId) }) });
    await expect(status).toContainText(l.audit.statusLine);
    await shot(admin, `loop-audit-${l.lang}`);
    for (const page of [editor, staff, shopper, admin]) await page.context().close();
  });
}

test('a product published without a picture by choice says on its page that a picture is coming', async ({ page }) => {
  await page.goto(pictureless.path);
  await expect(page.getByRole('region', { name: 'تصاویر', exact: true })).toContainText('تصویر به‌زودی');
  await shot(page, 'picture-soon-fa');
});
