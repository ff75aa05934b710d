import type { Product } from '~/shared/contract/types.ts';
import { activePackages, productPackages } from '~/service/catalogue/catalogue.server.ts';
import { productColumns, productFromRow } from '~/service/catalogue/productRow.server.ts';
import { forgetSnapshot } from '~/service/catalogue/source.server.ts';
import { catalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db } from '~/service/db/database.server.ts';

let seenVersion: string | undefined;

/**
 * A product as its page would show after publishing, drafts too (undefined for an unknown SKU). The pages' shared
 * reading of the catalogue is kept per process and read again once the catalogue changes.
 */
export async function previewProduct(db: Db, sku: string): Promise<Product | undefined> {
  const version = await catalogueVersion(db);
  if (version !== seenVersion) {
    forgetSnapshot();
    seenVersion = version;
  }
  const row = await db.selectFrom('products').select(productColumns).where('sku', '=', sku.toUpperCase()).executeTakeFirst();
  if (!row) return undefined;
  const [links, active] = await Promise.all([
    db.selectFrom('productCategories').select('categoryId').where('productId', '=', row.id).execute(),
    activePackages(db),
  ]);
  return productFromRow(row, {
    categoryIds: links.map((link) => link.categoryId).sort((a, b) => a - b),
    packageIds: productPackages(
      row.packageIds,
      active.map((p) => p.id),
    ),
  });
}
