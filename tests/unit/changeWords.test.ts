import { describe, expect, it } from 'vitest';
import { changeInWords } from '~/features/staff/audit/changeWords.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { orderNumber } from '~/shared/orders/orderNumber.ts';

// Isolation marks around codes and quoted values are left out, to read the words as a person does.
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
// The shop's package types, as the record of changes page reads them.
const packages = new Map([
  [1, { en: 'Single piece', fa: 'تک‌عددی' }],
  [2, { en: 'Box of 6', fa: 'جعبهٔ ۶تایی' }],
]);
const words = (change: Parameters<typeof changeInWords>[0], locale: 'en' | 'fa' = 'en') => {
  const { title, lines } = changeInWords(change, locale, packages);
  return { title: plain(title), lines: lines.map(plain) };
};

describe('the record of changes in words', () => {
  it('says which fields of a product changed, from what to what, in the page’s language', () => {
    const change = {
      action: 'product.update',
      subject: 'VAS0110',
      before: { nameEn: 'Dune vase', quantity: 5, status: 'draft', categoryXCodes: ['VAS'] },
      after: { nameEn: 'Dune stoneware vase', quantity: 12, status: 'publish', categoryXCodes: ['VAS'] },
    };
    expect(words(change)).toEqual({
      title: 'Product VAS0110 edited',
      lines: ['Name in English: “Dune vase” → “Dune stoneware vase”', 'Stock: 5 → 12', 'Status: Draft → Published'],
    });
    expect(words(change, 'fa')).toEqual({
      title: 'محصول VAS0110 ویرایش شد',
      lines: ['نام انگلیسی: «Dune vase» ← «Dune stoneware vase»', 'موجودی: ۵ ← ۱۲', 'وضعیت: پیش‌نویس ← منتشرشده'],
    });
  });

  it('says a change of prices alone as such, each package type by its title with its price in tomans', () => {
    const change = {
      action: 'product.prices',
      subject: 'BWL0222',
      before: { nameEn: 'Bowl', prices: [{ packageId: 1, price: 1_250_000 }] },
      after: {
        nameEn: 'Bowl',
        prices: [
          { packageId: 1, price: 1_300_000 },
          { packageId: 2, price: 7_100_000 },
          { packageId: 9, price: 1_000 },
        ],
      },
    };
    expect(words(change)).toEqual({
      title: 'Prices of product BWL0222 changed',
      // A type no longer listed (9, retired and removed) by its number.
      lines: [
        'Prices to quote: Single piece: 1,250,000\u00a0tomans → Single piece: 1,300,000\u00a0tomans, Box of 6: 7,100,000\u00a0tomans, package 9: 1,000\u00a0tomans',
      ],
    });
    expect(words(change, 'fa')).toEqual({
      title: 'قیمت‌های محصول BWL0222 تغییر کرد',
      lines: [
        'قیمت‌های اعلامی: تک‌عددی: ۱٬۲۵۰٬۰۰۰\u00a0تومان ← تک‌عددی: ۱٬۳۰۰٬۰۰۰\u00a0تومان، جعبهٔ ۶تایی: ۷٬۱۰۰٬۰۰۰\u00a0تومان، بستهٔ ۹: ۱٬۰۰۰\u00a0تومان',
      ],
    });
  });

  it('tells an import’s counts and rows, and how many rows it did not name', () => {
    const change = {
      action: 'catalogue.import',
      subject: 'catalogue.csv',
      before: { categories: 7, products: 13 },
      after: {
        categories: 7,
        products: 12,
        changes: {
          rows: [
            { section: 'products', key: 'VAS0116', changed: { nameEn: ['Dune', 'Dune, renamed'] } },
            { section: 'products', key: 'VAS0130', removed: true },
            { section: 'categories', key: 'NEW', added: true },
          ],
          more: 3,
        },
      },
    };
    expect(words(change)).toEqual({
      title: 'Catalogue imported from catalogue.csv',
      lines: [
        'Products: 13 → 12',
        'Product VAS0116, Name in English: “Dune” → “Dune, renamed”',
        'Product VAS0130 removed',
        'Category NEW added',
        '…and 3 more rows',
      ],
    });
    expect(words(change, 'fa').lines.at(-1)).toBe('…و ۳ ردیف دیگر');
    expect(words({ ...change, after: { ...change.after, products: 13, changes: { rows: [], more: 0 } } }).lines).toEqual([
      'Nothing changed.',
    ]);
  });

  it('names orders, accounts and roles as the staff area does, and reads a section’s rows by their codes', () => {
    expect(
      words(
        {
          action: 'order.status',
          subject: 'order #12',
          before: { status: 'new', note: '' },
          after: { status: 'called', note: 'Call at 5' },
        },
        'fa',
      ),
    ).toEqual({
      // Stored by its id, named by the number staff read.
      title: `سفارش ${digitsIn('fa', String(orderNumber(12)))} تغییر کرد`,
      lines: ['وضعیت: جدید ← تماس گرفته شد', 'یادداشت: (هیچ) ← «Call at 5»'],
    });
    expect(
      words({ action: 'account.create', subject: 'account 09121234567', before: null, after: { name: 'Sara', role: 'editor' } }),
    ).toEqual({
      title: 'Account 09121234567 added',
      lines: ['Name: “Sara”', 'Role: Editor'],
    });
    expect(
      words({
        action: 'packages.update',
        subject: 'packages',
        before: [{ key: '1', titleEn: 'Single', pieces: 1 }],
        after: [
          { key: '1', titleEn: 'Single piece', pieces: 1 },
          { key: '6', titleEn: 'Box of 6', pieces: 6 },
        ],
      }),
    ).toEqual({
      title: 'Package types saved',
      lines: ['Package type 1, Title in English: “Single” → “Single piece”', 'Package type 6 added'],
    });
    expect(words({ action: 'publish', subject: 'site', before: null, after: { state: 'building' } })).toEqual({
      title: 'Publishing started',
      lines: [],
    });
    // A product naming no package type is sold in every one.
    expect(words({ action: 'product.update', subject: 'VAS0110', before: { packageIds: [1] }, after: { packageIds: [] } }).lines).toEqual([
      'Package types: Single piece → every type',
    ]);
    // A publish recorded with the state before it still says only that it started, not "Nothing changed".
    expect(words({ action: 'publish', subject: 'site', before: { state: 'live' }, after: { state: 'building' } })).toEqual({
      title: 'Publishing started',
      lines: [],
    });
    expect(words({ action: 'something.new', subject: 'x', before: null, after: null }).title).toBe('something.new: x');
  });

  it('says what a publish puts live and how it ended: the time taken and the pages, or why it failed', () => {
    const started = {
      action: 'publish',
      subject: 'site',
      before: { state: 'live' },
      after: {
        state: 'building',
        changes: 3,
        putsLive: [
          { action: 'product.update', subject: 'VAS0110' },
          { action: 'family.create', subject: 'VAS06' },
        ],
      },
    };
    expect(words(started)).toEqual({
      title: 'Publishing started',
      lines: ['Puts 3 changes live:', 'Product VAS0110 edited', 'Product VAS06 added', '…and 1 more change'],
    });
    expect(words(started, 'fa').lines).toEqual([
      '۳ تغییر را منتشر می‌کند:',
      'محصول VAS0110 ویرایش شد',
      'محصول VAS06 افزوده شد',
      '…و ۱ تغییر دیگر',
    ]);
    expect(words({ ...started, after: { state: 'building', changes: 0, putsLive: [] } }).lines).toEqual([
      'Nothing was waiting: the pages were built again as they were.',
    ]);
    expect(words({ action: 'publish.live', subject: 'site', before: null, after: { seconds: 42, pages: 388 } }, 'fa')).toEqual({
      title: 'منتشر شد: فروشگاه صفحه‌های تازه را نشان می‌دهد',
      lines: ['زمان صرف‌شده: ۴۲ ثانیه', 'صفحه‌های ساخته‌شده: ۳۸۸'],
    });
    expect(words({ action: 'publish.failed', subject: 'site', before: null, after: { seconds: 9, error: 'Build failed' } })).toEqual({
      title: 'Publishing failed: the shop still shows the pages published before',
      lines: ['Time taken: 9 seconds', 'Why: Build failed'],
    });
  });
});
