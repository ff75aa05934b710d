import type { APIRoute } from 'astro';
import { categoryPath, categorySizePath, LIST_PAGE_SIZE, productPath } from '~/shared/catalogue/paths.ts';
import { allFamilies, sizeFilterPages } from '~/features/catalogue/staticLists.server.ts';
import { localePath } from '~/i18n/i18n.ts';
import { shopSnapshot } from '~/service/catalogue/source.server.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/** Every indexable page in both languages, each with its alternate. */
export const GET: APIRoute = async ({ site }) => {
  const { categories, products } = await shopSnapshot();
  const base = site ?? new URL('http://localhost:4321');
  const listPages = Math.ceil((await allFamilies(1, 1)).total / LIST_PAGE_SIZE);
  const sizePages = (await sizeFilterPages()).map(({ category, size }) => categorySizePath(category, size));
  const paths = [
    '/',
    '/Products',
    '/aboutUs',
    '/contactUs',
    '/WorkWithUs',
    ...categories.map(categoryPath),
    ...sizePages,
    ...products.map(productPath),
    ...Array.from({ length: Math.max(0, listPages - 1) }, (_, i) => `/Products/page/${i + 2}`),
  ];
  const url = (path: string, locale: Locale) => new URL(localePath(locale, path), base).href.replace(/&/g, '&amp;');
  const entries = paths.flatMap((path) =>
    (['en', 'fa'] as const).map(
      (locale) =>
        `<url><loc>${url(path, locale)}</loc><xhtml:link rel="alternate" hreflang="en" href="${url(path, 'en')}"/><xhtml:link rel="alternate" hreflang="fa" href="${url(path, 'fa')}"/></url>`,
    ),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
