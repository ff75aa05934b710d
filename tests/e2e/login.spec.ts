import { CUSTOMER } from '../support/customer.ts';
import { expect, type Page } from '@playwright/test';
import { codeFor, live, newAccount, persian, test, withDatabase, expectAccessible } from './support.ts';

const locales = [
  {
    prefix: '',
    lang: 'en',
    login: 'Log in',
    intro: 'Log in with your mobile number: we text you a six-digit code.',
    newCustomer: 'New customer?',
    close: 'Close',
    contactUs: 'Contact us',
    needsJs: 'Logging in needs JavaScript, which is turned off in this browser.',
    phone: 'Mobile number',
    send: 'Send the code',
    verify: 'Verify code',
    digit: 'Digit 1 of 6',
    verifyButton: 'Verify',
    resendIn: /You can ask for a new code in 1:5\d/,
    resend: 'Send a new code',
    sending: 'Sending a new code…',
    change: 'Change the phone number',
    wrong: 'The code is not correct. Please check it and try again.',
    signedIn: 'My account',
    signedOut: 'Log in',
    loggedIn: 'You are logged in.',
    orders: 'My orders',
    addresses: 'My addresses',
    logout: 'Log out',
    status: 'We have called you',
    add: 'Add an address',
    postalCode: 'Postal code',
    postalError: 'The first five digits of a postal code may not contain 0 or 2',
    required: 'Enter your first name',
    save: 'Save the address',
    remove: 'Remove',
    confirmRemove: 'Remove this address?',
    cancel: 'Cancel',
  },
  {
    prefix: '/fa',
    lang: 'fa',
    login: 'ورود',
    intro: 'با شمارهٔ موبایل خود وارد شوید: یک کد شش‌رقمی برایتان پیامک می‌کنیم.',
    newCustomer: 'مشتری جدید هستید؟',
    close: 'بستن',
    contactUs: 'با ما تماس بگیرید',
    needsJs: 'برای ورود باید جاوااسکریپت در این مرورگر فعال باشد.',
    phone: 'شمارهٔ موبایل',
    send: 'ارسال کد',
    verify: 'تأیید کد',
    digit: 'رقم ۱ از ۶',
    verifyButton: 'تأیید',
    resendIn: /ارسال دوبارهٔ کد تا ۱:۵[۰-۹] دیگر/,
    resend: 'ارسال دوبارهٔ کد',
    sending: 'در حال ارسال کد تازه…',
    change: 'تغییر شمارهٔ موبایل',
    wrong: 'کد درست نیست. لطفاً آن را بررسی کنید و دوباره امتحان کنید.',
    signedIn: 'حساب کاربری من',
    signedOut: 'ورود',
    loggedIn: 'وارد حساب کاربری خود شدید.',
    orders: 'سفارش‌های من',
    addresses: 'نشانی‌های من',
    logout: 'خروج از حساب',
    status: 'با شما تماس گرفتیم',
    add: 'افزودن نشانی',
    postalCode: 'کد پستی',
    postalError: 'پنج رقم اول کد پستی نباید ۰ یا ۲ داشته باشد',
    required: 'نام خود را وارد کنید',
    save: 'ذخیرهٔ نشانی',
    remove: 'حذف',
    confirmRemove: 'این نشانی حذف شود؟',
    cancel: 'انصراف',
  },
] as const;

/** No axe findings on the page as it is now. */

