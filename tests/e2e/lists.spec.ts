import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { openBasket, openSearch, setQuantity, test } from './support.ts';

const locales = [
  {
    prefix: '',
    lang: 'en',
    add: 'Add to order list',
    inCart: 'In your order list',
    cartTitle: 'Order list',
    empty: 'Your order list is empty.',
    wishEmpty: 'Your wish list is empty.',
    back: 'Back in stock',
    notifySet: "We'll let you know: once it is back in stock, the shop tells you on your next visit.",
    notifyOn: /^We'll let you know: once it is back in stock, the shop tells you on your next visit\. Tap the button again to stop\.$/,
    notify: 'Tell me when it is back',
    notNow: 'Not now',
    removed: 'removed from your order list',
    send: 'Send the order',
    emptyAll: 'Empty the order list',
    confirmEmpty: 'Are you sure you want to remove all items from the order list?',
    cancel: 'Cancel',
    confirmYes: 'Empty',
    buyLater: 'Buy later',
    remove: 'Remove',
    viewOrderList: 'View order list',
    oneMore: 'One package more',
    oneLess: 'One package fewer',
    cap: '10 packages is the most an order list takes of one product. Need more?',
    call: 'Call us on +98 21 8888 0000',
  },
  {
    prefix: '/fa',
    lang: 'fa',
    add: 'افزودن به سبد خرید',
    inCart: 'در سبد خرید شما',
    cartTitle: 'سبد خرید',
    empty: 'سبد خرید شما خالی است.',
    wishEmpty: 'فهرست علاقه‌مندی‌های شما خالی است.',
    back: 'دوباره موجود شد',
    notifySet: 'وقتی دوباره موجود شد، در بازدید بعدی‌تان از فروشگاه خبرتان می‌کنیم.',
    notifyOn: /^وقتی دوباره موجود شد، در بازدید بعدی‌تان از فروشگاه خبرتان می‌کنیم\. برای لغو، دوباره روی همین دکمه بزنید\.$/,
    notify: 'وقتی موجود شد خبرم کنید',
    notNow: 'فعلاً نه',
    removed: 'از سبد خرید شما حذف شد',
    send: 'ثبت سفارش',
    emptyAll: 'خالی کردن سبد خرید',
    confirmEmpty: 'آیا مطمئن هستید که می‌خواهید همهٔ اقلام را از سبد خرید حذف کنید؟',
    cancel: 'انصراف',
    confirmYes: 'بله، خالی شود',
    buyLater: 'انتقال به خرید بعدی',
    remove: 'حذف',
    viewOrderList: 'مشاهدهٔ سبد خرید',
    oneMore: 'یک بسته بیشتر',
    oneLess: 'یک بسته کمتر',
    cap: 'حداکثر تعداد سفارش هر کالا ۱۰ بسته است. به تعداد بیشتری نیاز دارید؟',
    call: 'تماس بگیرید: ۰۲۱ ۸۸۸۸ ۰۰۰۰',
  },
] as const;

/** The page module starts after the load event; wait until the cards are live. */
async function ready(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('[data-product][data-enhanced]') !== null || !document.querySelector('[data-product]'),
  );
}

const cartOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cart') || '[]') as { sku: string; countInCart: number; buyLater: boolean }[]);

