import { digitsIn } from '~/shared/i18n/format.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/** The shop's phone and email, shown in the footer and on the contact page. */
export const CONTACT = {
  /** For `tel:` links: always Latin digits, in the international form a phone abroad can dial too. */
  phone: '+982188880000',
  email: 'hello@example.com',
} as const;

/** The phone as people read it: the domestic form an Iranian reads (in Persian digits), the international form in English. */
const PHONE_TEXT: Record<Locale, string> = { en: '+98 21 8888 0000', fa: '021 8888 0000' };

/** The shop's phone as the page's reader writes it. */
export const contactPhoneText = (locale: Locale) => digitsIn(locale, PHONE_TEXT[locale]);
