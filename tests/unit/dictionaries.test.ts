import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dictionaries, localePath, translator, type Key } from '../../src/i18n/i18n.ts';
import { sourceFiles } from '../support/sources.ts';

const keys = Object.keys(dictionaries.en) as Key[];
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))].sort();

describe('dictionaries', () => {
  it('have the same keys in every locale, none empty', () => {
    expect(Object.keys(dictionaries.fa).sort()).toEqual([...keys].sort());
    for (const locale of ['en', 'fa'] as const) {
      for (const [key, text] of Object.entries(dictionaries[locale])) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('are translated: no Persian text is the English one, and Persian is written with Persian letters and digits', () => {
    // A formula of placeholders alone reads the same in both languages.
    const untranslated = keys.filter(
      (key) => dictionaries.fa[key] === dictionaries.en[key] && /[a-z]{2}/i.test(dictionaries.en[key].replace(/\{\{\w+\}\}/g, '')),
    );
    expect(untranslated).toEqual([]);
    for (const [key, text] of Object.entries(dictionaries.fa)) expect(text, key).not.toMatch(/[يك٠-٩]/);
  });

  it('use one placeholder style, {{name}}, with the same names in both languages', () => {
    for (const key of keys) {
      for (const locale of ['en', 'fa'] as const) expect(dictionaries[locale][key].replace(/\{\{\w+\}\}/g, ''), `${locale} ${key}`).not.toMatch(/%s|\{|\}/);
      expect(placeholders(dictionaries.fa[key]), key).toEqual(placeholders(dictionaries.en[key]));
    }
  });

  it('hold no key the code does not use', () => {
    const code = sourceFiles('src', /\.(ts|tsx|astro)$/)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Keys built from a prefix: t(`form.${name}`).
    const prefixes = [...code.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1]!);
    const used = (key: string) => {
      const phrase = key.replace(/_(zero|one|two|few|many|other)$/, '');
      return code.includes(`'${phrase}'`) || code.includes(`"${phrase}"`) || prefixes.some((prefix) => phrase.startsWith(prefix));
    };
    expect(keys.filter((key) => !used(key))).toEqual([]);
  });

  it('fill {{name}} placeholders, leaving the rest of the text as it is', () => {
    expect(translator('fa')('site.titleTemplate', { title: 'x' })).toBe('x - فروشگاه آنلاین');
    expect(translator('en')('catalogue.pageOf', { page: '2', pages: '5' })).toBe('Page 2 of 5');
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
