import { describe, expect, it } from 'vitest';
import { buildSearchIndex, rankDocuments, type SearchDocument } from '~/shared/catalogue/searchIndex.ts';

const catalogue: SearchDocument[] = [
  { name: 'PND01 Sayeh Rattan Pendant چراغ آویز رتان سایه', more: 'Rattan woven by hand. Lighting روشنایی' },
  { name: 'LMP01 Kooh Oak Table Lamp آباژور بلوط کوه', more: 'A turned oak base. Lighting روشنایی' },
  { name: 'PND02 Golnar Blown-Glass Pendant چراغ آویز شیشه‌ای گلنار', more: 'A pendant lamp of mouth-blown glass. Lighting' },
  { name: 'TOT02 Tabriz Leather Tote کیف چرمی تبریز', more: 'Full-grain cowhide. Bags کیف‌ها' },
  { name: 'CHR02 Ayvan Walnut Lounge Chair صندلی راحتی گردوی ایوان', more: 'Woven leather strips. Objects' },
  { name: 'BWL01 Sahel Stoneware Bowl کاسهٔ استون‌ور ساحل', more: 'A wide, shallow bowl. Tableware ظروف سفره' },
  { name: 'VAS02 Kavir Terracotta Amphora کوزهٔ سفالی کویر', more: 'Red terracotta. Vases گلدان‌ها' },
];
const index = buildSearchIndex(catalogue);
const codes = (query: string) => rankDocuments(index, query).ranked.map((document) => catalogue[document]!.name.split(' ')[0]);

describe('ranking', () => {
  it('finds a product by any word, those matching more words first', () => {
    expect(codes('pendant lamp').slice(0, 1)).toEqual(['PND02']);
    expect(codes('pendant lamp')).toEqual(expect.arrayContaining(['PND01', 'LMP01', 'PND02']));
    expect(codes('leather bag')[0]).toBe('TOT02');
    expect(codes('leather bag')).toContain('CHR02');
  });

  it('ranks a word in the name before the same word elsewhere, and a whole word before a part', () => {
    expect(codes('leather')).toEqual(['TOT02', 'CHR02']);
    expect(codes('lamp')).toEqual(['LMP01', 'PND02']);
  });

  it('finds a product by its category’s name and its description, in either language', () => {
    expect(codes('bags')).toEqual(['TOT02']);
    expect(codes('کیف')).toEqual(['TOT02']);
    expect(codes('گلدان')).toEqual(['VAS02']);
    expect(codes('سفالی')).toEqual(['VAS02']);
    expect(codes('کاسه های سفالی').sort()).toEqual(['BWL01', 'VAS02']);
  });

  it('leaves out words too common to search by', () => {
    expect(codes('a lamp for the table')).toEqual(['LMP01', 'PND02', 'BWL01']);
    expect(codes('the')).toEqual([]);
    expect(codes('کیف برای')).toEqual(['TOT02']);
  });

  it('puts a slip after the words as typed, and offers the catalogue’s word as it is written', () => {
    expect(codes('lether')).toEqual(['TOT02', 'CHR02']);
    expect(rankDocuments(index, 'lether Tote').didYouMean).toBe('leather Tote');
    expect(rankDocuments(index, 'اباژر').didYouMean).toBe('آباژور');
    expect(rankDocuments(index, 'استونور').didYouMean).toBeNull();
    expect(rankDocuments(index, 'leather').didYouMean).toBeNull();
  });

  it('offers a word one slip further than the search forgives when it starts as typed, and nothing when none is near', () => {
    expect(codes('lethr')).toEqual([]);
    expect(rankDocuments(index, 'lethr').didYouMean).toBe('leather');
    expect(rankDocuments(index, 'zzqxw').didYouMean).toBeNull();
    // Three slips off and starting otherwise: not what the shopper meant.
    const fabrics = buildSearchIndex([{ name: 'Linen پارچهٔ کتان قابی', more: '' }]);
    expect(rankDocuments(fabrics, 'قالیچه').didYouMean).toBeNull();
    // The catalogue's word as a sentence writes it, without the ezafe.
    expect(rankDocuments(fabrics, 'پارچخ').didYouMean).toBe('پارچه');
  });

  it('puts sold-out sizes behind equally good matches, not behind better ones', () => {
    const sizes = buildSearchIndex([
      { name: 'Oak Lamp', more: '' },
      { name: 'Brass Lamp', more: '' },
      { name: 'Desk light', more: 'a lamp' },
    ]);
    expect(rankDocuments(sizes, 'lamp').ranked).toEqual([0, 1, 2]);
    expect(rankDocuments(sizes, 'lamp', { behind: new Set([0]) }).ranked).toEqual([1, 0, 2]);
    expect(rankDocuments(sizes, 'lamp', { behind: new Set([0, 1]) }).ranked).toEqual([0, 1, 2]);
  });

  it('reads the shop’s own words as the built-in colloquial forms, plurals included', () => {
    const sofas = buildSearchIndex([{ name: 'Ayvan Walnut Couch', more: '' }]);
    expect(rankDocuments(sofas, 'sofa').ranked).toEqual([]);
    expect(rankDocuments(sofas, 'sofas', { colloquial: { sofa: 'couch' } }).ranked).toEqual([0]);
  });
});
