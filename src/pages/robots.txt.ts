import type { APIRoute } from 'astro';

/** Crawlers may read the shop, not the service, searches or account pages; the sitemap lists the rest. */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap.xml', site ?? 'http://localhost:4321').href;
  const body = ['User-agent: *', 'Allow: /', 'Disallow: /v1/', 'Disallow: /profile/', 'Disallow: /fa/profile/', `Sitemap: ${sitemap}`, ''];
  return new Response(body.join('\n'), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
};
