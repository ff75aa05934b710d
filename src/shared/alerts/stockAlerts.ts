// Back in stock, by text (docs/rules.md#back-in-stock-texts): a proven number asks for a sold-out size; the size's
// restock texts each request once, with the product's link, and ends it.
import { localePath, type Locale } from '~/shared/i18n/locale.ts';

/** Requests one number may keep waiting at once. */
export const ALERTS_PER_NUMBER = 20;
/** Back-in-stock texts one number gets in a day; more wait for the day to free a place. */
export const ALERT_TEXTS_PER_DAY = 3;
const DAY_MS = 86_400_000;

/** A request's token, as the shop makes them: 18 random bytes in base64url (144 bits). */
export const ALERT_TOKEN = /^[A-Za-z0-9_-]{24}$/;

/** The page of a number's requests, which the back-in-stock text links to. */
export const alertLinkPath = (locale: Locale, token: string): string => localePath(locale, `/a/${token}`);

/**
 * When the next back-in-stock text to a number may go: now while it has had fewer than ALERT_TEXTS_PER_DAY in a day,
 * else a day after the one that would leave the window.
 */
export function nextAlertTextAt(earlier: readonly number[], now: number): number {
  const recent = earlier.filter((at) => at > now - DAY_MS).sort((a, b) => a - b);
  if (recent.length < ALERT_TEXTS_PER_DAY) return now;
  return recent[recent.length - ALERT_TEXTS_PER_DAY]! + DAY_MS;
}

/** A requested size as a sentence names it: the product's name and its size, in the locale. */
export function alertName(locale: Locale, product: { nameEn: string; nameFa: string }, size: string | undefined): string {
  const name = locale === 'fa' ? product.nameFa : product.nameEn;
  return size ? `${name}${locale === 'fa' ? '،' : ','} ${size}` : name;
}
