import type { Locale } from '~/shared/i18n/locale.ts';
import { digitsIn } from '~/shared/i18n/format.ts';

/**
 * A category size filter as the service returns it: `title` is the English title (the spec's field), `titleFa`
 * the Persian one ('' when the editor gave none: the English title is then shown in Persian digits).
 */
export interface SizeFilter {
  id: string;
  title: string;
  titleFa?: string | undefined;
}

/** A size as each language shows it. */
export interface SizeNames {
  en: string;
  fa: string;
}

/** The size code of a SKU: its characters 6 and 7 (zero-based 5 and 6), or '' when the SKU is shorter. */
export function sizeCode(sku: string): string {
  return sku.length >= 7 ? sku.slice(5, 7) : '';
}

/** A filter's title in both languages; a code no filter names is shown as it is, in the page's digits. */
export function sizeNamesOf(filter: SizeFilter | undefined, code: string): SizeNames {
  if (!filter) return { en: code, fa: digitsIn('fa', code) };
  return { en: filter.title, fa: filter.titleFa || digitsIn('fa', filter.title) };
}

/** A size filter's title in a locale: the size filter chips, headings and notes. */
export function sizeFilterTitle(locale: Locale, filter: SizeFilter): string {
  return sizeNamesOf(filter, filter.id)[locale];
}

/** The size to show for a SKU: the matching size filter's title, or the raw code when none matches. */
export function sizeTitle(sku: string, filters: readonly SizeFilter[], locale: Locale = 'en'): string {
  const code = sizeCode(sku);
  return sizeNamesOf(
    filters.find((f) => f.id === code),
    code,
  )[locale];
}

/** A product's size in both languages: the titles from the first of its categories whose filters know the code. */
export function productSizeNames(
  product: { sku: string; categoryIds: readonly number[] },
  filtersByCategory: ReadonlyMap<number, readonly SizeFilter[]>,
): SizeNames {
  const code = sizeCode(product.sku);
  for (const id of product.categoryIds) {
    const match = filtersByCategory.get(id)?.find((f) => f.id === code);
    if (match) return sizeNamesOf(match, code);
  }
  return sizeNamesOf(undefined, code);
}

/** A product's size in a locale. */
export function productSizeTitle(
  product: { sku: string; categoryIds: readonly number[] },
  filtersByCategory: ReadonlyMap<number, readonly SizeFilter[]>,
  locale: Locale = 'en',
): string {
  return productSizeNames(product, filtersByCategory)[locale];
}

/** A listed item's size in a locale: lists saved before sizes had a Persian title show the English one in Persian digits. */
export function itemSize(locale: Locale, item: { size: string; sizeFa?: string | undefined }): string {
  return locale === 'fa' ? (item.sizeFa ?? digitsIn('fa', item.size)) : item.size;
}
