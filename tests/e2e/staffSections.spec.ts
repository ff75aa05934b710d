import { expect, type Page } from '@playwright/test';
import { hydrated, test, expectAccessible } from './support.ts';
import { shot, staffLogin } from './staff.ts';

// Editors change a catalogue section while other suites read the demo, so a test adds a category of its own and
// removes it; saving tests run one after another on the desktop, the phone only reads.
test.describe.configure({ mode: 'serial' });

const locales = [
  {
    locale: 'en',
    prefix: '',
    nav: 'Categories and menu',
    tabs: ['Categories', 'Banners', 'Package types', 'Menu'],
    add: 'Add a category',
    newRow: 'New category',
    code: 'Code',
    sizes: 'Size filters',
    sizeUnit: 'Size unit',
    centimetres: 'Centimetres (cm)',
    nameEn: 'Name in English',
    nameFa: 'Name in Persian',
    parent: 'Under',
    save: 'Save',
    saved: /Saved\. The shop shows it once you publish\./,
    badCode: '"e2e en!" is not a code: use up to 32 letters A-Z, digits, - or _.',
    remove: (name: string) => `Remove ${name}`,
    addSize: 'Add a size',
    sizeCode: 'Size code',
    sizeEn: 'Title in English',
    sizeFa: 'Title in Persian',
    removeSize: (code: string) => `Remove size ${code}`,
    follows: /The menu follows the categories now/,
    link: 'Link',
    find: 'Find a page to link to',
    found: 'Pages found',
    vases: { query: 'vase', category: 'Vases', opens: 'Opens the category “Vases”.' },
    product: { query: 'dune', name: 'Dune Stoneware Vase', opens: 'Opens the product “Dune Stoneware Vase”.' },
    page: { query: 'about', opens: 'Opens the page “About us”.' },
    unknown: /None of the shop's pages, categories or products has this address/,
  },
  {
    locale: 'fa',
    prefix: '/fa',
    nav: 'دسته‌بندی‌ها و منو',
    tabs: ['دسته‌بندی‌ها', 'بنرها', 'انواع بسته‌بندی', 'منو'],
    add: 'افزودن دسته‌بندی',
    newRow: 'دسته‌بندی جدید',
    code: 'کد',
    sizes: 'فیلترهای اندازه',
    sizeUnit: 'واحد اندازه',
    centimetres: 'سانتی‌متر',
    nameEn: 'نام انگلیسی',
    nameFa: 'نام فارسی',
    parent: 'والد',
    save: 'ذخیره',
    saved: /ذخیره شد\. پس از انتشار در فروشگاه دیده می‌شود\./,
    // The value and the characters allowed, each isolated in the Persian sentence.
    badCode: '«\u2068e2e fa!\u2069» کد نیست: حداکثر ۳۲ نویسه از حروف \u2066A-Z\u2069، رقم، \u2066-\u2069 یا \u2066_\u2069 به کار ببرید.',
    // A Latin name in a Persian control's name is isolated in its own direction.
    remove: (name: string) => `حذف \u2068${name}`,
    addSize: 'افزودن اندازه',
    sizeCode: 'کد اندازه',
    sizeEn: 'عنوان انگلیسی',
    sizeFa: 'عنوان فارسی',
    removeSize: (code: string) => `حذف اندازهٔ \u2066${code}\u2069`,
    follows: /منو اکنون از دسته‌بندی‌ها پیروی می‌کند/,
    link: 'پیوند',
    find: 'یافتن صفحه برای پیوند',
    found: 'صفحه‌های پیداشده',
    vases: { query: 'گلدان', category: 'گلدان‌ها', opens: 'دسته‌بندی «گلدان‌ها» را باز می‌کند.' },
    product: { query: 'تلماسه', name: 'گلدان استون‌ور تلماسه', opens: 'محصول «گلدان استون‌ور تلماسه» را باز می‌کند.' },
    page: { query: 'درباره', opens: 'صفحهٔ «دربارهٔ ما» را باز می‌کند.' },
    unknown: /هیچ صفحه، دسته‌بندی یا محصولی در فروشگاه این نشانی را ندارد/,
  },
] as const;

const categoryList = async (page: Page) =>
  ((await (await page.request.get('/v1/shop/category/list')).json()) as { data: { xCode: string; nameEn: string; nameFa: string }[] }).data;

