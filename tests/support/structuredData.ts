import type { StructuredData } from '~/features/seo/structuredData.ts';

/**
 * A runtime check of parsed JSON-LD against the schema.org types the shop writes (compile time has schema-dts:
 * src/features/seo/structuredData.ts): the fields each type needs for search engines to use it. Returns the
 * problems found, none for a valid item.
 */
export function structuredDataProblems(data: unknown): string[] {
  const problems: string[] = [];
  const item = record(data);
  if (!item) return ['not an object'];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(`${String(item['@type'])}: ${problem}`);
  };
  need(item['@context'] === 'https://schema.org', '@context is not https://schema.org');
  switch (item['@type']) {
    case 'Product': {
      for (const field of ['name', 'sku', 'description']) need(text(item[field]), `no ${field}`);
      need(Array.isArray(item.image) && item.image.length > 0 && item.image.every(absolute), 'image is not a list of absolute URLs');
      const brand = record(item.brand);
      need(brand?.['@type'] === 'Brand' && text(brand.name), 'no brand with a name');
      const offer = record(item.offers);
      need(offer?.['@type'] === 'Offer', 'no Offer');
      need(typeof offer?.availability === 'string' && AVAILABILITY.has(offer.availability), 'offer has no schema.org availability');
      need(absolute(offer?.url), 'offer has no absolute url');
      break;
    }
    case 'BreadcrumbList': {
      const steps = Array.isArray(item.itemListElement) ? item.itemListElement.map(record) : [];
      need(steps.length > 0, 'no itemListElement');
      steps.forEach((step, i) => {
        need(step?.['@type'] === 'ListItem', `step ${i + 1} is not a ListItem`);
        need(step?.position === i + 1, `step ${i + 1} has position ${String(step?.position)}`);
        need(text(step?.name), `step ${i + 1} has no name`);
        // Every step links to its page but the last, which is the page itself.
        if (i < steps.length - 1) need(absolute(step?.item), `step ${i + 1} has no absolute item`);
      });
      break;
    }
    case 'Organization':
      need(text(item.name), 'no name');
      need(absolute(item.url), 'no absolute url');
      need(absolute(item.logo), 'no absolute logo');
      break;
    case 'WebSite': {
      need(text(item.name), 'no name');
      need(absolute(item.url), 'no absolute url');
      const action = record(item.potentialAction);
      const target = record(action?.target);
      need(action?.['@type'] === 'SearchAction', 'no SearchAction');
      need(
        target?.['@type'] === 'EntryPoint' && typeof target.urlTemplate === 'string' && target.urlTemplate.includes('{search_term_string}'),
        'search target has no urlTemplate with {search_term_string}',
      );
      need(absolute(String(target?.urlTemplate ?? '').replace('{search_term_string}', 'x')), 'search urlTemplate is not absolute');
      need(action?.['query-input'] === 'required name=search_term_string', 'query-input does not name search_term_string');
      break;
    }
    default:
      need(false, 'not a type the shop writes');
  }
  return problems;
}

/** Parsed JSON-LD that passed the check, typed. */
export function asStructuredData(data: unknown): StructuredData {
  const problems = structuredDataProblems(data);
  if (problems.length > 0) throw new Error(problems.join('; '));
  return data as StructuredData;
}

const AVAILABILITY = new Set(
  ['InStock', 'OutOfStock', 'PreOrder', 'BackOrder', 'LimitedAvailability', 'SoldOut', 'Discontinued'].map(
    (a) => `https://schema.org/${a}`,
  ),
);

const record = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const absolute = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
