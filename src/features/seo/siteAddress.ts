import { localePath, type Locale } from '~/shared/i18n/locale.ts';

/**
 * Absolute addresses for what leaves the page (canonical and alternate links, previews, JSON-LD, the sitemap):
 * from the public address the pages are built for (`SITE_URL`, Astro's `site`).
 */
export function siteAddress(site: URL | undefined) {
  const root = site ?? new URL('http://localhost:4321');
  return {
    /** A page of the shop in a locale. */
    page: (locale: Locale, path: string) => new URL(localePath(locale, path), root).href,
    /** Any address, a path or already absolute (a picture on another service host). */
    of: (address: string) => new URL(address, root).href,
  };
}
