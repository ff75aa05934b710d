import { describe, expect, it } from 'vitest';
import { normaliseSearch, searchTerms } from '~/shared/catalogue/search.ts';
import { toLatinDigits } from '~/shared/text/digits.ts';

describe('toLatinDigits', () => {
  it('turns Persian and Arabic-Indic digits into Latin ones and leaves the rest', () => {
    expect(toLatinDigits('۰۹۱۲۳۴۵۶۷۸۹')).toBe('09123456789');
    expect(toLatinDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toLatinDigits('کد ۱۲a3')).toBe('کد 12a3');
  });
});

describe('normaliseSearch', () => {
  it('folds Arabic yeh, alef maksura and kaf into Persian letters', () => {
    expect(normaliseSearch('كاسه چيني')).toBe('کاسه چینی');
    expect(normaliseSearch('مصطفى')).toBe('مصطفی');
  });

  it('folds case, diacritics, tatweel, the zero-width non-joiner and spacing', () => {
    expect(normaliseSearch('  Dune   VASE ')).toBe('dune vase');
    expect(normaliseSearch('گلدان‌ها')).toBe('گلدان ها');
    expect(normaliseSearch('كـتـاب')).toBe('کتاب');
    expect(normaliseSearch('سُفال')).toBe('سفال');
  });

  it('matches a SKU typed with Persian digits', () => {
    expect(normaliseSearch('VAS۰۱')).toBe('vas01');
  });
});

describe('searchTerms', () => {
  it('splits into unique normalised words, longest first', () => {
    expect(searchTerms('vase  Stoneware VASE')).toEqual(['stoneware', 'vase']);
    expect(searchTerms('   ')).toEqual([]);
  });

  it('keeps at most eight words', () => {
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
  });
});
