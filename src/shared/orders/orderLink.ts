import { localePath, type Locale } from '~/shared/i18n/locale.ts';

/** An order page's token as the shop makes them: 18 random bytes in base64url (144 bits). */
export const ORDER_TOKEN = /^[A-Za-z0-9_-]{24}$/;

/** The order's own page, which its link opens without signing in (docs/rules.md#order-links). */
export const orderLinkPath = (locale: Locale, token: string): string => localePath(locale, `/o/${token}`);
