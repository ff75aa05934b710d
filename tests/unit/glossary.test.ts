import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import clientFa from '~/ui/messages.fa.json' with { type: 'json' };
import staffFa from '~/features/staff/staff.fa.json' with { type: 'json' };
import { dictionaries } from '~/shared/i18n/i18n.ts';
import reasonsFa from '~/service/catalogue/catalogueReasons.fa.json' with { type: 'json' };
import serviceFa from '~/service/http/messages.fa.json' with { type: 'json' };
import { demoBanners, demoCategories, demoFamilies, demoPackages } from '~/service/seed/demoCatalogue.data.ts';
import staffServiceFa from '~/service/access/messages.fa.json' with { type: 'json' };
import formsFa from '~/shared/forms/messages.fa.json' with { type: 'json' };
import { GLOSSARY, retiredTerms } from '../support/glossary.ts';

// The glossary (docs/rules.md#glossary): no Persian dictionary uses a term it retired, nor the demo and sample
// catalogues a retired phrase (a word with other meanings, «دسته» as a mug's handle, is theirs to use).

/** Every Persian text of the demo catalogue: categories, families, banners, package types. */
function demoTexts(): { where: string; text: string }[] {
  const texts = [
    ...demoCategories.flatMap((c) => [
      { where: `category ${c.key}`, text: c.nameFa },
      { where: `category ${c.key}`, text: c.descriptionFa },
    ]),
    ...demoFamilies.flatMap((f) => [
      { where: `family ${f.parentSku}`, text: f.nameFa },
      { where: `family ${f.parentSku}`, text: f.descriptionFa },
    ]),
    ...demoBanners.flatMap((b) => [
      { where: `banner ${b.titleFa}`, text: b.titleFa },
      { where: `banner ${b.titleFa}`, text: b.descriptionFa },
    ]),
    ...demoPackages.map((p) => ({ where: `package ${p.id}`, text: p.titleFa })),
  ];
  return texts.filter((entry) => entry.text);
}

/** Every Persian dictionary, by name. */
const DICTIONARIES = {
  pages: dictionaries.fa,
  forms: formsFa,
  'API client': clientFa,
  service: serviceFa,
  'staff calls': staffServiceFa,
  'staff pages': staffFa,
  'catalogue file reasons': reasonsFa,
} as Record<string, Readonly<Record<string, string>>>;

describe('the glossary', () => {
  it('is followed by every Persian dictionary: no term it retired, in any string', () => {
    const problems = Object.entries(DICTIONARIES).flatMap(([name, dictionary]) =>
      Object.entries(dictionary).flatMap(([key, text]) => retiredTerms(text).map((term) => `${name} ${key}: ${term}`)),
    );
    expect(problems).toEqual([]);
  });

  it('finds the terms it retired, and lets the kept ones be', () => {
    expect(retiredTerms('در این دسته')).toHaveLength(1);
    expect(retiredTerms('یکی از دسته‌ها، یا دستهٔ دیگر')).toHaveLength(1);
    expect(retiredTerms('فقط ۱ عدد مانده')).toHaveLength(1);
    expect(retiredTerms('سفارش‌های تازه از وقتی این صفحه را باز کردید')).toHaveLength(1);
    expect(retiredTerms('بعداً می‌خرم')).toHaveLength(1);
    for (const kept of [
      'همهٔ دسته‌بندی‌ها',
      'زیردسته',
      'بستهٔ ۶تایی، ۶ عدد',
      'کد تازه فرستاده شد',
      'تازه‌های فروشگاه',
      'تنها ۲ بسته باقی مانده',
    ])
      expect(retiredTerms(kept), kept).toEqual([]);
  });

  it('is not used against itself: no term of the glossary is one it retired', () => {
    for (const term of GLOSSARY) expect(retiredTerms(term.fa), term.concept).toEqual([]);
  });

  it('is kept in docs/rules.md, term for term', () => {
    const rules = readFileSync('docs/rules.md', 'utf8');
    const section = rules.slice(rules.indexOf('## Glossary'), rules.indexOf('\n## ', rules.indexOf('## Glossary') + 1));
    for (const term of GLOSSARY) expect(section, term.concept).toContain(`| ${term.concept} | ${term.en} | ${term.fa} |`);
  });

  it('is followed by the demo catalogue and the sample catalogue file', () => {
    const problems = demoTexts().flatMap(({ where, text }) => retiredTerms(text, true).map((term) => `${where}: ${term}`));
    for (const file of ['samples/catalogue.csv', 'samples/catalogue.json'])
      problems.push(...retiredTerms(readFileSync(file, 'utf8'), true).map((term) => `${file}: ${term}`));
    expect(problems).toEqual([]);
  });
});
