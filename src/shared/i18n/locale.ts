/** The store's locales: English (default, unprefixed) and Persian (under /fa/). */
export const LOCALES = ['en', 'fa'] as const;
export type Locale = (typeof LOCALES)[number];

/** A path in the given locale: Persian paths carry the /fa prefix. */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'en') return clean;
  return clean === '/' ? '/fa/' : `/fa${clean}`;
}
