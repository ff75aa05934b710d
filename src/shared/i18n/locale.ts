/** The store's locales: English (default, unprefixed) and Persian (under /fa/). */
export const LOCALES = ['en', 'fa'] as const;
export type Locale = (typeof LOCALES)[number];
