import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { codeFor, live, newAccount, persian, setQuantity, test, withDatabase } from './support.ts';
import { checkoutLabels } from './checkoutLabels.ts';
import { orderIdOf, orderNumber } from '~/shared/orders/orderNumber.ts';

const locales = [
  {
    prefix: '',
    lang: 'en',
    add: 'Add to order list',
    send: 'Send the order',
    labels: checkoutLabels.en,
    requiredNote: '* required',
    chooseProvince: 'Choose a province',
    provinces: { isfahan: 'Isfahan', gilan: 'Gilan', yazd: 'Yazd', fars: 'Fars' },
    firstProvince: 'Alborz',
    savedAddress: 'Use a saved address',
    summary: 'Order list',
    size: 'Size',
    package: /^\d+ × .+ = \d+ pieces?$/,
    firstNameEmpty: 'Enter your first name',
    postalEmpty: 'Enter the 10-digit postal code',
    shopHint: 'Buying for your home? Write your own name.',
    number: 'Please enter digits only',
    phoneStart: 'Mobile/Phone numbers start with "0". Please check your number',
    phoneLength: 'A mobile or phone number has 11 digits',
    postalStart: 'The first five digits of a postal code may not contain 0 or 2',
    postalLength: 'A postal code has exactly 10 digits',
    done: 'Your order has been registered',
    call: 'Our team calls you within 24 hours on 09127778899 to confirm the prices and the delivery.',
    title: 'Send your order',
    ordered: 'What you ordered',
    keepShopping: 'Keep shopping',
    orderNumber: /Your order number: \d{7}$/,
    notEnough: 'Not enough stock',
    left: '2 packages left',
    phoneLabel: 'Mobile number',
    sendCode: 'Send the code',
    digit: 'Digit 1 of 6',
    seeOrders: 'See your orders',
    orderPage: 'This order’s page',
    orderTitle: (number: string) => `Order ${number}`,
    received: 'Received: our team will call you',
    steps: 'So far',
  },
  {
    prefix: '/fa',
    lang: 'fa',
    add: 'افزودن به سبد خرید',
    send: 'ثبت سفارش',
    labels: checkoutLabels.fa,
    requiredNote: '* الزامی',
    chooseProvince: 'انتخاب استان',
    provinces: { isfahan: 'اصفهان', gilan: 'گیلان', yazd: 'یزد', fars: 'فارس' },
    firstProvince: 'آذربایجان شرقی',
    savedAddress: 'استفاده از نشانی ذخیره‌شده',
    summary: 'سبد خرید',
    size: 'اندازه',
    package: /^[۰-۹]+ × .+ = [۰-۹]+ عدد$/,
    firstNameEmpty: 'نام خود را وارد کنید',
    postalEmpty: 'کد پستی ده‌رقمی را وارد کنید',
    shopHint: 'برای خانه می‌خرید؟ نام خودتان را بنویسید.',
    number: 'لطفاً فقط رقم وارد کنید',
    phoneStart: 'شمارهٔ موبایل یا تلفن با «۰» شروع می‌شود؛ لطفاً شماره را بررسی کنید',
    phoneLength: 'شمارهٔ موبایل یا تلفن باید ۱۱ رقم باشد',
    postalStart: 'پنج رقم اول کد پستی نباید ۰ یا ۲ داشته باشد',
    postalLength: 'کد پستی باید دقیقاً ۱۰ رقم باشد',
    done: 'سفارش شما ثبت شد',
    call: 'همکاران ما ظرف ۲۴ ساعت با شمارهٔ ۰۹۱۲۷۷۷۸۸۹۹ تماس می‌گیرند تا قیمت و ارسال را با شما هماهنگ کنند.',
    title: 'ثبت سفارش',
    ordered: 'آنچه سفارش دادید',
    keepShopping: 'ادامهٔ خرید',
    orderNumber: /شمارهٔ سفارش شما: [۰-۹]{7}$/,
    notEnough: 'موجودی کافی نیست',
    left: '۲ بسته مانده است',
    phoneLabel: 'شمارهٔ موبایل',
    sendCode: 'ارسال کد',
    digit: 'رقم ۱ از ۶',
    seeOrders: 'مشاهدهٔ سفارش‌های من',
    orderPage: 'صفحهٔ این سفارش',
    orderTitle: (number: string) => `سفارش ${persian(number)}`,
    received: 'ثبت شد؛ همکاران ما با شما تماس می‌گیرند',
    steps: 'تا اینجا',
  },
] as const;

type Field = keyof (typeof locales)[number]['labels'];

