import { isolateLatin, nameIn } from '~/shared/i18n/format.ts';
import { joinParts } from '~/shared/i18n/lineParts.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import type { FamilyFigure, SizeFigure } from '~/shared/staff/dashboard.ts';
import { staffCount } from '~/features/staff/staffText.ts';
import type { SearchMiss } from '~/shared/contract/staff/searchWords.ts';

/** A row of one of the dashboard's short lists (FigureList.astro). */
export interface FigureRow {
  href?: string | undefined;
  name: string;
  /** Written apart (a SKU, a search as typed): isolated from the page's direction. */
  code?: string | undefined;
  figure: string;
}

/** A size's row: its name and size, a link to edit it (for those who may), and its count in words. */
export function sizeRows(locale: Locale, sizes: readonly SizeFigure[], countKey: string, editable: boolean): FigureRow[] {
  return sizes.map((size) => ({
    href: editable ? localePath(locale, `/staff/products/${encodeURIComponent(size.sku)}`) : undefined,
    name: isolateLatin(locale, `${nameIn(locale, size)} (${size.size[locale]})`),
    code: size.sku,
    figure: staffCount(locale, countKey, size.count),
  }));
}

/** A search that found nothing: as typed, how often, and the way to teach the search its word. */
export const missRows = (locale: Locale, misses: readonly SearchMiss[]): FigureRow[] =>
  misses.map((miss) => ({
    href: `${localePath(locale, '/staff/search')}?typed=${encodeURIComponent(miss.text)}#new-word`,
    name: '',
    code: miss.text,
    figure: staffCount(locale, 'dashboard.times', miss.count),
  }));

/** A family ordered often: its name, orders and packages, a link to edit it for those who may. */
export const familyRows = (locale: Locale, families: readonly FamilyFigure[], editable: boolean): FigureRow[] =>
  families.map((family) => ({
    href: editable ? localePath(locale, `/staff/products/${encodeURIComponent(family.sku)}`) : undefined,
    name: isolateLatin(locale, nameIn(locale, family)),
    code: family.parentSku,
    figure: joinParts(locale, [
      staffCount(locale, 'dashboard.orders', family.orders),
      staffCount(locale, 'dashboard.packages', family.packages),
    ]),
  }));
