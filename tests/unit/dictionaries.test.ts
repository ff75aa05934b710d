import { describe, expect, it } from 'vitest';
import { dictionaries, localePath, translator } from '../../src/i18n/i18n.ts';

describe('dictionaries', () => {
  it('have the same keys in every locale, none empty', () => {
    const en = Object.keys(dictionaries.en).sort();
    const fa = Object.keys(dictionaries.fa).sort();
    expect(fa).toEqual(en);
    for (const locale of ['en', 'fa'] as const) {
      for (const [key, text] of Object.entries(dictionaries[locale])) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('write Persian with Persian letters and digits', () => {
    for (const [key, text] of Object.entries(dictionaries.fa)) {
      expect(text, key).not.toMatch(/[يك٠-٩]/);
    }
  });

  it('translate through i18next with the page title template', () => {
    expect(translator('fa')('site.titleTemplate').replace('%s', 'x')).toBe('x - فروشگاه آنلاین');
    expect(translator('en')('nav.home')).toBe('Home');
  });
});

describe('localePath', () => {
  it('prefixes Persian paths with /fa and leaves English ones', () => {
    expect(localePath('fa', '/')).toBe('/fa/');
    expect(localePath('fa', '/cart')).toBe('/fa/cart');
    expect(localePath('en', '/cart')).toBe('/cart');
  });
});
