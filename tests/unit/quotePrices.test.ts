import { describe, expect, it } from 'vitest';
import { formatAmount } from '~/shared/i18n/format.ts';
import { pricesCell, quoteTotal, typedPrice } from '~/shared/staff/quotePrices.ts';
import { reasonIn } from '~/service/catalogue/catalogueReasons.ts';
import { checkCell } from '~/service/catalogue/parseCatalogueFile.ts';

describe('prices to quote', () => {
  it('adds up the priced lines (packages times the price of one) and counts the lines without a price', () => {
    expect(
      quoteTotal([
        { count: 2, unitPrice: 1_250_000 },
        { count: 1, unitPrice: null },
        { count: 3, unitPrice: 90_000 },
      ]),
    ).toEqual({ total: 2_770_000, unpriced: 1 });
    expect(quoteTotal([])).toEqual({ total: 0, unpriced: 0 });
    expect(quoteTotal([{ count: 4, unitPrice: null }])).toEqual({ total: 0, unpriced: 1 });
  });

  it('reads a price as staff type it: Persian digits and thousands separators of either script', () => {
    expect(typedPrice('1,250,000')).toBe('1250000');
    expect(typedPrice('۱٬۲۵۰٬۰۰۰')).toBe('1250000');
    expect(typedPrice(' ١٢٥٠ ٠٠٠ ')).toBe('1250000');
    expect(typedPrice('\u2066۱٬۲۵۰٬۰۰۰\u2069\u200f')).toBe('1250000');
    // A dot is not a separator: 12.5 stays a fraction, which the rule refuses.
    expect(typedPrice('12.5')).toBe('12.5');
    expect(checkCell('product', 'prices', { 1: '12.5' })).toEqual({
      reason: '"12.5" is not a price: write the tomans in digits, e.g. 1250000',
    });
  });

  it('writes a cell by package number, which the file rule reads back', () => {
    const prices = [
      { packageId: 3, price: 28_000_000 },
      { packageId: 1, price: 1_250_000 },
    ];
    expect(pricesCell(prices)).toBe('1:1250000|3:28000000');
    expect(checkCell('product', 'prices', pricesCell(prices))).toEqual({ value: [...prices].reverse() });
  });

  it('writes amounts grouped in thousands in both languages', () => {
    expect(formatAmount('en', 1_250_000)).toBe('1,250,000');
    expect(formatAmount('fa', 1_250_000)).toBe('۱٬۲۵۰٬۰۰۰');
  });

  it('says a price problem in Persian, with the example kept left to right', () => {
    expect(reasonIn('fa', '"abc" is not a price: write the tomans in digits, e.g. 1250000')).toBe(
      '«\u2068abc\u2069» قیمت نیست: مبلغ را به تومان و با رقم بنویسید، مثلاً ۱٬۲۵۰٬۰۰۰',
    );
    expect(reasonIn('fa', 'has a price for package "2", which this product is not sold in')).toBe(
      'برای بستهٔ «\u20682\u2069» قیمت دارد، ولی این محصول در آن بسته فروخته نمی‌شود',
    );
  });
});
