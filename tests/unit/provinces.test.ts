import { describe, expect, it } from 'vitest';
import { PROVINCES, provinceName, provincesIn } from '~/shared/forms/provinces.ts';

describe('the province list', () => {
  it("holds Iran's 31 provinces, each named once in each language", () => {
    expect(PROVINCES).toHaveLength(31);
    for (const locale of ['en', 'fa'] as const) {
      const names = PROVINCES.map((p) => p[locale]);
      expect(new Set(names).size, locale).toBe(31);
      for (const name of names) expect(name.trim(), locale).toBe(name);
    }
    for (const p of PROVINCES) expect(p.fa, p.en).toMatch(/^[\u0600-\u06FF ]+$/);
  });

  it('lists Persian names in the Persian order and English ones A to Z', () => {
    expect(provincesIn('fa').slice(0, 3)).toEqual(['آذربایجان شرقی', 'آذربایجان غربی', 'اردبیل']);
    expect(provincesIn('fa').at(-1)).toBe('یزد');
    expect(provincesIn('en').slice(0, 3)).toEqual(['Alborz', 'Ardabil', 'Bushehr']);
    expect(provincesIn('en').at(-1)).toBe('Zanjan');
    expect(provincesIn('en')).toHaveLength(31);
  });

  it('finds the province of text stored in either language, with its spelling and spacing variants', () => {
    expect(provinceName('Fars', 'fa')).toBe('فارس');
    expect(provinceName('فارس', 'en')).toBe('Fars');
    expect(provinceName(' fars province ', 'en')).toBe('Fars');
    expect(provinceName('استان فارس', 'en')).toBe('Fars');
    expect(provinceName('كرمان', 'fa')).toBe('کرمان'); // Arabic kaf
    expect(provinceName('آذربایجان‌شرقی', 'en')).toBe('East Azerbaijan'); // a zero-width non-joiner for the space
    expect(provinceName('Kohgiluyeh and Boyer Ahmad', 'fa')).toBe('کهگیلویه و بویراحمد');
    expect(provinceName('Tehran', 'en')).toBe('Tehran');
  });

  it('names nothing for text that is no province', () => {
    expect(provinceName('Shiraz', 'en')).toBe('');
    expect(provinceName('', 'fa')).toBe('');
    expect(provinceName('   ', 'en')).toBe('');
  });
});
