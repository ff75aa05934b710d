import { describe, expect, it } from 'vitest';
import { dayIn } from '~/shared/i18n/dates.ts';
import { fieldError, oneWord } from '~/shared/forms/rules.ts';
import { sameWordProblem } from '~/shared/staff/searchWords.ts';

describe('a word of the shop’s for its search', () => {
  it('is one word of two characters or more; the non-joiner may stand inside it', () => {
    expect(fieldError(oneWord, 'گلدونی', 'fa')).toBe('');
    expect(fieldError(oneWord, 'پیش‌دستی', 'fa')).toBe('');
    expect(fieldError(oneWord, '  sofa ', 'en')).toBe('');
    expect(fieldError(oneWord, 'two words', 'en')).toBe('Write one word of two letters or more, without spaces');
    expect(fieldError(oneWord, 'x', 'en')).toBe('Write one word of two letters or more, without spaces');
    expect(fieldError(oneWord, '', 'fa')).not.toBe('');
  });

  it('must mean a word other than itself, as the search reads both', () => {
    expect(sameWordProblem({ typed: 'گلدون', meant: 'گلدان' })).toBeNull();
    expect(sameWordProblem({ typed: 'Vase', meant: 'vase' })).toBe('sameWord');
    expect(sameWordProblem({ typed: 'اباژور', meant: 'آباژور' })).toBe('sameWord');
  });
});

describe('the day a search is counted on', () => {
  it('is the shop’s day, not the server’s', () => {
    // 21:00 UTC is half past midnight of the next day in Tehran.
    expect(dayIn('Asia/Tehran', new Date('2026-11-26T21:00:00Z'))).toBe('2026-11-27');
    expect(dayIn('UTC', new Date('2026-11-26T21:00:00Z'))).toBe('2026-11-26');
  });
});
