import { productSizeNames, type SizeFilter, type SizeNames } from '~/shared/catalogue/sku.ts';
import type { Db } from '~/service/db/database.server.ts';

/**
 * Each product's size title in both languages, from its SKU's size code and its categories' size filters (the
 * code itself where no filter names it), by product id.
 */
export async function productSizes(db: Db, products: readonly { id: number; sku: string }[]): Promise<Map<number, SizeNames>> {
  if (products.length === 0) return new Map();
  const links = await db
    .selectFrom('productCategories')
    .select(['productId', 'categoryId'])
    .where(
      'productId',
      'in',
      products.map((p) => p.id),
    )
    .execute();
  const categoryIds = [...new Set(links.map((link) => link.categoryId))];
  const filters =
    categoryIds.length === 0
      ? []
      : await db
          .selectFrom('categorySizeFilters')
          .select(['categoryId', 'code', 'title', 'titleFa'])
          .where('categoryId', 'in', categoryIds)
          .orderBy('position')
          .execute();
  const filtersByCategory = sizeFiltersByCategory(filters);
  return new Map(
    products.map((p) => {
      const ids = links.filter((link) => link.productId === p.id).map((link) => link.categoryId);
      return [p.id, productSizeNames({ sku: p.sku, categoryIds: ids }, filtersByCategory)];
    }),
  );
}

/** Stored size filter rows (in position order) as each category's filters. */
export function sizeFiltersByCategory(
  rows: readonly { categoryId: number; code: string; title: string; titleFa: string }[],
): Map<number, SizeFilter[]> {
  const byCategory = new Map<number, SizeFilter[]>();
  for (const row of rows) {
    const list = byCategory.get(row.categoryId) ?? [];
    list.push({ id: row.code, title: row.title, titleFa: row.titleFa });
    byCategory.set(row.categoryId, list);
  }
  return byCategory;
}
