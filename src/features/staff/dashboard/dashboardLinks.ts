import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { queryOf, type OrdersFilter } from '~/features/staff/orders/ordersQuery.ts';

/** The orders list narrowed as a figure counts it (all statuses unless one is named). */
export const ordersOf = (locale: Locale, filter: Omit<OrdersFilter, 'page'>): string =>
  `${localePath(locale, '/staff/orders')}${queryOf(filter, 'page')}`;

const labels = new Map<Locale, Intl.DateTimeFormat>();

/** A shop's day (YYYY-MM-DD) in short: "28 Nov", «۷ آذر» (read at noon UTC: the same calendar day in any zone). */
export function dayLabel(locale: Locale, day: string): string {
  let format = labels.get(locale);
  if (!format) {
    const name = locale === 'fa' ? 'fa-IR-u-ca-persian' : 'en-GB-u-ca-gregory';
    labels.set(locale, (format = new Intl.DateTimeFormat(name, { day: 'numeric', month: 'short', timeZone: 'UTC' })));
  }
  return format.format(new Date(`${day}T12:00:00Z`));
}
