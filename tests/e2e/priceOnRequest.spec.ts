import { expect, type Locator } from '@playwright/test';
import { live, test } from './support.ts';

// The shop shows no prices: beside each button that leads to an order, it says that the team calls, and when
// (CALL_BACK_HOURS, 24 unless set; docs/rules.md#price-on-request).
const locales = [
  {
    prefix: '',
    lang: 'en',
    add: 'Add to order list',
    send: 'Send the order',
    title: 'Price on request',
    line: 'No online payment: once you send your order, our team calls you within 24 hours with prices and delivery.',
  },
  {
    prefix: '/fa',
    lang: 'fa',
    add: 'افزودن به سبد خرید',
    send: 'ثبت سفارش',
    title: 'قیمت را تلفنی اعلام می‌کنیم',
    line: 'پرداخت آنلاین نداریم؛ پس از ثبت سفارش، همکاران ما ظرف ۲۴ ساعت برای اعلام قیمت و هماهنگی ارسال با شما تماس می‌گیرند.',
  },
] as const;

/** How far below `button` the promise starts, in pixels (beside it: not at the foot of the page). */
async function gapBelow(button: Locator, promise: Locator): Promise<number> {
  const [a, b] = [await button.boundingBox(), await promise.boundingBox()];
  return b!.y - (a!.y + a!.height);
}

for (const l of locales) {
  test(`${l.lang}: the product page and the order list say the price comes by phone, and within how long`, async ({ page }) => {
    await page.goto(`${l.prefix}/Products/VAS0116/dune-stoneware-vase`);
    await live(page);
    const add = page.locator('[data-product]').getByRole('button', { name: l.add });
    const promise = page.getByRole('main').getByText(l.title, { exact: true });
    await expect(promise).toBeVisible();
    await expect(page.getByRole('main').getByText(l.line)).toBeVisible();
    expect(await gapBelow(add, promise)).toBeGreaterThanOrEqual(0);
    expect(await gapBelow(add, promise)).toBeLessThan(140);

    await add.click();
    await page.goto(`${l.prefix}/cart`);
    const send = page.getByRole('link', { name: l.send });
    await expect(send).toBeVisible();
    const onList = page.getByRole('main').getByText(l.title, { exact: true });
    await expect(onList).toBeVisible();
    await expect(page.getByRole('main').getByText(l.line)).toBeVisible();
    expect(Math.abs(await gapBelow(send, onList))).toBeLessThan(140);
  });
}
