import { describe, expect, it } from 'vitest';
import { sizeCode, sizeTitle } from '~/shared/catalogue/sku.ts';

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
  });
});
