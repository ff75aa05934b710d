import type { APIRoute } from 'astro';

/** Crawlers may read the shop, not the service, searches, account pages or the staff area; the sitemap lists the rest. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:4321').href;
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /v1/',
    'Disallow: /profile/',
    'Disallow: /fa/profile/',
    'Disallow: /staff',
    'Disallow: /fa/staff',
    `Sitemap: ${sitemap}`,
    '',
  ];
  return new Response(body.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
