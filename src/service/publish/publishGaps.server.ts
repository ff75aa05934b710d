import { publishGaps, type PublishGap } from '~/shared/staff/publishGaps.ts';
import type { Db } from '~/service/db/database.server.ts';
import { sizeFiltersByCategory } from '~/service/catalogue/sizeNames.server.ts';

/** What the shop's published products lack to go live whole (src/shared/staff/publishGaps.ts), read from the database. */
export async function catalogueGaps(db: Db): Promise<PublishGap[]> {
  const [products, links, filters] = await Promise.all([
    db.selectFrom('products').select(['id', 'sku', 'images', 'pictureLater']).where('status', '=', 'publish').orderBy('sku').execute(),
    db.selectFrom('productCategories').select(['productId', 'categoryId']).execute(),
    db.selectFrom('categorySizeFilters').select(['categoryId', 'code', 'title', 'titleFa']).orderBy('position').execute(),
  ]);
  const categoriesOf = new Map<number, number[]>();
  for (const { productId, categoryId } of links) categoriesOf.set(productId, [...(categoriesOf.get(productId) ?? []), categoryId]);
  return publishGaps(
    products.map((p) => ({
      sku: p.sku,
      images: JSON.parse(p.images) as string[],
      pictureLater: p.pictureLater === 1,
      categoryIds: categoriesOf.get(p.id) ?? [],
    })),
    sizeFiltersByCategory(filters),
  );
}
