import { expect } from '@playwright/test';
import { expectAccessible, persian, test, withDatabase } from './support.ts';
import { staffLogin } from './staff.ts';
import { digitsIn } from '~/shared/i18n/format.ts';

const locales = [
  {
    locale: 'en',
    prefix: '',
    accounts: 'Accounts',
    add: 'Add an account',
    mobile: 'Mobile number',
    name: 'Name',
    role: 'Role',
    create: 'Add account',
    editor: 'Editor',
    staff: 'Staff',
    edit: 'Edit',
    save: 'Save',
    created: 'The account is created.',
    badMobile: 'A mobile or phone number has 11 digits',
    exists: 'An account with this mobile number already exists.',
    audit: 'Record of changes',
    changed: 'changed',
    added: 'added',
    arrow: '→',
    kind: 'Kind',
    accountsKind: 'Accounts',
    show: 'Show',
    accountTitle: 'Account',
    nav: 'Staff area sections',
    open: 'Open the staff area',
  },
  {
    locale: 'fa',
    prefix: '/fa',
    accounts: 'حساب‌ها',
    add: 'افزودن حساب',
    mobile: 'شمارهٔ موبایل',
    name: 'نام',
    role: 'نقش',
    create: 'افزودن حساب',
    editor: 'ویرایشگر',
    staff: 'کارمند',
    edit: 'ویرایش',
    save: 'ذخیره',
    created: 'حساب ساخته شد.',
    badMobile: 'شمارهٔ موبایل یا تلفن باید ۱۱ رقم باشد',
    exists: 'حسابی با این شمارهٔ موبایل از قبل وجود دارد.',
    audit: 'سابقهٔ تغییرات',
    changed: 'تغییر کرد',
    added: 'افزوده شد',
    arrow: '←',
    kind: 'نوع',
    accountsKind: 'حساب‌ها',
    show: 'نمایش',
    accountTitle: 'حساب',
    nav: 'بخش‌های کارکنان',
    open: 'ورود به بخش کارکنان',
  },
] as const;

const STAFF_PAGES = ['/staff', '/staff/orders', '/staff/products', '/staff/catalogue', '/staff/publish', '/staff/accounts', '/staff/audit'];
const STAFF_CALLS = ['/v1/staff/orders', '/v1/staff/products', '/v1/staff/publish', '/v1/staff/accounts', '/v1/staff/audit'];

