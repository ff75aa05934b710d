import { describe, expect, it } from 'vitest';
import { closestWords, editDistance, foldSearch, searchForms, typoAllowance } from '~/shared/catalogue/searchForms.ts';
import { buildSearchIndex, rankDocuments } from '~/shared/catalogue/searchIndex.ts';

const finds = (name: string, query: string) => rankDocuments(buildSearchIndex([{ name, more: '' }]), query).ranked.length > 0;

describe('the search fold', () => {
  it('folds alef with madda or hamza, teh marbuta, waw and yeh with hamza, and hyphens', () => {
    expect(foldSearch('آباژور')).toBe('اباژور');
    expect(foldSearch('إبريق')).toBe('ابریق');
    expect(foldSearch('پائیز')).toBe('پاییز');
    expect(foldSearch('Blown-Glass')).toBe('blown glass');
  });
});

describe('what a shopper types finds the catalogue’s word', () => {
  it('Persian: the madda left out, the non-joiner left out or typed as a space, Arabic letters', () => {
    expect(finds('آباژور بلوط کوه', 'اباژور')).toBe(true);
    expect(finds('فرش دست‌باف زاگرس', 'فرش دستباف')).toBe(true);
    expect(finds('فرش دست‌باف زاگرس', 'دست باف')).toBe(true);
    expect(finds('پیش‌دستی اردیبهشت', 'پیشدستی')).toBe(true);
    expect(finds('کاسهٔ استون‌ور ساحل', 'كاسه')).toBe(true);
  });

  it('Persian: colloquial forms, plurals and suffixes', () => {
    expect(finds('گلدان استون‌ور تلماسه', 'گلدون')).toBe(true);
    expect(finds('فنجان چینی مه', 'فنجون')).toBe(true);
    expect(finds('گلدان استون‌ور تلماسه', 'گلدونها')).toBe(true);
    expect(finds('کوزهٔ سفالی کویر', 'سفالی‌ها')).toBe(true);
    expect(finds('کاسهٔ استون‌ور ساحل', 'کاسه های')).toBe(true);
  });

  it('English: plurals and case', () => {
    expect(finds('Dune Stoneware Vase', 'vases')).toBe(true);
    expect(finds('Chai Stoneware Mug', 'MUGS')).toBe(true);
    expect(finds('Abr Cotton Velvet Cushion', 'cushions')).toBe(true);
    expect(finds('Termeh Silk Scarf', 'scarves')).toBe(true);
    expect(finds('Golnar Blown-Glass Pendant', 'blown glass')).toBe(true);
    expect(finds('Cut Glass Tumbler', 'glass')).toBe(true);
  });

  it('finds nothing by a word that is not there, nor by particles alone', () => {
    expect(finds('Dune Stoneware Vase', 'zzqx')).toBe(false);
    expect(searchForms('ها های ی')).toEqual([]);
  });

  it('keeps the word itself first among its forms, and short words as they are', () => {
    expect(searchForms('vases')).toEqual([['vases', 'vase', 'vas']]);
    expect(searchForms('bus')).toEqual([['bus']]);
    expect(searchForms('glass')).toEqual([['glass']]);
    expect(searchForms('چای')).toEqual([['چای']]);
  });
});

describe('slips of typing', () => {
  const words = ['dune', 'stoneware', 'vase', 'vases', 'abr', 'cotton', 'velvet', 'cushion', 'porcelain', 'cup', 'گلدان', 'فنجان'];

  it('counts a swap of neighbours as one edit, and stops past the limit', () => {
    expect(editDistance('vsae', 'vase', 1)).toBe(1);
    expect(editDistance('cushon', 'cushion', 2)).toBe(1);
    expect(editDistance('porcelian', 'porcelain', 2)).toBe(1);
    expect(editDistance('stonewear', 'stoneware', 2)).toBe(2);
    expect(editDistance('lamp', 'vase', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });

  it('allows more slips in longer words, in a three-letter word only a sound-alike letter, none in the shortest', () => {
    expect(typoAllowance('مه')).toBe(0);
    expect(typoAllowance('cup')).toBe(0.5);
    expect(closestWords('cap', ['cup'])).toEqual([]);
    expect(typoAllowance('vsae')).toBe(1);
    expect(typoAllowance('stonewear')).toBe(2);
  });

  it('counts a letter that sounds the same as half a slip, so two of them are forgiven in a four-letter word', () => {
    expect(editDistance('صاعت', 'ساعت', 2)).toBe(0.5);
    expect(editDistance('زرف', 'ظرف', 2)).toBe(0.5);
    expect(closestWords('زرف', ['ظرف', 'برف'])).toEqual(['ظرف']);
    expect(closestWords('صاعط', ['ساعت'])).toEqual(['ساعت']);
    // A letter that does not sound the same is a whole slip: too many for a three-letter word.
    expect(closestWords('برف', ['ظرف'])).toEqual([]);
    expect(editDistance('کاصح', 'کاسه', 2)).toBe(1);
    expect(editDistance('کاپه', 'کاسه', 2)).toBe(1);
  });

  it('finds the catalogue’s words within the allowance, only the nearest of them', () => {
    // آباژور (folded, as the index holds it) is a slip away, بازار two: the shopper meant the lamp, not the bazaar.
    expect(closestWords('ابازور', ['بازار', 'اباژور'])).toEqual(['اباژور']);
    expect(closestWords('stonewear', ['stoneware', 'stonewash'])).toEqual(['stoneware']);
    expect(closestWords('ابازور', ['بازار'])).toEqual(['بازار']);
    expect(closestWords('vsae', words)).toEqual(['vase']);
    expect(closestWords('porcelian', words)).toEqual(['porcelain']);
    expect(closestWords('stonewear', words)).toEqual(['stoneware']);
    expect(closestWords('گلدن', words)).toEqual(['گلدان']);
    expect(closestWords('cushons', words)).toEqual(['cushion']);
  });

  it('finds nothing for the shortest words, or too far', () => {
    expect(closestWords('cpu', words)).toEqual([]);
    expect(closestWords('zzqx', words)).toEqual([]);
    expect(closestWords('cpu', words, 1)).toEqual(['cup']);
  });
});
