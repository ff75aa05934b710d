import type { Locale } from '~/shared/i18n/locale.ts';

/** Name of the cookie the language switch sets for 365 days. */
export const LOCALE_COOKIE = 'locale';

/** The locale a visit to `/` should land on: the cookie's choice, else Persian when Accept-Language prefers it. */
export function preferredLocale(cookieHeader: string | null, acceptLanguage: string | null): Locale {
  const cookie = /(?:^|;\s*)locale=(en|fa)(?:;|$)/.exec(cookieHeader ?? '');
  if (cookie) return cookie[1] as Locale;
  let best: { locale: Locale | null; q: number } = { locale: null, q: 0 };
  for (const part of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(
      params
        .find((p) => p.trim().startsWith('q='))
        ?.trim()
        .slice(2) ?? 1,
    );
    const locale = tag.startsWith('fa') ? 'fa' : tag.startsWith('en') ? 'en' : null;
    if (locale && q > best.q) best = { locale, q };
  }
  return best.locale ?? 'en';
}