for (const l of locales) {
  test.describe(`staff accounts (${l.locale})`, () => {
    test('an admin adds an editor, is told a taken number in place, changes the role, and reads both changes in the record', async ({
      page,
    }, info) => {
      test.slow(); // logs in, two forms, two pages and an accessibility check
      await staffLogin(page, 'admin', l.locale, '/staff/accounts');
      await expect(page.getByRole('heading', { level: 1, name: l.accounts })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(l.accounts));
      const nav = page.getByRole('navigation', { name: l.nav });
      await expect(nav.getByRole('link', { name: l.accounts })).toHaveAttribute('aria-current', 'page');
      // On a wide screen every destination in sight at once; on a phone one row that scrolls, this page's own in
      // view, so the work starts above the fold (the second review's finding 25).
      const links = await nav.getByRole('link').all();
      expect(links.length).toBeGreaterThanOrEqual(7);
      const width = page.viewportSize()!.width;
      const inView = async (link: (typeof links)[number]) => {
        const box = (await link.boundingBox())!;
        // (A link scrolled to the edge may end a fraction of a pixel past it.)
        return box.x >= -1 && box.x + box.width <= width + 1;
      };
      const boxes = await Promise.all(links.map(async (link) => (await link.boundingBox())!));
      if (info.project.name === 'phone') {
        expect(new Set(boxes.map((box) => Math.round(box.y))).size).toBe(1);
        expect(await inView(nav.getByRole('link', { name: l.accounts }))).toBe(true);
      } else {
        for (const link of links) expect(await inView(link)).toBe(true);
      }
      // Each reachable: brought into view, it is in the window.
      for (const link of links) {
        await link.scrollIntoViewIfNeeded();
        expect(await inView(link)).toBe(true);
      }
      await expectAccessible(page);

      const form = page.getByRole('form', { name: l.add });
      await form.getByLabel(l.mobile).fill('0912');
      await form.getByLabel(l.name).fill('Nasrin Tehrani');
      await form.getByRole('button', { name: l.create }).click();
      await expect(form.getByText(l.badMobile)).toBeVisible();
      await expect(form.getByLabel(l.mobile)).toHaveAttribute('aria-invalid', 'true');

      const phone = `0914${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      await form.getByLabel(l.mobile).fill(phone);
      await form.getByLabel(l.role).selectOption({ label: l.editor });
      await form.getByRole('button', { name: l.create }).click();
      await expect(page.getByRole('status').filter({ hasText: l.created })).toBeVisible();
      // The number as the page writes it: Persian digits on a Persian page.
      const shown = l.locale === 'fa' ? persian(phone) : phone;
      const card = page.getByRole('listitem').filter({ hasText: shown });
      await expect(card).toContainText('Nasrin Tehrani');
      await expect(card).toContainText(l.editor);
      expect(withDatabase((db) => db.prepare('SELECT roles FROM accounts WHERE phoneNumber = ?').get(phone))).toEqual({ roles: 'editor' });

      // The same number again: refused, said beside the form.
      await form.getByLabel(l.mobile).fill(phone);
      await form.getByLabel(l.name).fill('Someone Else');
      await form.getByRole('button', { name: l.create }).click();
      await expect(form.getByRole('alert')).toHaveText(l.exists);

      // A Latin name in a Persian control's name is isolated in its own direction.
      await card.getByRole('button', { name: new RegExp(`^${l.edit}: \u2068?Nasrin Tehrani\u2069?$`) }).click();
      const editor = page.getByRole('listitem').filter({ hasText: shown });
      await editor.getByLabel(l.role).selectOption({ label: l.staff });
      await editor.getByRole('button', { name: l.save }).click();
      await expect(editor.getByRole('button', { name: l.save })).toHaveCount(0);
      await expect(page.getByRole('listitem').filter({ hasText: shown })).toContainText(l.staff);
      expect(withDatabase((db) => db.prepare('SELECT roles FROM accounts WHERE phoneNumber = ?').get(phone))).toEqual({ roles: 'staff' });

      await nav.getByRole('link', { name: l.audit }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.audit })).toBeVisible();
      // Each change in words, the number in the page's digits: the role from editor to staff, and the account's start.
      const rows = page.getByRole('row').filter({ hasText: digitsIn(l.locale, phone) });
      await expect(rows.filter({ hasText: l.changed })).toContainText(`${l.role}: ${l.editor} ${l.arrow} ${l.staff}`);
      await expect(rows.filter({ hasText: l.added })).toContainText(`${l.role}: ${l.editor}`);
      await expectAccessible(page);

      // Narrowed to accounts, the record shows only accounts' changes, and keeps the choice.
      await page.getByLabel(l.kind).selectOption({ label: l.accountsKind });
      await page.getByRole('button', { name: l.show }).click();
      await expect(page.getByLabel(l.kind)).toHaveValue('accounts');
      const narrowed = page.getByRole('row').filter({ has: page.getByRole('cell') });
      await expect(narrowed.first()).toBeVisible();
      for (const row of await narrowed.all()) await expect(row).toContainText(l.accountTitle);
    });

    test('a customer signed in is refused every staff page and call with the 404 page, and sees no staff link', async ({ page }) => {
      await staffLogin(page, 'customer', l.locale, '/staff');
      for (const path of STAFF_PAGES) {
        const response = await page.goto(`${l.prefix}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByRole('navigation', { name: l.nav })).toHaveCount(0);
      }
      for (const path of STAFF_CALLS) expect((await page.request.get(path)).status(), path).toBe(404);
      await page.goto(`${l.prefix}/profile/userManager`);
      await expect(page.getByRole('link', { name: l.open })).toHaveCount(0);
    });

    test('an editor sees only the catalogue parts, and the accounts page answers 404', async ({ page }) => {
      await staffLogin(page, 'editor', l.locale, '/staff');
      // The staff area opens on the dashboard, with the catalogue's figures only.
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/staff$`));
      await expect(page.locator('#calls')).toHaveCount(0);
      await expect(page.locator('#awaited')).toBeVisible();
      const nav = page.getByRole('navigation', { name: l.nav });
      await expect(nav.getByRole('link', { name: l.accounts })).toHaveCount(0);
      expect((await page.goto(`${l.prefix}/staff/accounts`))?.status()).toBe(404);
      expect((await page.request.get('/v1/staff/audit')).status()).toBe(404);
      // Their account page leads them back to the staff area.
      await page.goto(`${l.prefix}/profile/userManager`);
      await page.getByRole('link', { name: l.open }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/staff$`));
    });
  });
}
