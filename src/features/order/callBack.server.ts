// The shop's promise in place of prices: the team calls within CALL_BACK_HOURS of an order (docs/rules.md#price-on-request).
import { serviceConfig } from '~/service/config.server.ts';
import { countText, translator, type Locale } from '~/shared/i18n/i18n.ts';

/** Hours within which the team calls after an order (CALL_BACK_HOURS). Read when the pages are built. */
export const callBackHours = (): number => serviceConfig().callBackHours;

/** Within how long the team calls, counted in the page's language and digits ("24 hours", «۲۴ ساعت»). */
export function callBackTime(locale: Locale): string {
  return countText(locale, 'count.hours', callBackHours());
}

/** "Price on request" and the line saying who calls, when and why, in the page's language and digits. */
export function callBackText(locale: Locale): { title: string; line: string } {
  const t = translator(locale);
  return { title: t('order.priceOnRequest'), line: t('order.callBack', { time: callBackTime(locale) }) };
}
