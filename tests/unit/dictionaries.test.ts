import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import serviceEn from '~/service/http/messages.en.json' with { type: 'json' };
import serviceFa from '~/service/http/messages.fa.json' with { type: 'json' };
import formsEn from '~/shared/forms/messages.en.json' with { type: 'json' };
import formsFa from '~/shared/forms/messages.fa.json' with { type: 'json' };
import clientEn from '~/ui/messages.en.json' with { type: 'json' };
import clientFa from '~/ui/messages.fa.json' with { type: 'json' };
import staffServiceEn from '~/service/access/messages.en.json' with { type: 'json' };
import staffServiceFa from '~/service/access/messages.fa.json' with { type: 'json' };
import staffEn from '~/features/staff/staff.en.json' with { type: 'json' };
import staffFa from '~/features/staff/staff.fa.json' with { type: 'json' };
import reasonsEn from '~/service/catalogue/catalogueReasons.en.json' with { type: 'json' };
import reasonsFa from '~/service/catalogue/catalogueReasons.fa.json' with { type: 'json' };
import { dictionaries, localePath, translator } from '~/shared/i18n/i18n.ts';
import { dictionarySamples, persianTextProblems } from '../support/persianText.ts';
import { sourceFiles } from '../support/sources.ts';

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]))].sort();

/** Every dictionary pair: the pages', the form rules' (both sides), the service's and the API client's fallbacks. */
const pairs = [
  { name: 'pages', en: dictionaries.en, fa: dictionaries.fa, prefixes: [] as string[] },
  // Looked up by a validation issue's kind or a field's name rather than by a key written in the code.
  { name: 'forms', en: formsEn, fa: formsFa, prefixes: ['form.', 'field.'] },
  { name: 'API client', en: clientEn, fa: clientFa, prefixes: [] },
  {
    name: 'service',
    en: serviceEn,
    fa: serviceFa,
    prefixes: ['service.', 'problem.', 'login.', 'order.', 'profile.', 'newsletter.', 'customerText.', 'alert.'],
  },
  { name: 'staff calls', en: staffServiceEn, fa: staffServiceFa, prefixes: ['staffOrders.', 'staffCatalogue.', 'publish.', 'accounts.'] },
  { name: 'staff pages', en: staffEn, fa: staffFa, prefixes: [] },
  // Matched against the import's English reasons rather than looked up by a key written in the code.
  {
    name: 'catalogue file reasons',
    en: reasonsEn,
    fa: reasonsFa,
    prefixes: ['reason.', 'place.', 'word.', 'list.', 'column.', 'sentence.'],
  },
] as { name: string; en: Readonly<Record<string, string>>; fa: Readonly<Record<string, string>>; prefixes: string[] }[];
const code = sourceFiles('src', /\.(ts|tsx|astro)$/)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

describe.each(pairs)('the $name dictionaries', ({ name, en, fa, prefixes }) => {
  const keys = Object.keys(en);

  it('pass the Persian text check (docs/rules.md#persian-text)', () => {
    expect(dictionarySamples(name, fa).flatMap(persianTextProblems)).toEqual([]);
  });

  it('have the same keys in both languages, none empty', () => {
    expect(Object.keys(fa).sort()).toEqual([...keys].sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(fa)]) expect(text.trim(), key).not.toBe('');
  });

  it('are translated: no Persian text is the English one, and Persian is written with Persian letters and digits', () => {
    // A formula of placeholders alone reads the same in both languages.
    const untranslated = keys.filter((key) => fa[key] === en[key] && /[a-z]{2}/i.test(en[key]!.replace(/\{\{\w+\}\}/g, '')));
    expect(untranslated).toEqual([]);
    for (const [key, text] of Object.entries(fa)) expect(text, key).not.toMatch(/[يك٠-٩]/);
  });

  it('use one placeholder style, {{name}}, with the same names in both languages', () => {
    for (const key of keys) {
      for (const text of [en[key]!, fa[key]!]) expect(text.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/%s|\{|\}/);
      expect(placeholders(fa[key]!), key).toEqual(placeholders(en[key]!));
    }
  });

  it('hold no key the code does not use', () => {
    // Keys built from a prefix: t(`form.${name}`); a section's texts by name: formMessages.email, loginTexts.sms.
    const built = [...code.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1]!);
    const used = (key: string) => {
      const phrase = key.replace(/_(zero|one|two|few|many|other)$/, '');
      const name = prefixes.find((prefix) => phrase.startsWith(prefix)) ? phrase.slice(phrase.indexOf('.') + 1) : null;
      if (code.includes(`'${phrase}'`) || code.includes(`"${phrase}"`) || built.some((prefix) => phrase.startsWith(prefix))) return true;
      return (
        name !== null &&
        (code.includes(`.${name}`) ||
          code.includes(`'${name}'`) ||
          // A section's text by a name built from a prefix: customerTexts[`carrier.${carrier}`].
          built.some((prefix) => name.startsWith(prefix)) ||
          ['problem', 'field', 'reason', 'word', 'sentence'].includes(phrase.split('.')[0]!))
      );
    };
    expect(keys.filter((key) => !used(key))).toEqual([]);
  });
});

describe('the pages’ translate function', () => {
  it('fills {{name}} placeholders, leaving the rest of the text as it is', () => {
    expect(translator('fa')('site.titleTemplate', { title: 'گلدان' })).toBe('گلدان - فروشگاه آنلاین');
    // A Latin value in a Persian sentence is isolated in its own direction.
    expect(translator('fa')('site.titleTemplate', { title: 'x' })).toBe('\u2068x\u2069 - فروشگاه آنلاین');
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