/** Console errors and uncaught errors from now on. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const l of locales) {
  test.describe(l.lang, () => {
    test('opens on the number, offers sign-up below it, and shows the code step in the page’s digits, without a console error', async ({
      page,
    }) => {
      const phone = newAccount();
      const errors = consoleErrors(page);
      await page.goto(`${l.prefix}/`);
      await live(page);
      // The dialog's island loads on this click and finds the dialog already asked for.
      await page.getByRole('contentinfo').getByRole('link', { name: l.login }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // The number first, under one line that says what happens; signing up is offered below the form.
      await expect(dialog.locator('p').first()).toHaveText(l.intro);
      const field = dialog.getByLabel(l.phone);
      const newCustomer = dialog.getByText(l.newCustomer);
      await expect(newCustomer).toBeVisible();
      expect((await field.boundingBox())!.y).toBeLessThan((await newCustomer.boundingBox())!.y);
      await expect(dialog.getByRole('link', { name: l.contactUs })).toHaveAttribute('href', `${l.prefix}/contactUs`);
      const close = dialog.getByRole('button', { name: l.close });
      await expect(close.locator('svg')).toBeVisible();
      expect(await close.boundingBox()).toMatchObject({ width: 44, height: 44 });
      await expectAccessible(page);
      await field.fill(phone);
      await dialog.getByRole('button', { name: l.send }).click();
      await expect(dialog.getByRole('heading', { name: l.verify })).toBeVisible();
      // The number it went to, in the page's digits, read left to right.
      await expect(dialog.locator('bdi[dir="ltr"]')).toHaveText(l.lang === 'fa' ? persian(phone) : phone);
      await expect(dialog.getByRole('button', { name: l.verifyButton, exact: true })).toBeDisabled();
      await expectAccessible(page);
      await close.click();
      await expect(dialog).toBeHidden();
      expect(errors).toEqual([]);
    });

    test('signs in from the footer LOGIN link, sees orders and addresses, and signs out', async ({ page }) => {
      test.slow(); // a whole visit: four pages, three accessibility checks
      const phone = newAccount();
      await page.goto(`${l.prefix}/`);
      await live(page);
      await page.getByRole('contentinfo').getByRole('link', { name: l.login }).click();
      const dialog = page.getByRole('dialog');
      // Persian digits are accepted.
      await dialog.getByLabel(l.phone).fill(persian(phone));
      await dialog.getByRole('button', { name: l.send }).click();
      await expect(dialog.getByRole('heading', { name: l.verify })).toBeVisible();
      await expect(dialog.getByRole('button', { name: l.verifyButton, exact: true })).toBeDisabled();
      const code = await codeFor(phone);
      await dialog.getByRole('textbox', { name: l.digit }).fill(code); // the phone's one-time-code autofill fills the first box
      await expect(dialog).toBeHidden();
      // The service's welcome is seen once the dialog has gone, and every account link says who is signed in.
      await expect(page.getByRole('status').filter({ hasText: l.loggedIn })).toBeVisible();
      const account = page.getByRole('banner').getByRole('link', { name: l.signedIn });
      await expect(account).toBeVisible();
      // Beside the icon, where the bar has room: the account's first name (newAccount names it "Test Shopper").
      if (test.info().project.name === 'desktop') await expect(account.getByText('Test', { exact: true })).toBeVisible();
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: l.signedIn })).toBeVisible();
      await expect(footer.getByRole('link', { name: l.login, exact: true })).toHaveCount(0);
      expect((await page.context().cookies()).find((c) => c.name === 'session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

      await account.click();
      await page.getByRole('link', { name: l.orders }).click();
      await expect(page.getByRole('heading', { level: 1, name: l.orders })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(l.status);
      await expect(page.getByRole('main')).toContainText('VAS0112');
      await expectAccessible(page);

      await page.getByRole('link', { name: l.addresses }).click();
      await expect(page.getByRole('main')).toContainText('Karimi Crafts');
      await page.getByRole('button', { name: l.add }).click();
      // The address book's form is the order form's: required marks and the province list.
      const province = page
        .locator('form.address-form')
        .getByRole('combobox', { name: l.lang === 'fa' ? 'استان' : 'Province', exact: true });
      await expect(province).toHaveAttribute('aria-required', 'true');
      await expect(province.locator('option:not([value=""])')).toHaveCount(31);
      const postal = page.getByLabel(l.postalCode);
      await postal.fill('0234567891');
      await postal.blur();
      await expect(page.getByText(l.postalError)).toBeVisible();
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.getByText(l.required).first()).toBeVisible();
      await expectAccessible(page);
      const form = page.locator('form.address-form');
      const fill = async (label: string, value: string) => form.getByRole('textbox', { name: label, exact: true }).fill(value);
      await fill(l.lang === 'fa' ? 'نام' : 'First name', 'Nima');
      await fill(l.lang === 'fa' ? 'نام خانوادگی' : 'Last name', 'Farahani');
      await fill(l.lang === 'fa' ? 'شمارهٔ موبایل یا تلفن' : 'Mobile or phone number', persian('013 3322 1100')); // a landline, area code and all
      await fill(l.lang === 'fa' ? 'نام فروشگاه' : 'Shop name', 'Nima Design');
      await province.selectOption(l.lang === 'fa' ? 'گیلان' : 'Gilan');
      await fill(l.lang === 'fa' ? 'شهر' : 'City', 'Rasht');
      await fill(l.lang === 'fa' ? 'نشانی' : 'Address', '3 Golsar Ave');
      await postal.fill(persian('4134567891'));
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.locator('.address-card')).toHaveCount(2);
      await page.reload();
      await expect(page.locator('.address-card').nth(1)).toContainText('Nima Design');
      await expect(page.locator('.address-card').nth(1)).toContainText(l.lang === 'fa' ? persian('01333221100') : '01333221100');
      // Removing asks first, in the shop's own dialog: Cancel keeps the address, Remove takes it away.
      await live(page);
      await page.locator('.address-card').nth(1).getByRole('button', { name: l.remove }).click();
      const ask = page.getByRole('dialog', { name: l.confirmRemove });
      await expect(ask.getByRole('button', { name: l.cancel })).toBeFocused();
      await expectAccessible(page);
      await ask.getByRole('button', { name: l.cancel }).click();
      await expect(ask).toBeHidden();
      await expect(page.locator('.address-card')).toHaveCount(2);
      await page.locator('.address-card').nth(1).getByRole('button', { name: l.remove }).click();
      await ask.getByRole('button', { name: l.remove, exact: true }).click();
      await expect(page.locator('.address-card')).toHaveCount(1);
      await expect(page.getByRole('main')).not.toContainText('Nima Design');

      await page.getByRole('link', { name: l.signedIn }).first().click();
      await page.getByRole('button', { name: l.logout }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/account/login$`));
      await live(page);
      await expect(page.getByRole('banner').getByRole('link', { name: l.signedOut })).toBeVisible();
      await page.goto(`${l.prefix}/profile/orders`);
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/account/login\\?next=`));
    });

    test('a shopper who ordered without an account gets the code, signs in and finds the order under My orders', async ({
      page,
      request,
    }) => {
      // A guest's number: no account, one order (the second review's finding 2).
      const phone = `0935${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      const products = (await (await request.get('/v1/product/list/all/1/50')).json()) as {
        data: { items: { sku: string; stock_status: string }[] };
      };
      const sku = products.data.items.find((p) => p.stock_status === 'instock')!.sku;
      const order = await request.post('/v1/order', {
        data: { items: [{ sku, count: 1 }], customer: { ...CUSTOMER, mobile: phone } },
        headers: { 'idempotency-key': `guest-${phone}` },
      });
      expect(order.status()).toBe(200);
      await page.goto(`${l.prefix}/account/login`);
      await live(page);
      await page.getByLabel(l.phone).fill(phone);
      await page.getByRole('button', { name: l.send }).click();
      await page.getByRole('textbox', { name: l.digit }).fill(await codeFor(phone));
      // Signed in: the login page leads to the account the first sign-in made.
      await expect(page.getByRole('heading', { level: 1, name: l.signedIn })).toBeVisible();
      await page.goto(`${l.prefix}/profile/orders`);
      await expect(page.getByRole('heading', { level: 1, name: l.orders })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(sku);
    });

    test('counts down from 1:59, resends only at 0 with a loader, and takes the new code', async ({ page }) => {
      const phone = newAccount();
      await page.clock.install();
      await page.goto(`${l.prefix}/`);
      await live(page);
      await page.getByRole('contentinfo').getByRole('link', { name: l.login }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(l.phone).fill(phone);
      await dialog.getByRole('button', { name: l.send }).click();
      await expect(dialog.getByRole('timer')).toHaveText(l.resendIn);
      await expect(dialog.getByRole('button', { name: l.resend })).toHaveCount(0);
      const first = await codeFor(phone);

      await page.clock.fastForward('02:00');
      // The server keeps its own 119 s: move this number's send into the past as well.
      withDatabase((db) => db.prepare('UPDATE otpSends SET sentAt = sentAt - 120000 WHERE phoneNumber = ?').run(phone));
      await dialog.getByRole('button', { name: l.resend }).click();
      await expect(dialog.getByRole('status')).toHaveText(l.sending);
      const second = await codeFor(phone, first);
      await page.clock.fastForward('00:05');
      await expect(dialog.getByRole('heading', { name: l.verify })).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: l.digit })).toHaveValue('');
      await expect(dialog.getByRole('timer')).toHaveText(l.resendIn);
      await dialog.getByRole('textbox', { name: l.digit }).fill(second);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('banner').getByRole('link', { name: l.signedIn })).toBeVisible();
    });

    test('says so when the code is wrong; change-number goes back, and closing starts over', async ({ page }) => {
      const phone = newAccount();
      await page.goto(`${l.prefix}/cart`);
      await live(page);
      await page.getByRole('contentinfo').getByRole('link', { name: l.login }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(l.phone).fill(phone);
      await dialog.getByRole('button', { name: l.send }).click();
      const code = await codeFor(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      // Typed box by box, Persian digits included.
      await dialog.getByRole('textbox', { name: l.digit }).focus();
      await page.keyboard.type(persian(wrong));
      await expect(dialog.getByRole('alert')).toHaveText(l.wrong);
      await expect(dialog.getByRole('textbox', { name: l.digit })).toHaveValue('');
      await dialog.getByRole('button', { name: l.change }).click();
      await expect(dialog.getByLabel(l.phone)).toHaveValue(phone);
      await dialog.getByRole('button', { name: l.send }).click();
      await expect(dialog.getByRole('heading', { name: l.verify })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await page.getByRole('contentinfo').getByRole('link', { name: l.login }).click();
      await expect(page.getByRole('dialog').getByLabel(l.phone)).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('timer')).toHaveCount(0);
    });

    test('a profile page sends a signed-out visitor to the login page and back after the code', async ({ page }) => {
      const phone = newAccount();
      await page.goto(`${l.prefix}/profile/address`);
      await expect(page).toHaveURL(`${l.prefix}/account/login?next=${encodeURIComponent(`${l.prefix}/profile/address`)}`);
      await expect(page.getByRole('main').getByRole('link', { name: l.contactUs })).toBeVisible();
      await expectAccessible(page);
      // With scripts on, nothing says they are off (a .form-error once showed it above a working form).
      await expect(page.getByText(l.needsJs)).toBeHidden();
      await page.getByLabel(l.phone).fill(phone);
      await page.getByRole('button', { name: l.send }).click();
      await expect(page.getByRole('textbox', { name: l.digit })).toBeVisible();
      await expect(page.getByText(l.needsJs)).toBeHidden();
      await page.getByRole('textbox', { name: l.digit }).fill(await codeFor(phone));
      await expect(page).toHaveURL(`${l.prefix}/profile/address`);
      await expect(page.getByRole('main')).toContainText('Karimi Crafts');
    });

    test('a call answered 401 (the session ended elsewhere) clears the signed-in state and goes to the login page', async ({ page }) => {
      const phone = newAccount();
      await page.goto(`${l.prefix}/account/login`);
      await page.getByLabel(l.phone).fill(phone);
      await page.getByRole('button', { name: l.send }).click();
      await page.getByRole('textbox', { name: l.digit }).fill(await codeFor(phone));
      await page.getByRole('link', { name: l.addresses }).click();
      await live(page);
      withDatabase((db) => db.prepare('DELETE FROM sessions WHERE accountId = (SELECT id FROM accounts WHERE phoneNumber = ?)').run(phone));
      await page.getByRole('button', { name: l.remove }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: l.remove, exact: true }).click();
      await expect(page).toHaveURL(`${l.prefix}/account/login?next=${encodeURIComponent(`${l.prefix}/profile/address`)}`);
      await live(page);
      await expect(page.getByRole('banner').getByRole('link', { name: l.signedOut })).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('account:roles') ?? '')).toBe('');
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const l of locales) {
    test(`${l.lang}: the login page says logging in needs JavaScript and shows no button that would do nothing`, async ({ page }) => {
      await page.goto(`${l.prefix}/account/login`);
      await expect(page.getByText(l.needsJs)).toBeVisible();
      await expect(page.getByRole('button', { name: l.send })).toHaveCount(0);
      await expect(page.getByLabel(l.phone)).toBeHidden();
      await expect(page.getByRole('main').getByRole('link', { name: l.contactUs })).toHaveAttribute('href', `${l.prefix}/contactUs`);
    });
  }
});
