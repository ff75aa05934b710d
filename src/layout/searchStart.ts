import { localePath, translator, type Locale } from '~/shared/i18n/i18n.ts';
import { titleIn } from '~/shared/i18n/format.ts';
import type { MenuItem } from '~/shared/contract/types.ts';

/** Where the search dialog starts before typing: the first two levels of the menu, and a few searches that find products. */
export function searchStart(locale: Locale, menu: MenuItem[]) {
  const categories = menu
    .filter((item) => item.active)
    .flatMap((top) => [top, ...top.children.filter((child) => child.active)])
    .map((item) => ({ title: titleIn(locale, item), href: localePath(locale, item.href) }));
  return { categories, popular: popularTerms(locale) };
}

/** A few searches that find products, in the page's language. */
export function popularTerms(locale: Locale): string[] {
  return translator(locale)('search.popularTerms').split(/[,،]\s*/);
}
