import { describe, expect, it } from 'vitest';
import { buildSearchIndex, rankDocuments, type SearchDocument } from '~/shared/catalogue/searchIndex.ts';
import { finglishMatch, finglishWord, otherLayout } from '~/shared/catalogue/searchReadings.ts';

// The other readings of a query (docs/rules.md#search): the other keyboard layout and Finglish.
const catalogue: SearchDocument[] = [
  { name: 'VAS01 Dune Stoneware Vase گلدان استون‌ور تلماسه', more: 'Vases گلدان‌ها' },
  { name: 'BWL01 Sahel Stoneware Bowl کاسهٔ استون‌ور ساحل', more: 'A wide, shallow bowl. Tableware ظروف' },
  { name: 'LMP01 Kooh Oak Table Lamp آباژور بلوط کوه', more: 'Lighting روشنایی' },
  { name: 'PND02 Golnar Blown-Glass Pendant Lamp چراغ آویز شیشه‌ای گلنار', more: 'Lighting' },
  { name: 'LMP02 Sepid Ceramic Lamp آباژور سپید', more: 'A pendant shade sold apart. Lighting' },
  { name: 'SCF01 Damaneh Wrap شال پشمی دامنه', more: 'Wool' },
  { name: 'RUG01 Zagros Rug فرش دست‌باف زاگرس', more: 'Rugs فرش‌ها' },
];
const index = buildSearchIndex(catalogue);
const search = (query: string, asTyped = false) => {
  const { ranked, readAs } = rankDocuments(index, query, { asTyped });
  return { codes: ranked.map((document) => catalogue[document]!.name.split(' ')[0]), readAs };
};

describe('the other keyboard layout', () => {
  it('reads Latin keys as the Persian letters of ISIRI 9147, and Persian letters as the keys that type them', () => {
    expect(otherLayout("'gnhk")).toBe('گلدان');
    expect(otherLayout('رشسث')).toBe('vase');
    expect(otherLayout('مشپح')).toBe('lamp');
    // The older layout's «پ» on the backslash key; «ژ» and «آ» are shifted.
    expect(otherLayout('a\\')).toBe('شپ');
    expect(otherLayout('Hfhc,v')).toBe('آبازور');
    expect(otherLayout('vase گلدان')).toBeNull();
    expect(otherLayout('1234')).toBeNull();
  });

  it('searches the other reading when the words as typed are unknown, and says so; as typed on asking', () => {
    expect(search("'gnhk")).toEqual({ codes: ['VAS01'], readAs: 'گلدان' });
    expect(search('رشسث')).toEqual({ codes: ['VAS01'], readAs: 'vase' });
    expect(search("'gnhk", true)).toEqual({ codes: [], readAs: null });
    // Known as typed: no reading, even where the other layout spells a word too.
    expect(search('vase').readAs).toBeNull();
    expect(search('گلدان').readAs).toBeNull();
  });
});

describe('Finglish', () => {
  it('matches Latin spellings to Persian words by rule: vowels unwritten or long, digraphs, a final -eh', () => {
    for (const [latin, persian] of [
      ['goldoon', 'گلدون'],
      ['kaseh', 'کاسه'],
      ['kase', 'کاسه'],
      ['farsh', 'فرش'],
      ['boshghab', 'بشقاب'],
      ['boshqab', 'بشقاب'],
      ['roosari', 'روسری'],
      ['tablo', 'تابلو'],
      ['abajour', 'اباژور'],
      ['shamdan', 'شمعدان'],
      ['saat', 'ساعت'],
      ['otagh', 'اتاق'],
    ])
      expect(finglishMatch(finglishWord(latin!), persian!), latin).toBe(true);
    expect(finglishMatch('farsh', 'فرشته')).toBe(false);
    expect(finglishMatch('vase', 'گلدان')).toBe(false);
    expect(finglishWord('gabbeh')).toBe('gabeh');
  });

  it('reads a Latin word the catalogue does not know as its Persian word, colloquial forms folded', () => {
    expect(search('goldoon')).toEqual({ codes: ['VAS01'], readAs: 'گلدان' });
    expect(search('kaseh')).toEqual({ codes: ['BWL01'], readAs: 'کاسه' });
    expect(search('farsh zagros').codes[0]).toBe('RUG01');
    // Only the start of an English word ("shallow"): the Persian word whole wins.
    expect(search('shal')).toEqual({ codes: ['SCF01'], readAs: 'شال' });
    // An English word of the catalogue is never read as Finglish.
    expect(search('lamp').readAs).toBeNull();
    expect(search('xyzzy')).toEqual({ codes: [], readAs: null });
  });
});

describe('phrases', () => {
  it('ranks words standing together in a name, in order, above the same words found apart', () => {
    expect(search('pendant lamp').codes).toEqual(['PND02', 'LMP02', 'LMP01']);
    expect(search('lamp pendant').codes[0]).toBe('PND02');
    expect(search('چراغ آویز').codes[0]).toBe('PND02');
  });

  it('ranks words standing together in a description above the same words found apart', () => {
    const lights = buildSearchIndex([
      { name: 'Kooh Table Lamp', more: 'a shade to hang from a pendant cord' },
      { name: 'Golnar Pendant', more: 'a pendant lamp of blown glass' },
    ]);
    expect(rankDocuments(lights, 'pendant lamp').ranked).toEqual([1, 0]);
  });
});

describe('weak matches', () => {
  const shop = buildSearchIndex([
    { name: 'VAS01 Dune Vase گلدان تلماسه', more: '', kind: 'Vases گلدان‌ها', family: 'VAS01' },
    { name: 'VAS03 Shabnam Vase گلدان شبنم', more: '', kind: 'Vases گلدان‌ها', family: 'VAS03' },
    { name: 'VAS02 Kavir Amphora کوزه کویر', more: '', kind: 'Vases گلدان‌ها', family: 'VAS02' },
    { name: 'CND02 Anjir Candle شمع انجیر', more: 'once burnt, the pot is a good vase: گلدان خوبی', kind: 'Candles', family: 'CND02' },
    { name: 'TOT01 Karbas Canvas Tote کیف', more: '', kind: 'Bags', family: 'TOT01' },
  ]);
  const found = (query: string) => rankDocuments(shop, query).ranked;

  it('leaves out matches in descriptions alone, or inside other words, once three families match what they are', () => {
    expect(found('گلدون')).toEqual([0, 1, 2]);
    // "vas" inside "canvas" goes too.
    expect(found('vases')).toEqual([0, 1, 2]);
    // A slip's nearest word counts as the word: "vsae" is the vases too, not the candle.
    expect(found('vsae')).toEqual([0, 1, 2]);
  });

  it('keeps them when fewer families match strongly: a word a description alone holds still finds it', () => {
    expect(found('candle pot')).toEqual([3]);
    expect(found('burnt')).toEqual([3]);
  });
});
