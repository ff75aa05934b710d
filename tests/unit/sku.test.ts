import { describe, expect, it } from 'vitest';
import { itemSize, productSizeNames, productSizeTitle, sizeCode, sizeFilterTitle, sizeTitle } from '~/shared/catalogue/sku.ts';

const filters = [
  { id: 'SM', title: 'S' },
  { id: '20', title: 'Ø20' },
];

describe('sizeCode', () => {
  it('is characters 6 and 7 of the SKU', () => {
    expect(sizeCode('VAS0120')).toBe('20');
    expect(sizeCode('KNT03SM-blue')).toBe('SM');
  });

  it('is empty for a SKU too short to carry one', () => {
    expect(sizeCode('VAS01')).toBe('');
  });
});

describe('sizeTitle', () => {
  it('maps the code to the matching size filter title', () => {
    expect(sizeTitle('VAS0120', filters)).toBe('Ø20');
    expect(sizeTitle('KNT03SM', filters)).toBe('S');
  });

  it('shows the raw code when no filter matches', () => {
    expect(sizeTitle('KNT03XL', filters)).toBe('XL');
    expect(sizeTitle('KNT03XL', [])).toBe('XL');
    // A code no filter titles is shown in the page's digits, never as Latin digits on a Persian page.
    expect(sizeTitle('VAS0618', [], 'fa')).toBe('۱۸');
    expect(sizeTitle('VAS0618', [], 'en')).toBe('18');
  });
});

describe('size titles per locale', () => {
  const titled = [
    { id: 'OS', title: 'One size', titleFa: 'تک‌سایز' },
    { id: '23', title: '21×30', titleFa: '' },
    { id: '16', title: 'Ø16', titleFa: 'قطر ۱۶' },
  ];
  const byCategory = new Map([[7, titled]]);

  it('gives each language its own title: the Persian one where the editor wrote it', () => {
    expect(sizeTitle('SCF01OS', titled, 'en')).toBe('One size');
    expect(sizeTitle('SCF01OS', titled, 'fa')).toBe('تک‌سایز');
    expect(productSizeNames({ sku: 'VAS0116', categoryIds: [3, 7] }, byCategory)).toEqual({ en: 'Ø16', fa: 'قطر ۱۶' });
  });

  it('shows the English title in Persian digits where there is no Persian one, in the same order', () => {
    expect(productSizeTitle({ sku: 'PRT0123', categoryIds: [7] }, byCategory, 'fa')).toBe('۲۱×۳۰');
    expect(sizeFilterTitle('fa', titled[1]!)).toBe('۲۱×۳۰');
    expect(sizeFilterTitle('en', titled[1]!)).toBe('21×30');
  });

  it('reads a listed item in the page language, also one saved before sizes had a Persian title', () => {
    expect(itemSize('fa', { size: 'Ø16', sizeFa: 'قطر ۱۶' })).toBe('قطر ۱۶');
    expect(itemSize('fa', { size: '21×30' })).toBe('۲۱×۳۰');
    expect(itemSize('en', { size: '21×30', sizeFa: '۲۱×۳۰' })).toBe('21×30');
  });
});
