import { describe, expect, it } from 'vitest';
import { countText, dictionaries } from '~/shared/i18n/i18n.ts';
import { plural, pluralCategory, pluralFormsOf } from '~/shared/i18n/plural.ts';

describe('plural', () => {
  const items = { one: '{{count}} item', other: '{{count}} items' };

  it('follows English plural rules', () => {
    expect(plural('en', items, 1)).toBe('1 item');
    expect(plural('en', items, 0)).toBe('0 items');
    expect(plural('en', items, 2)).toBe('2 items');
  });

  it('uses the written number it is given', () => {
    expect(plural('fa', { other: '{{count}} قلم' }, 12, '۱۲')).toBe('۱۲ قلم');
  });

  it('knows Persian rules, where 0 and 1 are "one"', () => {
    expect(pluralCategory('fa', 1)).toBe('one');
    expect(pluralCategory('fa', 2)).toBe('other');
  });

  it('reads the forms of a key from a flat dictionary', () => {
    expect(pluralFormsOf({ x_one: 'a', x_other: 'b', y: 'c' }, 'x')).toEqual({ one: 'a', other: 'b' });
    expect(pluralFormsOf({ y: 'c' }, 'y')).toBeUndefined();
  });
});

describe('counted phrases in the dictionaries', () => {
  it('never say "1 items", "1 pieces" or "1 packages"', () => {
    expect(countText('en', 'count.items', 1)).toBe('1 item');
    expect(countText('en', 'count.pieces', 1)).toBe('1 piece');
    expect(countText('en', 'count.packages', 1)).toBe('1 package');
    expect(countText('en', 'count.products', 1)).toBe('1 product');
    expect(countText('en', 'count.pieces', 24)).toBe('24 pieces');
  });

  it('write Persian counts in Persian digits', () => {
    expect(countText('fa', 'count.pieces', 24)).toBe('۲۴ عدد');
    expect(countText('fa', 'search.count', 3)).toBe('۳ کالا پیدا شد');
  });

  it('give every counted phrase an "other" form and a {{count}} in every form, in both languages', () => {
    for (const locale of ['en', 'fa'] as const) {
      const dictionary: Readonly<Record<string, string>> = dictionaries[locale];
      for (const [key, text] of Object.entries(dictionary)) {
        const match = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
        if (!match) continue;
        expect(dictionary[`${match[1]}_other`], `${locale} ${match[1]}_other`).toBeDefined();
        expect(text, `${locale} ${key}`).toContain('{{count}}');
      }
    }
  });
});
