import { describe, expect, it } from 'vitest';
import { categoryIdsOf, pagingOf, searchTextOf } from '../../src/service/catalogue/catalogueRoutes.server.ts';

describe('pagingOf', () => {
  it('reads whole page numbers and sizes', () => {
    expect(pagingOf({ page: '2', perPage: '24' })).toEqual({ page: 2, perPage: 24 });
    expect(pagingOf({ page: '1', perPage: '1000' })).toEqual({ page: 1, perPage: 1000 });
  });

  it('refuses zero, negatives, fractions, words and sizes over 1000 with a 400', () => {
    for (const [page, perPage] of [['0', '10'], ['-1', '10'], ['1.5', '10'], ['x', '10'], ['1', '0'], ['1', '1001'], ['99999999999', '1']]) {
      expect(() => pagingOf({ page, perPage }), `${page}/${perPage}`).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});

describe('categoryIdsOf', () => {
  it('reads comma-joined ids, and all or 0 as every category', () => {
    expect(categoryIdsOf('3,5')).toEqual([3, 5]);
    expect(categoryIdsOf('all')).toBeNull();
    expect(categoryIdsOf('0')).toBeNull();
  });

  it('refuses anything else with a 400', () => {
    for (const segment of ['', 'a', '1,,2', '1;2', '-3']) {
      expect(() => categoryIdsOf(segment), segment).toThrow(expect.objectContaining({ status: 400 }));
    }
  });
});

describe('searchTextOf', () => {
  it('trims and limits the search text', () => {
    expect(searchTextOf('  vase ')).toBe('vase');
    expect(() => searchTextOf('   ')).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => searchTextOf('x'.repeat(101))).toThrow(expect.objectContaining({ status: 400 }));
  });
});