/** The pages of the build under test (src/publish/postbuild.ts writes their list). */
const builtPages = new Set(Object.keys((JSON.parse(readFileSync('dist/page-inputs.json', 'utf8')) as { pages: object }).pages));

/**
 * A product of its own for one test (tests run side by side) with `quantity` packages, never 0, so no
 * other test sees a product sell out; `restore` puts its stock back.
 */
function ownProduct(quantity: number) {
  const product = withDatabase((db) =>
    (
      db
        .prepare(
          // Not the families the staff specs rename while this runs (staffCatalogue.spec.ts).
          "SELECT sku, nameEn, nameFa, slug, quantity FROM products WHERE status = 'publish' AND quantity >= 3 AND sku NOT LIKE 'VAS%' AND parentSku NOT IN ('SWT02', 'SWT03', 'PRT01', 'PRT02') ORDER BY random()",
        )
        .all() as { sku: string; nameEn: string; nameFa: string; slug: string; quantity: number }[]
    )
      // One with a page: the staff specs add published products that have none until a publish.
      .find((row) => builtPages.has(`/Products/${row.sku}/${row.slug}`)),
  )!;
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
    // By role and name: the label's "*" is hidden from the name (the field says it is required).
    const field = (page: Page, name: Field) =>
      page.getByRole(name === 'province' ? 'combobox' : 'textbox', { name: l.labels[name], exact: true });
    const errorOf = (page: Page, name: Field) =>
      page
        .locator('.address-form p')
        .filter({ has: field(page, name) })
        .locator('.form-error');
    /** Logs in by phone code from the login page, adds one package of the product and opens the checkout. */
    const signInToCheckout = async (page: Page, phone: string, product: { sku: string; slug: string }) => {
      await page.goto(`${l.prefix}/account/login?next=${encodeURIComponent(`${l.prefix}/checkout`)}`);
      await page.getByLabel(l.phoneLabel).fill(phone);
      await page.getByRole('button', { name: l.sendCode }).click();
      await page.getByRole('textbox', { name: l.digit }).fill(await codeFor(phone));
      await expect(page).toHaveURL(`${l.prefix}/checkout`);
      await addToCart(page, l.prefix, product, l.add);
      await page.goto(`${l.prefix}/checkout`);
    };
    const fill = async (page: Page, values: Record<Field, string>) => {
      for (const [name, value] of Object.entries(values)) {
        if (name === 'province') await field(page, 'province').selectOption(value);
        else await field(page, name as Field).fill(value);
      }
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
        // Each empty field says what to write in it; the shop name says what a private buyer writes.
        await expect(errorOf(page, 'firstName')).toHaveText(l.firstNameEmpty);
        await expect(errorOf(page, 'postalCode')).toHaveText(l.postalEmpty);
        await expect(field(page, 'firstName')).toBeFocused();
        await expect(field(page, 'shopName')).toHaveAccessibleDescription(new RegExp(`^${l.shopHint.replace('?', '\\?')}`));

        // One message per rule, as the visitor types and leaves the field.
        const mobileCases: [string, string][] = [
          ['0912abc4567', l.number],
          ['123', l.phoneStart],
          ['19121234567', l.phoneStart],
          ['0912123456', l.phoneLength],
          ['021888800001', l.phoneLength],
        ];
        for (const [value, message] of mobileCases) {
          await field(page, 'mobile').fill(value);
          await field(page, 'mobile').blur();
          await expect(errorOf(page, 'mobile')).toHaveText(message);
        }
        // A landline with its area code is a number the staff can call back.
        await field(page, 'mobile').fill('021 8888 0000');
        await field(page, 'mobile').blur();
        await expect(errorOf(page, 'mobile')).toHaveCount(0);
        await expect(field(page, 'mobile')).not.toHaveAttribute('aria-invalid', 'true');
        const postalCases: [string, string][] = [
          // Too short hears the length, whatever its digits; the rule on 0 and 2 is for a whole code.
          ['12', l.postalLength],
          ['0234567891', l.postalStart],
          ['1598', l.postalLength],
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
          province: l.provinces.isfahan,
          city: 'Kashan',
          address: '12 Fin Garden Rd',
          postalCode: persian('8715678901'),
        });
        await expect(page.locator('form.address-form .form-error')).toHaveCount(0);
        // A desktop shows the order list in short beside the form, their headings level.
        if (test.info().project.name === 'desktop') {
          await page.evaluate(() => scrollTo(0, 0)); // the summary stays in view as the form scrolls: compared at the top
          const summary = (await page.locator('#checkout-summary').boundingBox())!;
          const form = (await page.locator('#checkout-form').boundingBox())!;
          expect(Math.abs(summary.y - form.y)).toBeLessThan(20);
          expect(summary.x + summary.width <= form.x || form.x + form.width <= summary.x).toBe(true);
        }
        await page.getByRole('button', { name: l.send }).click();

        // The confirmation is the page now: its heading focused at the top (not under the sticky header), the form's
        // heading gone, when and on which number the team calls, what was ordered, and the ways on.
        const done = page.getByRole('heading', { name: l.done });
        await expect(done).toBeFocused();
        expect((await done.boundingBox())!.y).toBeGreaterThan((await page.getByRole('banner').boundingBox())!.height - 1);
        await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeHidden();
        await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
        await expect(page.getByRole('main')).toContainText(l.call);
        await expect(page.getByRole('heading', { name: l.ordered })).toBeVisible();
        await expect(page.getByRole('main').getByRole('listitem').filter({ hasText: product.sku })).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: l.keepShopping })).toHaveAttribute('href', `${l.prefix}/Products`);
        const text = (await page.getByText(l.orderNumber).textContent())!;
        const orderId = orderIdOf(Number(text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0)).replace(/\D/g, '')));
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]').length)).toBe(0);
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('buyLater') || '[]').length)).toBe(1);
        await expect(page.locator('[data-count="cart"]')).toBeHidden(); // an emptied list shows no "0"
        const stored = withDatabase((db) =>
          db.prepare('SELECT mobile, postalCode, province, status FROM orders WHERE id = ?').get(orderId),
        );
        expect(stored).toEqual({ mobile: '09127778899', postalCode: '8715678901', province: l.provinces.isfahan, status: 'new' });
        // The order's own page, by the link the confirmation gives: on a second browser, without a session.
        const link = (await page.getByRole('main').getByRole('link', { name: l.orderPage }).getAttribute('href'))!;
        expect(link).toMatch(new RegExp(`^${l.prefix}/o/[A-Za-z0-9_-]{24}$`));
        const other = await page.context().browser()!.newContext();
        try {
          const second = await other.newPage();
          await second.goto(link);
          await expect(second.getByRole('heading', { level: 1 })).toHaveText(l.orderTitle(String(orderNumber(orderId!))));
          await expect(second.getByRole('region', { name: l.steps }).getByRole('listitem')).toContainText([l.received]);
          await expect(second.getByRole('main')).toContainText(product.sku);
        } finally {
          await other.close();
        }
      } finally {
        product.restore();
      }
    });

    test('fills the form from a saved address when signed in, and the order shows among the account’s orders', async ({ page }) => {
      const phone = newAccount();
      const product = ownProduct(10);
      try {
        await signInToCheckout(page, phone, product);
        await expect(field(page, 'shopName')).toHaveValue('Karimi Crafts');
        await expect(field(page, 'province')).toHaveValue(l.provinces.fars); // stored as 'Fars': the list's name in this language
        // Stored in Latin digits, shown in the page's: a Persian page writes ۷۱۳۴۵۶۷۸۹۱ and ۰۹۱۲….
        await expect(field(page, 'postalCode')).toHaveValue(l.prefix ? persian('7134567891') : '7134567891');
        await expect(field(page, 'mobile')).toHaveValue(l.prefix ? persian(phone) : phone);
        await page.getByRole('button', { name: l.send }).click();
        await expect(page.getByRole('heading', { name: l.done })).toBeVisible();
        await page.getByRole('link', { name: l.seeOrders }).click();
        await expect(page.getByRole('main')).toContainText(product.sku);
      } finally {
        product.restore();
      }
    });

    test('marks every field required, lists the 31 provinces, and shows the order as lines with picture, name, size, package and count', async ({
      page,
    }) => {
      const product = ownProduct(10);
      try {
        await addToCart(page, l.prefix, product, l.add);
        await page.goto(`${l.prefix}/checkout`);
        const form = page.locator('form.address-form');
        await expect(form.getByText(l.requiredNote)).toBeVisible();
        for (const name of Object.keys(l.labels) as Field[]) {
          await expect(field(page, name), name).toHaveAttribute('aria-required', 'true');
          await expect(form.locator('label').filter({ hasText: l.labels[name] }).first(), name).toContainText('*');
        }

        const province = field(page, 'province');
        await expect(province).toHaveValue('');
        await expect(province.locator('option').first()).toHaveText(l.chooseProvince);
        const names = await province.locator('option:not([value=""])').allTextContents();
        expect(names).toHaveLength(31);
        expect(new Set(names).size).toBe(31);
        expect(names[0]).toBe(l.firstProvince);
        expect(names).toContain(l.provinces.fars);

        const summary = page.getByRole('region', { name: l.summary });
        const line = summary.getByRole('listitem');
        await expect(line).toHaveCount(1);
        await expect(line.locator('img')).toBeVisible();
        await expect(line).toContainText(l.lang === 'fa' ? product.nameFa : product.nameEn);
        await expect(line).toContainText(`${l.size}: `);
        await expect(line).toContainText(product.sku);
        await expect(line.locator('.package-line')).toHaveText(l.package);
      } finally {
        product.restore();
      }
    });

    test('keeps the province of an older saved address: matched to the list in either language, or kept as it was typed', async ({
      page,
    }) => {
      const phone = newAccount(); // its address says 'Fars'
      const freeText = 'Kish Island free zone';
      withDatabase((db) => {
        const { id } = db.prepare('SELECT id FROM accounts WHERE phoneNumber = ?').get(phone) as { id: number };
        db.prepare(
          "INSERT INTO addresses (accountId, firstName, lastName, mobile, address, province, city, shopName, postalCode, position) VALUES (?, 'Omid', 'Jafari', ?, '2 Sahel Blvd', ?, 'Kish', 'Jafari Home', '7941567891', 1)",
        ).run(id, phone, freeText);
        db.prepare(
          "INSERT INTO addresses (accountId, firstName, lastName, mobile, address, province, city, shopName, postalCode, position) VALUES (?, 'Omid', 'Jafari', ?, '9 Zand St', 'فارس', 'Shiraz', 'Jafari Home', '7134567891', 2)",
        ).run(id, phone);
      });
      const product = ownProduct(10);
      try {
        await signInToCheckout(page, phone, product);
        const saved = page.getByLabel(l.savedAddress);
        await expect(field(page, 'province')).toHaveValue(l.provinces.fars);
        // Free text that names no province stays, as a choice of its own, and is sent as it was.
        await saved.selectOption({ index: 1 });
        await expect(field(page, 'province')).toHaveValue(freeText);
        await expect(field(page, 'province').locator('option', { hasText: freeText })).toHaveCount(1);
        // Stored in Persian, read on either page.
        await saved.selectOption({ index: 2 });
        await expect(field(page, 'province')).toHaveValue(l.provinces.fars);
        await saved.selectOption({ index: 1 });
        await page.getByRole('button', { name: l.send }).click();
        await expect(page.getByRole('heading', { name: l.done })).toBeVisible();
        const text = (await page.getByText(l.orderNumber).textContent())!;
        const orderId = orderIdOf(Number(text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x6f0)).replace(/\D/g, '')));
        expect(withDatabase((db) => db.prepare('SELECT province FROM orders WHERE id = ?').get(orderId))).toEqual({ province: freeText });
      } finally {
        product.restore();
      }
    });

    test('the order list in short and the form with its messages pass an accessibility check', async ({ page }) => {
      const product = ownProduct(10);
      try {
        await addToCart(page, l.prefix, product, l.add);
        await page.goto(`${l.prefix}/checkout`);
        await live(page);
        await page.getByRole('button', { name: l.send }).click();
        await expect(errorOf(page, 'firstName')).toHaveText(l.firstNameEmpty);
        await field(page, 'mobile').fill('123');
        await field(page, 'postalCode').fill('12');
        await field(page, 'postalCode').blur();
        await expect(errorOf(page, 'postalCode')).toHaveText(l.postalLength);
        // Each message is the field's description, so a screen reader says it with the field.
        await expect(field(page, 'mobile')).toHaveAccessibleDescription(l.phoneStart);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
        ).toEqual([]);
      } finally {
        product.restore();
      }
    });

    test('a retry after the answer was lost (the order was stored) registers one order, not two', async ({ page }) => {
      const product = ownProduct(10);
      // A landline (area code 021): the order form takes one as well as a mobile.
      const mobile = `021${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
      try {
        await addToCart(page, l.prefix, product, l.add);
        await page.goto(`${l.prefix}/checkout`);
        await fill(page, {
          firstName: 'Sina',
          lastName: 'Rad',
          mobile,
          shopName: 'Rad',
          province: l.provinces.gilan,
          city: 'Rasht',
          address: '5 Golsar Ave',
          postalCode: '4134567891',
        });
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
        expect(withDatabase((db) => (db.prepare('SELECT count(*) AS n FROM orders WHERE mobile = ?').get(mobile) as { n: number }).n)).toBe(
          1,
        );
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
          province: l.provinces.yazd,
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
