import type { BreadcrumbList, Organization, Product, SearchAction, WebSite, WithActionConstraints, WithContext } from 'schema-dts';
import type { Locale } from '~/shared/i18n/locale.ts';

// Structured data for search engines (schema.org as JSON-LD, docs/sharing.md): pure functions from what a page
// shows to what it tells, typed by schema-dts so a wrong field fails to compile.

/** A page's structured data: one schema.org item with its context. */
export type StructuredData = WithContext<Product> | WithContext<BreadcrumbList> | WithContext<Organization> | WithContext<WebSite>;

const CONTEXT = 'https://schema.org' as const;

/**
 * A product page's product. The shop names no prices (staff call back with them), so its offer carries
 * availability alone: schema.org's Offer requires no price, and the availability is what a shopper asks first.
 */
export function productData(product: {
  url: string;
  sku: string;
  name: string;
  description: string;
  images: string[];
  brand: string;
  inStock: boolean;
}): WithContext<Product> {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${product.url}#product`,
    url: product.url,
    sku: product.sku,
    name: product.name,
    description: product.description,
    image: product.images,
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: product.url,
      availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** Where a page sits, home first; the last step is the page itself (it needs no link). */
export function breadcrumbData(steps: { name: string; url?: string | undefined }[]): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      ...(step.url ? { item: step.url } : {}),
    })),
  };
}

/** The shop itself, on the home page. */
export function organizationData(shop: {
  name: string;
  url: string;
  logo: string;
  telephone: string;
  email: string;
}): WithContext<Organization> {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    '@id': `${shop.url}#organization`,
    name: shop.name,
    url: shop.url,
    logo: shop.logo,
    contactPoint: { '@type': 'ContactPoint', contactType: 'customer service', telephone: shop.telephone, email: shop.email },
  };
}

/** The site and its search page (`{search_term_string}` in `searchUrl` stands for what is searched), on the home page. */
export function websiteData(site: { name: string; url: string; searchUrl: string; locale: Locale }): WithContext<WebSite> {
  const search: WithActionConstraints<SearchAction> = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: site.searchUrl },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${site.url}#website`,
    name: site.name,
    url: site.url,
    inLanguage: site.locale,
    potentialAction: search,
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped, so no text in it can close the script. */
export function jsonLd(data: StructuredData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