for (const l of locales) {
  test.describe(l.lang, () => {
    test('adds from a category with the chosen packages, capped at 10, and counts it in the header', async ({ page }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await ready(page);
      const card = page.locator('[data-product][data-stock="instock"]').first();
      const increase = card.getByRole('button', { name: l.oneMore });
      const add = card.getByRole('button', { name: l.add });
      // One control at a time: Add, which gives way to the count in the order list, marked as added.
      await expect(increase).toBeHidden();
      await add.click();
      await expect(add).toBeHidden();
      await expect(card.getByText(l.inCart)).toBeVisible();
      await expect(increase).toBeFocused();
      await expect(card.locator('output')).toHaveText(l.lang === 'fa' ? '۱' : '1');
      await increase.click();
      await increase.click();
      await expect(page.locator('[data-count="cart"]')).toHaveText(l.lang === 'fa' ? '۱' : '1');
      expect((await cartOf(page))[0]?.countInCart).toBe(3);
      for (let i = 0; i < 12; i++) if (await increase.isEnabled()) await increase.click();
      await expect(increase).toBeDisabled();
      expect((await cartOf(page))[0]?.countInCart).toBe(10);
      await expect(card.locator('output')).toHaveText(l.lang === 'fa' ? '۱۰' : '10');
      // Down to none: the line leaves the list and Add comes back, with the focus.
      const fewer = card.getByRole('button', { name: l.oneLess });
      for (let i = 0; i < 10; i++) await fewer.click();
      await expect(add).toBeFocused();
      expect(await cartOf(page)).toHaveLength(0);
    });

    test('the basket drawer keeps its main action in view with many lines, never breaks a label from its value, and says why + stops at 10', async ({
      page,
    }) => {
      // The narrowest phone the shop serves, where the drawer's text column is narrowest.
      await page.setViewportSize({ width: 320, height: 640 });
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await ready(page);
      const adds = page.locator('[data-product][data-stock="instock"]').getByRole('button', { name: l.add });
      // An added card's button is named for what it did: the first Add left is the next card's.
      for (let i = 0; i < 5; i++) await adds.first().click();
      await openBasket(page);
      const drawer = page.getByRole('dialog');
      const view = drawer.getByRole('link', { name: l.viewOrderList });
      await expect(view).toBeInViewport({ ratio: 1 });
      // "Code:" and its code stay on one line, as do "Size:" and its size.
      const pairs = drawer.locator('.nowrap');
      await expect(pairs).toHaveCount(10);
      // Boxes on one line end within a few pixels of each other; a wrapped pair's end a line apart.
      const spreads = await pairs.evaluateAll((all) =>
        all.map((pair) => {
          const bottoms = [...pair.getClientRects()].map((box) => box.bottom);
          return Math.max(...bottoms) - Math.min(...bottoms);
        }),
      );
      for (const spread of spreads) expect(spread).toBeLessThan(8);
      const more = drawer.getByRole('button', { name: new RegExp(l.oneMore) }).first();
      while (await more.isEnabled()) await more.click();
      await expect(drawer.getByText(l.cap)).toBeVisible();
      await expect(drawer.getByRole('link', { name: l.call })).toHaveAttribute('href', 'tel:+982188880000');
      await expect(view).toBeInViewport({ ratio: 1 });
    });

    test('the product page says why + stops at 10, and offers a call', async ({ page }) => {
      await page.goto(`${l.prefix}/Products/VAS0116/dune-stoneware-vase`);
      await ready(page);
      const more = page.locator('[data-product]').getByRole('button', { name: new RegExp(l.oneMore) });
      await expect(page.getByText(l.cap)).toBeHidden();
      while (await more.isEnabled()) await more.click();
      await expect(page.getByText(l.cap)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: l.call })).toHaveAttribute('href', 'tel:+982188880000');
    });

    test('keeps the lists across a reload and in step across tabs', async ({ page, context }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await ready(page);
      await page.locator('[data-product][data-stock="instock"]').first().getByRole('button', { name: l.add }).click();
      await page.reload();
      await ready(page);
      await expect(page.locator('[data-count="cart"]')).toHaveText(l.lang === 'fa' ? '۱' : '1');
      const other = await context.newPage();
      await other.goto(`${l.prefix}/category/VAS/vases`);
      await ready(other);
      await other.locator('[data-product][data-stock="instock"]').nth(1).getByRole('button', { name: l.add }).click();
      await expect(page.locator('[data-count="cart"]')).toHaveText(l.lang === 'fa' ? '۲' : '2');
    });

    test('drops a corrupt saved list instead of breaking the page', async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      await page.evaluate(() => {
        localStorage.setItem('cart', '{not json');
        localStorage.setItem('wishlist', JSON.stringify([{ sku: 5 }]));
      });
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await ready(page);
      await expect(page.locator('[data-count="cart"]')).toBeHidden(); // an empty list shows no "0"
      await page.locator('[data-product][data-stock="instock"]').first().getByRole('button', { name: l.add }).click();
      expect(await cartOf(page)).toHaveLength(1);
      await expect(page.locator('[data-count="cart"]')).toHaveText(l.lang === 'fa' ? '۱' : '1');
    });

    test('runs the order list page: totals, buy later and back, empty all with confirmation', async ({ page }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await ready(page);
      const cards = page.locator('[data-product][data-stock="instock"]');
      await cards.nth(0).getByRole('button', { name: l.add }).click();
      await cards.nth(1).getByRole('button', { name: l.add }).click();
      await cards.nth(1).locator('[data-action="increase"]').click();
      await page.goto(`${l.prefix}/cart`);
      const lines = page.locator('.cart-page > .cart-lines > li');
      await expect(lines).toHaveCount(2);
      await expect(page.locator('.cart-totals')).toContainText(l.lang === 'fa' ? '۳' : '3'); // packages: 1 + 2
      await lines
        .first()
        .getByRole('button', { name: l.lang === 'fa' ? 'انتقال به خرید بعدی' : 'Buy later' })
        .click();
      await expect(lines).toHaveCount(1);
      const later = page.getByRole('region', { name: l.lang === 'fa' ? 'خرید بعدی' : 'Buy later' });
      await expect(later.getByRole('listitem')).toHaveCount(1);
      await later.getByRole('button', { name: l.lang === 'fa' ? 'انتقال به سبد خرید' : 'Move to order list' }).click();
      await expect(lines).toHaveCount(2);
      await expect(later).toHaveCount(0);
      // Emptying asks first, in the page's own dialog and language; Cancel (and Escape) keep the list.
      const emptyAll = page.getByRole('button', { name: l.emptyAll });
      const confirm = page.getByRole('dialog', { name: l.confirmEmpty });
      await emptyAll.click();
      await expect(confirm).toBeVisible();
      await expect(confirm.getByRole('button', { name: l.cancel })).toBeFocused();
      await confirm.getByRole('button', { name: l.cancel }).click();
      await expect(confirm).toBeHidden();
      await expect(emptyAll).toBeFocused();
      await expect(lines).toHaveCount(2);
      await emptyAll.click();
      await page.keyboard.press('Escape');
      await expect(confirm).toBeHidden();
      await expect(lines).toHaveCount(2);
      expect(await cartOf(page)).toHaveLength(2);
      await emptyAll.click();
      await confirm.getByRole('button', { name: l.confirmYes, exact: true }).click();
      await expect(page.getByText(l.empty)).toBeVisible();
      await expect(page.getByText(l.empty)).toBeFocused();
      expect(await cartOf(page)).toHaveLength(0);
      // Somewhere to go on: the shop's categories.
      await expect(page.getByRole('main').locator('a[href*="/category/"]').first()).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: l.send })).toHaveCount(0);
    });

    test('keeps "Send the order" in view, with the totals, while three lines run past the screen', async ({ page, isMobile }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await ready(page);
      const cards = page.locator('[data-product][data-stock="instock"]');
      for (const i of [0, 1, 2]) await cards.nth(i).getByRole('button', { name: l.add }).click();
      await page.goto(`${l.prefix}/cart`);
      await expect(page.locator('.cart-page > .cart-lines > li')).toHaveCount(3);
      const send = page.getByRole('link', { name: l.send });
      const totals = page.getByRole('status').filter({ hasText: l.lang === 'fa' ? '۳ بسته' : '3 packages' });
      await expect(send).toBeInViewport();
      await expect(totals).toBeInViewport();
      await expect(send).toHaveAttribute('href', `${l.prefix}/checkout`);
      // Scrolled to the second line, it is still there; emptying is a quiet action further down.
      await page.locator('.cart-page > .cart-lines > li').nth(1).scrollIntoViewIfNeeded();
      await expect(send).toBeInViewport();
      // Send is the filled button; emptying is plain text. On a phone Send spans the screen.
      const emptyAll = page.getByRole('button', { name: l.emptyAll });
      await expect(send).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(emptyAll).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await expect(emptyAll).toHaveCSS('border-top-width', '0px');
      if (isMobile) expect((await send.boundingBox())!.width).toBeGreaterThan(page.viewportSize()!.width * 0.8);
      // Each line keeps its secondary actions to one row.
      const line = page.locator('.cart-page > .cart-lines > li').first();
      const later = (await line.getByRole('button', { name: l.buyLater }).boundingBox())!;
      const remove = (await line.getByRole('button', { name: l.remove }).boundingBox())!;
      expect(Math.abs(later.y - remove.y)).toBeLessThan(2);
    });

    test('the order list and its confirm dialog pass an accessibility check', async ({ page }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await ready(page);
      await page.locator('[data-product][data-stock="instock"]').first().getByRole('button', { name: l.add }).click();
      await page.goto(`${l.prefix}/cart`);
      await expect(page.locator('.cart-page > .cart-lines > li')).toHaveCount(1);
      const violations = async () =>
        (await new AxeBuilder({ page }).analyze()).violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        );
      expect(await violations()).toEqual([]);
      await page.getByRole('button', { name: l.emptyAll }).click();
      await expect(page.getByRole('dialog', { name: l.confirmEmpty })).toBeVisible();
      expect(await violations()).toEqual([]);
    });

    test('keeps a wish list and moves from it to the order list', async ({ page }) => {
      await page.goto(`${l.prefix}/Products/WishList`);
      await expect(page.getByText(l.wishEmpty)).toBeVisible();
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await ready(page);
      const heart = page.locator('[data-product][data-stock="instock"]').first().locator('[data-action="wish"]');
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      const second = page.locator('[data-product][data-stock="instock"]').nth(1).locator('[data-action="wish"]');
      await second.click();
      await expect(second).toHaveAttribute('aria-pressed', 'true');
      await expect(page.locator('[data-count="wishlist"]')).toBeVisible();
      await page.goto(`${l.prefix}/Products/WishList`);
      const entries = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: l.remove }) });
      await expect(entries).toHaveCount(2);
      // A desktop lays the entries side by side across its width; a phone one under the other.
      const [a, b] = [(await entries.nth(0).boundingBox())!, (await entries.nth(1).boundingBox())!];
      if (test.info().project.name === 'desktop') expect(Math.abs(a.y - b.y)).toBeLessThan(1);
      else expect(b.y).toBeGreaterThan(a.y + a.height - 1);
      await page
        .getByRole('button', { name: l.lang === 'fa' ? 'افزودن به سبد خرید' : 'Add to order list' })
        .first()
        .click();
      await entries.nth(0).getByRole('button', { name: l.remove }).click();
      await expect(page.getByText(l.wishEmpty)).toBeVisible();
      expect(await cartOf(page)).toHaveLength(1);
    });

    test('announces the order list lines the quantity check removed', async ({ page }) => {
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await ready(page);
      await page.locator('[data-product][data-stock="instock"]').first().getByRole('button', { name: l.add }).click();
      await page.evaluate(() => {
        const cart = JSON.parse(localStorage.getItem('cart')!);
        cart.push({ ...cart[0], sku: 'GONE000', nameEn: 'Retired Jug', nameFa: 'کوزه کنارگذاشته', countInCart: 2 });
        localStorage.setItem('cart', JSON.stringify(cart));
      });
      await page.goto(`${l.prefix}/cart`);
      await expect(page.getByRole('alert')).toContainText(l.removed);
      await expect(page.getByRole('alert')).toContainText(l.lang === 'fa' ? 'کوزه کنارگذاشته' : 'Retired Jug');
      await expect(page.locator('.cart-page > .cart-lines > li')).toHaveCount(1);
    });

    test('rings the bell for a sold-out product and says when it is back', async ({ page, request }, testInfo) => {
      // Each project and locale takes its own sold-out product, since tests run side by side on one shop.
      const slot = (testInfo.project.name === 'phone' ? 2 : 0) + (l.lang === 'fa' ? 1 : 0);
      const all = (await (await request.get('/v1/product/list/all/1/1000')).json()).data.items as {
        sku: string;
        slug: string;
        stock_status: string;
      }[];
      const product = all.filter((p) => p.stock_status === 'outofstock')[slot]!;
      await page.goto(`${l.prefix}/Products/${product.sku}/${product.slug}`);
      await ready(page);
      const bell = page.locator('[data-product]').getByRole('button', { name: l.notify });
      const look = () => bell.evaluate((button) => getComputedStyle(button).backgroundColor);
      const before = await look();
      await bell.click();
      // Pressed, it looks pressed and offers a text; a shopper who gives no number is told how they will hear.
      await expect(bell).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('dialog').getByRole('button', { name: l.notNow }).click();
      expect(await look()).not.toBe(before);
      await expect(page.getByRole('status').filter({ hasText: l.notifySet })).toBeVisible();
      await expect(page.getByRole('main').getByText(l.notifyOn)).toBeVisible();
      await expect(bell).toHaveAccessibleDescription(l.notifyOn);
      // Pressed on the wish list too, where it can be let go; then pressed again here.
      await page.locator('[data-product] [data-action="wish"]').click();
      await page.goto(`${l.prefix}/Products/WishList`);
      const listed = page.locator('[data-wish-entry]').getByRole('button', { name: l.notify });
      await expect(listed).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('main').getByText(l.notifyOn)).toBeVisible();
      await listed.click();
      await expect(listed).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('main').getByText(l.notifyOn)).toHaveCount(0);
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('notifyList') || '[]').length)).toBe(0);
      await page.goto(`${l.prefix}/Products/${product.sku}/${product.slug}`);
      await ready(page);
      await expect(bell).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByRole('main').getByText(l.notifyOn)).toBeHidden();
      await bell.click();
      await expect(bell).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('dialog').getByRole('button', { name: l.notNow }).click();
      setQuantity(product.sku, 5);
      try {
        await page.goto(`${l.prefix}/category/VAS/vases`);
        await expect(page.getByRole('status').filter({ hasText: l.back })).toBeVisible();
        expect(await page.evaluate(() => JSON.parse(localStorage.getItem('notifyList') || '[]').length)).toBe(0);
      } finally {
        setQuantity(product.sku, 0);
      }
    });

    test('suggests products as you type in the search dialog, and Enter opens the results', async ({ page }) => {
      await page.goto(`${l.prefix}/`);
      await openSearch(page);
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('searchbox').fill(l.lang === 'fa' ? 'گلدان' : 'stoneware');
      await expect(dialog.locator('.suggestions li').first()).toBeVisible();
      await dialog.getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/Products\/Search\?searchResult=/);
      await expect(page.locator('[data-product]').first()).toBeVisible();
    });
  });
}

