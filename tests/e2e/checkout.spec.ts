import { expect, test, type Page } from '@playwright/test';
import { codeFor, newAccount, persian, setQuantity, withDatabase } from './support.ts';

const locales = [
  {
    prefix: '',
    lang: 'en',
    add: 'Add to order list',
    send: 'Send the order',
    labels: { firstName: 'First name', lastName: 'Last name', mobile: 'Mobile number', shopName: 'Shop name', province: 'Province', city: 'City', address: 'Address', postalCode: 'Postal code' },
    required: 'Field is required',
    number: 'Please only enter numeric characters',
    phoneStart: 'Mobile/Phone numbers start with "0". Please check your number',
    mobileStart: 'Mobile numbers start with "09". Please check your number',
    phoneLength: 'Length of Mobile/Phone number is 11',
    postalStart: 'The first five digits of a postal code cannot be 0 or 2',
    postalLength: 'A postal code has exactly 10 digits',
    done: 'Your order has been registered',
    call: 'Our experts will contact you as soon as possible.',
    orderNumber: /Your order number: \d+/,
    notEnough: 'Not enough stock',
    left: '2 left',
    phoneLabel: 'Mobile number',
    sendCode: 'Send the code',
    digit: 'Digit 1 of 6',
    seeOrders: 'See your orders',
  },
  {
    prefix: '/fa',
    lang: 'fa',
    add: 'افزودن به لیست سفارش',
    send: 'ارسال سفارش',
    labels: { firstName: 'نام', lastName: 'نام خانوادگی', mobile: 'شماره موبایل', shopName: 'نام فروشگاه', province: 'استان', city: 'شهر', address: 'نشانی', postalCode: 'کد پستی' },
    required: 'پر کردن این بخش لازم است',
    number: 'لطفاً فقط رقم وارد کنید',
    phoneStart: 'شماره موبایل یا تلفن با «۰» شروع می‌شود؛ لطفاً شماره را بررسی کنید',
    mobileStart: 'شماره موبایل با «۰۹» شروع می‌شود؛ لطفاً شماره را بررسی کنید',
    phoneLength: 'شماره موبایل یا تلفن باید ۱۱ رقم باشد',
    postalStart: 'پنج رقم اول کد پستی نمی‌تواند ۰ یا ۲ باشد',
    postalLength: 'کد پستی باید دقیقاً ۱۰ رقم باشد',
    done: 'سفارش شما ثبت شد',
    call: 'کارشناسان ما در اولین فرصت با شما تماس می‌گیرند.',
    orderNumber: /شماره سفارش شما: [۰-۹]+/,
    notEnough: 'موجودی کافی نیست',
    left: '۲ بسته مانده است',
    phoneLabel: 'شماره موبایل',
    sendCode: 'ارسال کد',
    digit: 'رقم ۱ از ۶',
    seeOrders: 'دیدن سفارش‌های شما',
  },
] as const;

type Field = keyof (typeof locales)[number]['labels'];

/**
 * A product of its own for one test (tests run side by side) with `quantity` packages, never 0, so no
 * other test sees a product sell out; `restore` puts its stock back.
 */
function ownProduct(quantity: number) {
  const product = withDatabase(
    (db) =>
      db
        .prepare("SELECT sku, nameEn, nameFa, slug, quantity FROM products WHERE status = 'publish' AND quantity >= 3 AND sku NOT LIKE 'VAS%' ORDER BY random() LIMIT 1")
        .get() as { sku: string; nameEn: string; nameFa: string; slug: string; quantity: number },
  );
  setQuantity(product.sku, quantity);
  return { ...product, restore: () => setQuantity(product.sku, product.quantity) };
}

/** Opens the product's page and adds one package to the order list. */
async function addToCart(page: Page, prefix: string, product: { sku: string; slug: string }, add: string) {
  await page.goto(`${prefix}/Products/${product.sku}/${product.slug}`);
  await page.locator('[data-product][data-enhanced]').first().waitFor();
  await page.locator('[data-product]').first().getByRole('button', { name: add }).click();
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]').length)).toBe(1);
}

