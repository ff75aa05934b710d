import { eachLocale } from '~/shared/i18n/localeRoutes.ts';
import { shopSnapshot } from '~/service/catalogue/source.server.ts';
import { LIST_PAGE_SIZE } from '~/shared/catalogue/paths.ts';
import { categoryFamilyCount, sizeFilterPages } from './staticLists.server.ts';
import type { Category } from '~/shared/contract/types.ts';

/** Static paths of list pages 2… of each category (the first is the category's own page). */
export async function categoryPagePaths() {
  const { categories } = await shopSnapshot();
  const paths = [];
  for (const category of categories) {
    const pages = Math.ceil((await categoryFamilyCount(category.id)) / LIST_PAGE_SIZE);
    for (let page = 2; page <= pages; page++) paths.push(...localised({ category, page }, { page: String(page) }, category));
  }
  return paths;
}

/**
 * Static paths of the size filter pages: one per category and size that some family there comes in
 * (categories × sizes, not products), their first pages or (`later`) their pages 2….
 */
export async function sizePagePaths(later: boolean) {
  const paths = [];
  for (const { category, size, families } of await sizeFilterPages()) {
    const pages = Math.ceil(families / LIST_PAGE_SIZE);
    if (!later) paths.push(...localised({ category, size, page: 1 }, { size }, category));
    else
      for (let page = 2; page <= pages; page++) paths.push(...localised({ category, size, page }, { size, page: String(page) }, category));
  }
  return paths;
}

function localised<P extends object>(props: P, params: Record<string, string>, category: Category) {
  return eachLocale().map((locale) => ({
    params: { ...locale.params, xCode: category.xCode, name: category.slug, ...params },
    props: { ...locale.props, ...props },
  }));
}