test('opens the basket drawer on hover above 550 px, with steppers and remove', async ({ page, isMobile }) => {
  test.skip(isMobile, 'hover needs a mouse');
  await page.goto('/category/VAS/vases');
  await ready(page);
  await page.locator('[data-product][data-stock="instock"]').first().getByRole('button', { name: 'Add to order list' }).click();
  await page.locator('[data-basket]').hover();
  const drawer = page.getByRole('dialog', { name: 'Order list' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveCSS('width', '403px');
  await drawer.getByRole('button', { name: /One package more/ }).click();
  expect((await cartOf(page))[0]?.countInCart).toBe(2);
  await expect(drawer.getByRole('link', { name: 'View order list' })).toHaveAttribute('href', '/cart');
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await page.locator('[data-basket]').hover();
  await page
    .getByRole('dialog', { name: 'Order list' })
    .getByRole('button', { name: /^Remove/ })
    .click();
  expect(await cartOf(page)).toHaveLength(0);
  await page.mouse.move(10, 600);
  await expect(page.getByRole('dialog', { name: 'Order list' })).toHaveCount(0);
});

test('opens the menu drawer on tap on a phone and closes it with Escape', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'tap behaviour');
  await page.goto('/');
  await page.getByRole('banner').locator('summary').first().tap();
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await page.locator('details.drawer[data-live]').waitFor();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
});