for (const l of locales) {
  test.describe(l.lang, () => {
    const field = (page: Page, name: Field) => page.getByLabel(l.labels[name], { exact: true });
    const errorOf = (page: Page, name: Field) => page.locator('.address-form p').filter({ has: field(page, name) }).locator('.form-error');
    const fill = async (page: Page, values: Record<Field, string>) => {
      for (const [name, value] of Object.entries(values)) await field(page, name as Field).fill(value);
    };

    test('checks each field, takes Persian digits, registers the order and empties the order list (buy-later stays)', async ({ page }) => {
      const product = ownProduct(20);
      try {
        await addToCart(page, l.prefix, product, l.add);
        // One line set aside for later: an order leaves it where it is.
        await page.evaluate(() => {
          const [line] = JSON.parse(localStorage.getItem('cart')!);
          localStorage.setItem('buyLater', JSON.stringify([{ ...line, buyLater: true }]));
        });
        await page.goto(`${l.prefix}/checkout`);
        await expect(page.getByRole('main')).toContainText(product.sku);

        await page.getByRole('button', { name: l.send }).click();
        await expect(errorOf(page, 'firstName')).toHaveText(l.required);
        await expect(errorOf(page, 'postalCode')).toHaveText(l.required);
        await expect(field(page, 'firstName')).toBeFocused();

        const mobileCases: [string, string][] = [
          ['0912abc4567', l.number],
          ['19121234567', l.phoneStart],
          ['02188880000', l.mobileStart],
          ['0912123456', l.phoneLength],
        ];
        for (const [value, message] of mobileCases) {
          await field(page, 'mobile').fill(value);
          await field(page, 'mobile').blur();
          await expect(errorOf(page, 'mobile')).toHaveText(message);
        }
        const postalCases: [string, string][] = [
          ['0234567891', l.postalStart],
          ['159876543', l.postalLength],
          ['15987a6543', l.number],
        ];
        for (const [value, message] of postalCases) {
          await field(page, 'postalCode').fill(value);
          await field(page, 'postalCode').blur();
          await expect(errorOf(page, 'postalCode')).toHaveText(message);
        }

        await fill(page, {
          firstName: 'Parisa',
          lastName: 'Nouri',
          mobile: persian('09127778899'),
          shopName: 'Nouri Ceramics',
          province: 'Isfahan',
          city: 'Kashan',
          address: '12 Fin Garden Rd',
          postalCode: persian('8715678901'),
        });
        await expect(page.locator('.form-error')).toHaveCount(0);
        await page.getByRole('button', { name: l.send }).click();

        await expect(page.getByRole('heading', { name: l.done })).toBeVisible();
        await expect(page.getByRole('main')).toContainText(l.call);
        const text = (await page.getByText(l.orderNumber).textContent())!;
        const orderId = Number(text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0)).replace(/\D/g, ''));
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]').length)).toBe(0);
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('buyLater') || '[]').length)).toBe(1);
        await expect(page.locator('[data-count="cart"]')).toHaveText(l.lang === 'fa' ? '۰' : '0');
        const stored = withDatabase((db) => db.prepare('SELECT mobile, postalCode, status FROM orders WHERE id = ?').get(orderId));
        expect(stored).toEqual({ mobile: '09127778899', postalCode: '8715678901', status: 'new' });
      } finally {
        product.restore();
      }
    });

    test('fills the form from a saved address when signed in, and the order shows among the account’s orders', async ({ page }) => {
      const phone = newAccount();
      const product = ownProduct(10);
      try {
        await page.goto(`${l.prefix}/account/login?next=${encodeURIComponent(`${l.prefix}/checkout`)}`);
        await page.getByLabel(l.phoneLabel).fill(phone);
        await page.getByRole('button', { name: l.sendCode }).click();
        await page.getByRole('textbox', { name: l.digit }).fill(await codeFor(phone));
        await expect(page).toHaveURL(`${l.prefix}/checkout`);
        await addToCart(page, l.prefix, product, l.add);
        await page.goto(`${l.prefix}/checkout`);
        await expect(field(page, 'shopName')).toHaveValue('Karimi Crafts');
        await expect(field(page, 'postalCode')).toHaveValue('7134567891');
        await page.getByRole('button', { name: l.send }).click();
        await expect(page.getByRole('heading', { name: l.done })).toBeVisible();
        await page.getByRole('link', { name: l.seeOrders }).click();
        await expect(page.getByRole('main')).toContainText(product.sku);
      } finally {
        product.restore();
      }
    });

    test('a retry after the answer was lost (the order was stored) registers one order, not two', async ({ page }) => {
      const product = ownProduct(10);
      const mobile = `0935${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
      try {
        await addToCart(page, l.prefix, product, l.add);
        await page.goto(`${l.prefix}/checkout`);
        await fill(page, { firstName: 'Sina', lastName: 'Rad', mobile, shopName: 'Rad', province: 'Gilan', city: 'Rasht', address: '5 Golsar Ave', postalCode: '4134567891' });
        // The first answer never arrives: the order reaches the shop, the connection drops on the way back.
        let lost = false;
        await page.route('**/v1/order', async (route) => {
          if (lost) return route.continue();
          lost = true;
          await route.fetch();
          await route.abort('connectionreset');
        });
        await page.getByRole('button', { name: l.send }).click();
        await expect(page.getByRole('alert').first()).toBeVisible();
        await page.getByRole('button', { name: l.send }).click();
        await expect(page.getByRole('heading', { name: l.done })).toBeVisible();
        expect(withDatabase((db) => (db.prepare('SELECT count(*) AS n FROM orders WHERE mobile = ?').get(mobile) as { n: number }).n)).toBe(1);
      } finally {
        product.restore();
      }
    });

    test('says which item is short when others bought it meanwhile, naming it and what is left', async ({ page }) => {
      const product = ownProduct(5);
      try {
        await addToCart(page, l.prefix, product, l.add);
        // Three packages in the list; meanwhile the stock falls to two.
        await page.evaluate(() => {
          const cart = JSON.parse(localStorage.getItem('cart')!);
          cart[0].countInCart = 3;
          localStorage.setItem('cart', JSON.stringify(cart));
        });
        await page.goto(`${l.prefix}/checkout`);
        await expect(page.getByRole('main')).toContainText(product.sku);
        setQuantity(product.sku, 2);
        await fill(page, {
          firstName: 'Reza',
          lastName: 'Kamali',
          mobile: '09120001122',
          shopName: 'Kamali',
          province: 'Yazd',
          city: 'Yazd',
          address: '3 Amir Chakhmaq Sq',
          postalCode: '8916789012',
        });
        await page.getByRole('button', { name: l.send }).click();
        const alert = page.getByRole('alert').filter({ hasText: l.notEnough });
        await expect(alert).toBeVisible();
        await expect(alert).toContainText(product.sku);
        await expect(alert).toContainText(l.lang === 'fa' ? product.nameFa : product.nameEn);
        await expect(alert).toContainText(l.left);
        await expect(page.getByRole('heading', { name: l.done })).toHaveCount(0);
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]').length)).toBe(1);
      } finally {
        product.restore();
      }
    });
  });
}
