import type { Locale } from '~/shared/i18n/locale.ts';
import { sizeFilterTitle } from '~/shared/catalogue/sku.ts';
import { shareCardUrl } from '~/shared/catalogue/paths.ts';
import type { Category, CategoryInfo } from '~/shared/contract/types.ts';
import { mediaBase } from '~/service/catalogue/source.server.ts';
import { categoryFamilyCount, categoryPicture, sizeCounts } from './staticLists.server.ts';

/** The categories above `category`, the top first. */
export function parentsOf(categories: readonly Category[], category: Category): Category[] {
  const parents: Category[] = [];
  for (
    let parent = categories.find((c) => c.id === category.parentId);
    parent;
    parent = categories.find((c) => c.id === parent!.parentId)
  ) {
    parents.unshift(parent);
  }
  return parents;
}

/**
 * A category page's size filters: only sizes some family of the category comes in (a filter that finds nothing
 * is no help), each one's count, the count in all sizes, and the title of the size the page shows.
 */
export async function categorySizes(
  locale: Locale,
  category: Category,
  info: CategoryInfo | undefined,
  size: string | undefined,
  shown: number,
) {
  const counts = await sizeCounts(category.id);
  const filters = (info?.categorySizeFilters ?? []).filter((f) => (counts.get(f.id) ?? 0) > 0);
  const inAll = size ? await categoryFamilyCount(category.id) : shown;
  const sizeFilter = filters.find((f) => f.id === size);
  return { counts, filters, inAll, sizeTitle: sizeFilter ? sizeFilterTitle(locale, sizeFilter) : (size ?? '') };
}

/** What a shared link to the category shows: its picture, else its first product's in stock (as on the home page). */
export async function categoryShare(category: Category, name: string): Promise<{ image: string; alt: string } | undefined> {
  const base = mediaBase();
  const card = shareCardUrl(category.image, base) ?? shareCardUrl(await categoryPicture(category.id), base);
  return card ? { image: card, alt: name } : undefined;
}
