import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { categoryIdsParam, pagingParams, searchTextParam, skuParam } from '~/shared/contract/requests.ts';

const paging = v.object(pagingParams);
const search = searchTextParam('words');

describe('the paging path segments', () => {
  it('read whole page numbers and sizes', () => {
    expect(v.parse(paging, { page: '2', perPage: '24' })).toEqual({ page: 2, perPage: 24 });
    expect(v.parse(paging, { page: '1', perPage: '1000' })).toEqual({ page: 1, perPage: 1000 });
  });

  it('refuse zero, negatives, fractions, words and sizes over 1000', () => {
    for (const [page, perPage] of [
      ['0', '10'],
      ['-1', '10'],
      ['1.5', '10'],
      ['x', '10'],
      ['1', '0'],
      ['1', '1001'],
      ['99999999999', '1'],
      ['1e3', '1'],
    ]) {
      expect(v.safeParse(paging, { page, perPage }).success, `${page}/${perPage}`).toBe(false);
    }
  });
});

describe('the category list segment', () => {
  it('reads comma-joined ids, and all or 0 as every category', () => {
    expect(v.parse(categoryIdsParam, '3,5')).toEqual([3, 5]);
    expect(v.parse(categoryIdsParam, 'all')).toBeNull();
    expect(v.parse(categoryIdsParam, '0')).toBeNull();
  });

  it('refuses anything else', () => {
    for (const segment of ['', 'a', '1,,2', '1;2', '-3', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      expect(v.safeParse(categoryIdsParam, segment).success, segment).toBe(false);
    }
  });
});

describe('the search segment', () => {
  it('trims, drops control characters and limits the search text', () => {
    expect(v.parse(search, '  vase ')).toBe('vase');
    expect(v.parse(search, 'va\u0000se\u001b')).toBe('vase');
    expect(v.safeParse(search, '   ').success).toBe(false);
    expect(v.safeParse(search, '\u0000').success).toBe(false);
    expect(v.safeParse(search, 'x'.repeat(101)).success).toBe(false);
  });
});

describe('the SKU segment', () => {
  it('takes letters, digits, _ and - up to 64, nothing else', () => {
    expect(v.parse(skuParam, 'VAS01')).toBe('VAS01');
    for (const sku of ['', 'x'.repeat(65), 'a b', 'a/b', 'a\u0000']) expect(v.safeParse(skuParam, sku).success, sku).toBe(false);
  });
});
