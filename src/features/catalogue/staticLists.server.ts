import { shopSnapshot, type ShopSnapshot } from '~/service/catalogue/source.server.ts';
import { pageInput } from '~/service/catalogue/pageInputs.server.ts';
import { type FamilyEntry, familyInStock, groupFamilies, inStockFirst } from '~/shared/catalogue/families.ts';
import { sizeCode } from '~/shared/catalogue/sku.ts';
import { descendantIds } from '~/shared/catalogue/categoryTree.ts';
import type { Category, Page, Product } from '~/shared/contract/types.ts';

/**
 * The static pages' product lists, one entry per family, cut from the build's one snapshot of the catalogue rather
 * than a query per page (docs/budgets.md#measurements-behind-the-code). Families with a size in stock come first.
 */

interface Lists {
  all: Product[][];
  byCategory: Map<number, Product[][]>;
  byParent: Map<string, Product[]>;
  bySize: Map<string, FamilyEntry[]>;
  sizeCounts: Map<number, Map<string, number>>;
}
const cache = new WeakMap<ShopSnapshot, Lists>();

function listsOf(snapshot: ShopSnapshot): Lists {
  let lists = cache.get(snapshot);
  if (!lists) {
    const all = groupFamilies(snapshot.products);
    lists = {
      all,
      byCategory: new Map(),
      byParent: new Map(all.map((members) => [members[0]!.parentSku, members])),
      bySize: new Map(),
      sizeCounts: new Map(),
    };
    cache.set(snapshot, lists);
  }
  return lists;
}

function familiesOf(snapshot: ShopSnapshot, categoryId: number): Product[][] {
  const lists = listsOf(snapshot);
  let families = lists.byCategory.get(categoryId);
  if (!families) {
    const below = new Set(descendantIds(snapshot.categories, [categoryId]));
    families = groupFamilies(snapshot.products.filter((p) => p.categoryIds.some((id) => below.has(id))));
    lists.byCategory.set(categoryId, families);
  }
  return families;
}

/**
 * The families of a category that come in one size, starting on that size: those with it in stock first,
 * then those where it is sold out (so a shopper can ask to be told when it is back).
 */
function familiesInSize(snapshot: ShopSnapshot, categoryId: number, code: string): FamilyEntry[] {
  const lists = listsOf(snapshot);
  const key = `${categoryId}:${code}`;
  let entries = lists.bySize.get(key);
  if (!entries) {
    const found: FamilyEntry[] = [];
    for (const members of familiesOf(snapshot, categoryId)) {
      const sized = members.find((p) => sizeCode(p.sku) === code);
      if (sized) found.push({ members, prefer: sized.sku });
    }
    const inStock = (entry: FamilyEntry) => entry.members.some((p) => p.sku === entry.prefer && p.stockStatus === 'instock');
    lists.bySize.set(key, (entries = inStockFirst(found, inStock)));
  }
  return entries;
}

function pageOf<T>(items: readonly T[], page: number, perPage: number): Page<T> {
  return { items: items.slice((page - 1) * perPage, page * perPage), total: items.length, page, perPage };
}
const entries = (families: Product[][]): FamilyEntry[] => families.map((members) => ({ members }));

/** One page of a category's families (its subcategories included), sold-out families last; optionally of one size. */
export const categoryFamilies = pageInput('categoryFamilies', familyPage);

async function familyPage(categoryId: number, page: number, perPage: number, size?: string): Promise<Page<FamilyEntry>> {
  const snapshot = await shopSnapshot();
  if (size !== undefined) return pageOf(familiesInSize(snapshot, categoryId, size), page, perPage);
  return pageOf(entries(familiesOf(snapshot, categoryId)), page, perPage);
}

/** How many families of a category come in each of its sizes (by size code); every page of the category shows them. */
export const sizeCounts = pageInput('sizeCounts', async (categoryId: number): Promise<Map<string, number>> => {
  const snapshot = await shopSnapshot();
  const lists = listsOf(snapshot);
  let counts = lists.sizeCounts.get(categoryId);
  if (!counts) {
    counts = new Map();
    for (const members of familiesOf(snapshot, categoryId)) {
      for (const code of new Set(members.map((p) => sizeCode(p.sku)))) counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    lists.sizeCounts.set(categoryId, counts);
  }
  return counts;
});

/** The size filter pages there are: each category and size of its filters that some family comes in, and how many. */
export const sizeFilterPages = pageInput('sizeFilterPages', async (): Promise<{ category: Category; size: string; families: number }[]> => {
  const { categories, infos } = await shopSnapshot();
  const pages = [];
  for (const category of categories) {
    const counts = await sizeCounts(category.id);
    for (const { id: size } of infos.get(category.id)?.categorySizeFilters ?? []) {
      const families = counts.get(size) ?? 0;
      if (families > 0) pages.push({ category, size, families });
    }
  }
  return pages;
});

/** The number of families of a category, or of those in one size. */
export const categoryFamilyCount = pageInput('categoryFamilyCount', async (categoryId: number, size?: string): Promise<number> => {
  return (await familyPage(categoryId, 1, 1, size)).total;
});

/** One page of all families, sold-out families last. */
export const allFamilies = pageInput('allFamilies', async (page: number, perPage: number): Promise<Page<FamilyEntry>> => {
  return pageOf(entries(listsOf(await shopSnapshot()).all), page, perPage);
});

/**
 * The families for the home page's row: those the editors feature, in catalogue order; without any, the
 * first families in stock.
 */
export const featuredFamilies = pageInput('featuredFamilies', async (limit: number): Promise<FamilyEntry[]> => {
  const { all } = listsOf(await shopSnapshot());
  const featured = all.filter((members) => members.some((p) => p.featured) && familyInStock(members));
  return entries((featured.length > 0 ? featured : all.filter(familyInStock)).slice(0, limit));
});

/** The published sizes of one parent SKU. */
export const variantsOf = pageInput('variantsOf', async (parentSku: string): Promise<Product[]> => {
  return listsOf(await shopSnapshot()).byParent.get(parentSku) ?? [];
});

/**
 * The picture of a category's first product in stock (its subcategories included), for the home page's entry points.
 */
export const categoryPicture = pageInput('categoryPicture', async (categoryId: number): Promise<string | undefined> => {
  const { categories, products } = await shopSnapshot();
  const ids = new Set(descendantIds(categories, [categoryId]));
  return products.find((p) => p.stockStatus === 'instock' && p.categoryIds.some((id) => ids.has(id)))?.images[0];
});
