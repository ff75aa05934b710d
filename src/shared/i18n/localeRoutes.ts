import type { Locale } from './i18n.ts';

/** The `[...lang]` route parameter of a locale: none for English, `fa` for Persian. */
export function langParam(locale: Locale): string | undefined {
  return locale === 'fa' ? 'fa' : undefined;
}

/** The locale of a `[...lang]` parameter, or null when it is not one of ours. */
export function localeOfParam(lang: string | undefined): Locale | null {
  if (lang === undefined || lang === '') return 'en';
  return lang === 'fa' ? 'fa' : null;
}

/** Static paths of a page that exists once per locale. */
export function eachLocale() {
  return (['en', 'fa'] as const).map((locale) => ({ params: { lang: langParam(locale) }, props: { locale } }));
}
