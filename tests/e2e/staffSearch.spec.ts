import { expect } from '@playwright/test';
import { expectAccessible, test } from './support.ts';
import { shot, staffLogin } from './staff.ts';

// The staff's search words: what shoppers searched for and did not find, and teaching the search a word.
const locales = [
  {
    locale: 'en',
    prefix: '',
    letters: 'bcdfghjklmnpqrstvwxz',
    meant: 'vase',
    noResults: 'No product found. Try another word, or browse all our products.',
    title: 'Search words',
    misses: 'Searches that found nothing in the last 30 days',
    teach: (word: string) => `Teach the search this word: ${word}`,
    typed: 'The word shoppers type',
    catalogueWord: 'The catalogue’s word',
    save: 'Save the word',
    saved: 'The word is saved: the shop’s search reads it now.',
    finds: (word: string) => `“${word}” also finds “vase”`,
    remove: (word: string) => `Remove: ${word}`,
    oneWord: 'Write one word of two letters or more, without spaces',
  },
  {
    locale: 'fa',
    prefix: '/fa',
    letters: 'ژظطضذثصغ',
    meant: 'گلدان',
    noResults: 'کالایی پیدا نشد. واژهٔ دیگری را امتحان کنید یا همهٔ کالاها را ببینید.',
    title: 'واژه‌های جست‌وجو',
    misses: 'جست‌وجوهای بی‌نتیجه در ۳۰ روز گذشته',
    teach: (word: string) => `این واژه را به جست‌وجو بیاموزید: ${word}`,
    typed: 'واژه‌ای که خریداران می‌نویسند',
    catalogueWord: 'واژهٔ کاتالوگ',
    save: 'ذخیرهٔ واژه',
    saved: 'واژه ذخیره شد و جست‌وجوی فروشگاه از همین حالا آن را می‌شناسد.',
    finds: (word: string) => `با «${word}»، «گلدان» هم پیدا می‌شود`,
    remove: (word: string) => `حذف: ${word}`,
    oneWord: 'یک واژه بنویسید، دست‌کم دوحرفی و بدون فاصله',
  },
] as const;

for (const l of locales) {
  test.describe(`search words (${l.locale})`, () => {
    test('a search that found nothing is listed, and the word taught to the search finds the catalogue’s products', async ({ page }) => {
      // A made-up word of this test's own (tests run side by side).
      const word = Array.from({ length: 7 }, () => l.letters[Math.floor(Math.random() * l.letters.length)]).join('');
      const results = `${l.prefix}/Products/Search?searchResult=${encodeURIComponent(word)}`;
      await page.goto(results);
      await expect(page.getByText(l.noResults)).toBeVisible();

      await staffLogin(page, 'editor', l.locale, '/staff/search');
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      const misses = page.getByRole('region', { name: l.misses });
      await expect(misses.getByRole('row').filter({ hasText: word })).toBeVisible();
      await misses.getByRole('link', { name: l.teach(word) }).click();
      await expect(page.getByRole('textbox', { name: l.typed })).toHaveValue(word);
      await expectAccessible(page);
      await shot(page, `staff-search-${l.locale}`);

      // Two words are refused in place, in the editor's language.
      await page.getByRole('textbox', { name: l.catalogueWord }).fill(`${l.meant} ${l.meant}`);
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.getByText(l.oneWord)).toBeVisible();
      await page.getByRole('textbox', { name: l.catalogueWord }).fill(l.meant);
      await page.getByRole('button', { name: l.save }).click();
      await expect(page.getByText(l.saved)).toBeVisible();
      await expect(page.getByText(l.finds(word), { exact: true })).toBeVisible();
      // The search finds something for it now: it leaves the list of searches that found nothing.
      await expect(misses.getByRole('row').filter({ hasText: word })).toHaveCount(0);

      await page.goto(results);
      await expect(page.getByRole('main').locator('[data-product]').first()).toBeVisible();

      await page.goto(`${l.prefix}/staff/search`);
      await expect(misses.getByRole('row').filter({ hasText: word })).toHaveCount(0);
      await page.getByRole('button', { name: l.remove(word) }).click();
      await expect(page.getByText(l.finds(word), { exact: true })).toHaveCount(0);
      // Unlearnt, the word finds nothing again: its searches are back on the list.
      await page.reload();
      await expect(misses.getByRole('row').filter({ hasText: word })).toBeVisible();
    });
  });
}
