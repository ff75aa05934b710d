import type { Locale } from '~/shared/i18n/locale.ts';
import { provinceName } from './provinces.ts';

/**
 * The language an address was typed in: a city and street in Persian letters read as Persian, in Latin letters
 * as English; with as many of each, or neither, the page's own.
 */
export function addressLocale(page: Locale, typed: readonly string[]): Locale {
  const text = typed.join(' ');
  const persian = text.match(/\p{Script=Arabic}/gu)?.length ?? 0;
  const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
  if (persian === latin) return page;
  return persian > latin ? 'fa' : 'en';
}

/**
 * An address's parts in the language it was typed in, its province too, so an English page shows «تهران، تهران، …» as
 * written; a province not in the list stays as stored.
 */
export function addressParts(
  page: Locale,
  address: { province: string; city: string; address: string },
): { locale: Locale; parts: string[] } {
  const locale = addressLocale(page, [address.city, address.address]);
  return { locale, parts: [provinceName(address.province, locale) || address.province, address.city, address.address] };
}
