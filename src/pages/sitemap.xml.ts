import type { APIRoute } from 'astro';
import { categoryPath, categorySizePath, LIST_PAGE_SIZE, mediaUrl, productPath } from '~/shared/catalogue/paths.ts';
import { allFamilies, sizeFilterPages } from '~/features/catalogue/staticLists.server.ts';
import { siteAddress } from '~/features/seo/siteAddress.ts';
import { mediaBase, shopSnapshot } from '~/service/catalogue/source.server.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/** Every indexable page in both languages, each with its alternate; a product's with its pictures (an image sitemap). */
export const GET: APIRoute = async ({ site }) => {
  const { categories, products } = await shopSnapshot();
  const address = siteAddress(site);
  const listPages = Math.ceil((await allFamilies(1, 1)).total / LIST_PAGE_SIZE);
  const sizePages = (await sizeFilterPages()).map(({ category, size }) => categorySizePath(category, size));
  const pages: { path: string; pictures?: string[] }[] = [
    '/',
    '/Products',
    '/aboutUs',
    '/contactUs',
    '/WorkWithUs',
    ...categories.map(categoryPath),
    ...sizePages,
    ...Array.from({ length: Math.max(0, listPages - 1) }, (_, i) => `/Products/page/${i + 2}`),
  ].map((path) => ({ path }));
  const media = mediaBase();
  for (const product of products)
    pages.push({ path: productPath(product), pictures: product.images.map((file) => mediaUrl(file, 1600, media)) });
  const escape = (text: string) => text.replace(/&/g, '&amp;');
  const url = (path: string, locale: Locale) => escape(address.page(locale, path));
  const entries = pages.flatMap(({ path, pictures = [] }) =>
    (['en', 'fa'] as const).map(
      (locale) =>
        `<url><loc>${url(path, locale)}</loc><xhtml:link rel="alternate" hreflang="en" href="${url(path, 'en')}"/><xhtml:link rel="alternate" hreflang="fa" href="${url(path, 'fa')}"/>` +
        pictures.map((picture) => `<image:image><image:loc>${escape(address.of(picture))}</image:loc></image:image>`).join('') +
        '</url>',
    ),
  );
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n${entries.join('\n')}\n</urlset>\n`;
  return new Response(xml, { headers: { 'content-type': 'application/xml; charset=utf-8' } });
};
