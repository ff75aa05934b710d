import { expect, type Page } from '@playwright/test';
import { live, openBasket, test } from './support.ts';

/**
 * An empty order list needs no React: the drawer and the list pages show plain empty states; lists with entries get
 * their islands after load, no intent needed (docs/rules.md#header-drawers). Both languages, phone and desktop.
 */
const locales = [
  {
    prefix: '',
    cart: 'Order list',
    basketEmpty: 'Your order list is empty',
    cartEmpty: 'Your order list is empty.',
    wishEmpty: 'Your wish list is empty.',
    shopBy: 'Shop by category',
    add: 'Add to order list',
  },
  {
    prefix: '/fa',
    cart: 'سبد خرید',
    basketEmpty: 'سبد خرید شما خالی است',
    cartEmpty: 'سبد خرید شما خالی است.',
    wishEmpty: 'فهرست علاقه‌مندی‌های شما خالی است.',
    shopBy: 'خرید بر اساس دسته‌بندی',
    add: 'افزودن به سبد خرید',
  },
] as const;

/** Notes every island and React file the page asks for. */
function reactRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = request.url().split('/').pop() ?? '';
    if (/Island\.|^client\./.test(file)) asked.push(file);
  });
  return asked;
}

const oneLine = [
  {
    sku: 'VAS0112',
    slug: 'dune-stoneware-vase',
    nameFa: 'گلدان',
    nameEn: 'Vase',
    images: [],
    size: 'Ø12',
    stockStatus: 'instock',
    status: 'publish',
    countInCart: 1,
    buyLater: false,
  },
];

for (const l of locales) {
  test.describe(l.prefix || 'en', () => {
    test('an empty basket, order list and wish list open and read without React', async ({ page }) => {
      const asked = reactRequests(page);
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await live(page);
      await openBasket(page);
      const drawer = page.getByRole('dialog', { name: l.cart });
      await expect(drawer.getByText(l.basketEmpty)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();

      await page.goto(`${l.prefix}/cart`);
      await expect(page.getByText(l.cartEmpty)).toBeVisible();
      await expect(page.getByRole('heading', { name: l.shopBy })).toBeVisible();
      await page.goto(`${l.prefix}/Products/WishList`);
      await expect(page.getByText(l.wishEmpty)).toBeVisible();
      await expect(page.getByRole('heading', { name: l.shopBy })).toBeVisible();
      await live(page);
      await page.waitForTimeout(1000); // an idle moment after the load event has passed: nothing more comes
      expect(asked).toEqual([]);
    });

    test('with a line in the order list, the basket and the order list load after the load event, no intent needed', async ({ page }) => {
      await page.addInitScript((cart) => localStorage.setItem('cart', cart), JSON.stringify(oneLine));
      await page.goto(`${l.prefix}/category/VAS/vases`);
      await page.locator('astro-island:not([ssr]) [data-basket]').waitFor({ state: 'attached' });
      await page.goto(`${l.prefix}/cart`);
      await expect(page.locator('.cart-lines li')).toHaveCount(1);
    });

    test('an empty order list page shows the line another tab adds', async ({ page, context }) => {
      await page.goto(`${l.prefix}/cart`);
      await expect(page.getByText(l.cartEmpty)).toBeVisible();
      const other = await context.newPage();
      await other.goto(`${l.prefix}/category/VAS/vases`);
      await other.waitForFunction(() => document.querySelector('[data-product][data-enhanced]') !== null);
      await other.locator('[data-product][data-stock="instock"]').first().getByRole('button', { name: l.add }).click();
      await expect(page.locator('.cart-lines li')).toHaveCount(1);
      await expect(page.getByText(l.cartEmpty)).toHaveCount(0);
    });
  });
}