for (const l of locales) {
  test.describe(`catalogue sections (${l.locale})`, () => {
    test('an editor adds a category, is told a bad code beside its field, saves it and removes it again', async ({ page }, info) => {
      test.skip(info.project.name !== 'desktop', 'the phone only reads: saves run one at a time');
      test.slow();
      await staffLogin(page, 'editor', l.locale, '/staff');
      await page.getByRole('navigation').getByRole('link', { name: l.nav }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/staff/sections/categories$`));
      await expect(page.getByRole('navigation').getByRole('link', { name: l.tabs[0], exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await hydrated(page);
      await expectAccessible(page);

      await page.getByRole('button', { name: l.add }).click();
      // A new row comes last, opened, under its placeholder title until named in the page's language.
      const added = page.locator('.section-rows > li').last();
      await expect(added.locator('summary')).toContainText(l.newRow);
      const name = `E2E ${l.locale} ${Date.now()}`;
      await added.getByLabel(l.nameEn).fill(name);
      // The Latin stamp isolated, as an editor's Persian name with a code in it should be (docs/rules.md#persian-text).
      await added.getByLabel(l.nameFa).fill(`\u2068${name}\u2069 فا`);
      await expect(added.locator('summary')).toContainText(name);
      // A row by its heading (its name is an option of every other row's parent list too).
      const rowNamed = (text: string) => page.getByRole('listitem').filter({ has: page.locator('summary', { hasText: text }) });
      await added.getByLabel(l.code, { exact: true }).fill(`e2e ${l.locale}!`);
      await page.getByRole('button', { name: l.save, exact: true }).click();
      await expect(added.getByLabel(l.code, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(added.getByText(l.badCode, { exact: true })).toBeVisible();
      await expect(page.getByRole('alert')).toBeFocused();
      await shot(page, `sections-error-${l.locale}`);
      expect((await categoryList(page)).some((c) => c.nameEn === name)).toBe(false);

      // Size filters as rows: a code and two titles each; one added by mistake and removed again.
      const sizes = added.getByRole('group', { name: l.sizes });
      for (const [code, en, fa] of [
        ['SM', 'Small', 'کوچک'],
        ['XX', 'Wrong', ''],
        ['LG', 'Large', ''],
      ]) {
        await sizes.getByRole('button', { name: l.addSize }).click();
        const last = sizes.getByRole('listitem').last();
        await last.getByLabel(l.sizeCode).fill(code!.toLowerCase());
        await last.getByLabel(l.sizeEn).fill(en!);
        if (fa) await last.getByLabel(l.sizeFa).fill(fa);
      }
      await expect(sizes.getByRole('listitem').nth(1).getByLabel(l.sizeCode)).toHaveValue('XX');
      await sizes.getByRole('button', { name: l.removeSize('XX') }).click();
      await expect(sizes.getByRole('listitem')).toHaveCount(2);
      await expect(sizes.getByLabel(l.sizeFa).first()).toHaveAttribute('dir', 'rtl');

      // Its sizes in centimetres: the product page's Details say so.
      await added.getByLabel(l.sizeUnit).selectOption({ label: l.centimetres });

      const code = `E2E${l.locale.toUpperCase()}`;
      await added.getByLabel(l.code, { exact: true }).fill(code);
      await page.getByRole('button', { name: l.save, exact: true }).click();
      await expect(page.getByText(l.saved)).toBeVisible();
      expect((await categoryList(page)).find((c) => c.xCode === code)).toMatchObject({ nameEn: name, nameFa: `\u2068${name}\u2069 فا` });
      const saved = (await (await page.request.get('/v1/staff/catalogue/sections/categories')).json()) as {
        data: { rows: { key: string; sizeFilters: string; sizeUnit: string }[] };
      };
      expect(saved.data.rows.find((row) => row.key === code)).toMatchObject({ sizeFilters: 'SM:Small:کوچک | LG:Large', sizeUnit: 'cm' });
      // Saved, its code stays as it is.
      await expect(rowNamed(name).getByLabel(l.code, { exact: true })).toHaveAttribute('readonly', '');

      await page.reload();
      await hydrated(page);
      const stored = rowNamed(name);
      await stored.locator('summary').click();
      await stored.getByRole('button', { name: l.remove(name) }).click();
      await page.getByRole('button', { name: l.save, exact: true }).click();
      await expect(page.getByText(l.saved)).toBeVisible();
      expect((await categoryList(page)).some((c) => c.xCode === code)).toBe(false);
    });

    test('the sections read well on the screen at hand: tabs, the menu following the categories, a row opened', async ({ page }) => {
      test.slow(); // four sections, each opened and checked for accessibility
      await staffLogin(page, 'editor', l.locale, '/staff/sections/menu');
      await expect(page.getByRole('heading', { level: 1, name: l.tabs[3] })).toBeVisible();
      for (const tab of l.tabs) await expect(page.getByRole('navigation').getByRole('link', { name: tab, exact: true })).toBeVisible();
      await expect(page.getByText(l.follows)).toBeVisible();
      await hydrated(page);
      const first = page.locator('.section-row').first();
      await first.locator('summary').click();
      await expect(first.getByLabel(l.parent)).toBeVisible();
      await expectAccessible(page);
      await shot(page, `sections-menu-${l.locale}`);

      // A link chosen from the shop's categories, products and pages by name; a typed one says what it opens.
      const link = first.getByLabel(l.link, { exact: true });
      const find = first.getByLabel(l.find);
      const choices = first.getByRole('list', { name: l.found });
      await find.fill(l.vases.query);
      await choices.getByRole('button', { name: new RegExp(l.vases.category) }).click();
      await expect(link).toHaveValue('/category/VAS/vases');
      await expect(link).toHaveAccessibleDescription(new RegExp(`^${l.vases.opens}`));
      await expect(find).toHaveValue('');
      await find.fill(l.product.query);
      await choices
        .getByRole('button', { name: new RegExp(l.product.name) })
        .first()
        .click();
      await expect(link).toHaveValue(/^\/Products\/[A-Z0-9]{7}\/[a-z0-9-]+$/);
      await expect(first.getByText(l.product.opens)).toBeVisible();
      await find.fill(l.page.query);
      await choices.getByRole('button').first().click();
      await expect(link).toHaveValue('/aboutUs');
      await expect(first.getByText(l.page.opens)).toBeVisible();
      await link.fill('/nowhere');
      await expect(first.getByText(l.unknown)).toBeVisible();
      await shot(page, `sections-link-${l.locale}`);
      for (const name of ['categories', 'banners', 'packages'] as const) {
        await page.goto(`${l.prefix}/staff/sections/${name}`);
        await hydrated(page);
        await page.locator('.section-row').first().locator('summary').click();
        await expectAccessible(page);
        await shot(page, `sections-${name}-${l.locale}`);
      }
      // No horizontal scrolling, whatever the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    });
  });
}
