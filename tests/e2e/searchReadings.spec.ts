import { expect } from '@playwright/test';
import { live, openSearch, test, withDatabase } from './support.ts';

// Search as Iranians type on phones (docs/rules.md#search): the other keyboard layout and Finglish. The results page
// and the dialog say what they searched instead, linking to the words as typed.
const locales = [
  {
    lang: 'en',
    prefix: '',
    vase: 'Dune Stoneware Vase',
    readAs: (text: string) => `Showing results for “${text}”.`,
    empty: 'No product found. Try another word, or browse all our products.',
    asTyped: (text: string) => `Search for “${text}” as typed`,
    isolated: (text: string) => text,
  },
  {
    lang: 'fa',
    prefix: '/fa',
    vase: 'گلدان استون‌ور تلماسه',
    readAs: (text: string) => `نتیجه‌های «${text}» را می‌بینید.`,
    empty: 'کالایی پیدا نشد. واژهٔ دیگری را امتحان کنید یا همهٔ کالاها را ببینید.',
    asTyped: (text: string) => `جست‌وجوی «${text}» همان‌طور که نوشته شد`,
    // A Latin word inside a Persian sentence is isolated, so it keeps its own direction.
    isolated: (text: string) => `\u2068${text}\u2069`,
  },
] as const;

test.beforeEach(() => test.skip(test.info().project.name !== 'phone', 'read as shoppers type on a phone'));

for (const l of locales) {
  test(`${l.lang}: «گلدان» typed with the English layout on finds the vases, says so, and links to the words as typed`, async ({
    page,
  }) => {
    await page.goto(`${l.prefix}/Products/Search?searchResult=${encodeURIComponent("'gnhk")}`);
    const main = page.getByRole('main');
    await expect(main.getByText(l.readAs('گلدان'))).toBeVisible();
    await expect(main.getByText(l.vase).first()).toBeVisible();
    await main.getByRole('link', { name: l.asTyped(l.isolated("'gnhk")) }).click();
    await expect(page).toHaveURL(/asTyped=1/);
    // As typed, nothing is found: the page says so (and offers the shop's featured products instead).
    await expect(main.getByText(l.readAs('گلدان'))).toHaveCount(0);
    await expect(main.getByRole('status')).toHaveText(l.empty);
  });

  test(`${l.lang}: "vase" typed with the Persian layout on finds the vases from the search dialog`, async ({ page }) => {
    await page.goto(`${l.prefix}/`);
    await live(page);
    const dialog = await openSearch(page);
    await dialog.getByRole('searchbox').fill('رشسث');
    await expect(dialog.getByText(l.readAs('vase'))).toBeVisible();
    await expect(dialog.getByRole('link', { name: new RegExp(l.vase) }).first()).toBeVisible();
    await dialog.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('main').getByText(l.readAs('vase'))).toBeVisible();
    await expect(page.getByRole('main').getByText(l.vase).first()).toBeVisible();
  });

  test(`${l.lang}: "goldoon", Persian in Latin letters, finds the vases`, async ({ page }) => {
    await page.goto(`${l.prefix}/Products/Search?searchResult=goldoon`);
    await expect(page.getByRole('main').getByText(l.readAs('گلدان'))).toBeVisible();
    await expect(page.getByRole('main').getByText(l.vase).first()).toBeVisible();
  });
}

test('a search of the dialog that ends with nothing found is counted once, the keystrokes before it not at all', async ({ page }) => {
  const word = `zq${Math.random().toString(36).slice(2, 8)}`;
  const count = (text: string) =>
    withDatabase((db) => (db.prepare('SELECT sum(count) AS n FROM searchMisses WHERE text = ?').get(text) as { n: number | null }).n ?? 0);
  await page.goto('/');
  await live(page);
  const dialog = await openSearch(page);
  await dialog.getByRole('searchbox').pressSequentially(word, { delay: 60 });
  await expect(dialog.getByText(`“${word}”`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => count(word)).toBe(1);
  expect(count(word.slice(0, 4))).toBe(0);
});
