import type { Selectable } from 'kysely';
import { normaliseSearch } from '~/shared/catalogue/search.ts';
import type { Product } from '~/shared/contract/types.ts';
import type { StoreSchema } from '~/service/db/schema.server.ts';
import type { CatalogueInput } from './catalogueInput.ts';

/** A stored product as the catalogue reads it. */
export type ProductRow = Selectable<StoreSchema['products']>;

/** The columns `productFromRow` reads. */
export const productColumns = [
  'id',
  'sku',
  'parentSku',
  'nameFa',
  'nameEn',
  'descriptionFa',
  'descriptionEn',
  'images',
  'slug',
  'status',
  'quantity',
  'packageIds',
  'featured',
] as const;

type ProductFields = Pick<ProductRow, (typeof productColumns)[number]>;

/**
 * A stored product as the contract's Product, given the links the caller read: its category ids and the
 * package ids to show (the shop's lists pass the active ones, the export the editor's as stored).
 */
export function productFromRow(row: ProductFields, links: Pick<Product, 'categoryIds' | 'packageIds'>): Product {
  return {
    id: row.id,
    sku: row.sku,
    parentSku: row.parentSku,
    nameFa: row.nameFa,
    nameEn: row.nameEn,
    descriptionFa: row.descriptionFa,
    descriptionEn: row.descriptionEn,
    images: JSON.parse(row.images),
    categoryIds: links.categoryIds,
    slug: row.slug,
    stockStatus: row.quantity > 0 ? 'instock' : 'outofstock',
    status: row.status,
    quantity: row.quantity,
    packageIds: links.packageIds,
    featured: row.featured === 1,
  };
}

/** An editor's product as the row `writeCatalogue` stores at `position` (with what lists sort and search on). */
export function productToRow(p: CatalogueInput['products'][number], position: number) {
  return {
    sku: p.sku,
    parentSku: p.parentSku,
    nameFa: p.nameFa,
    nameEn: p.nameEn,
    descriptionFa: p.descriptionFa,
    descriptionEn: p.descriptionEn,
    images: JSON.stringify(p.images),
    slug: p.slug,
    status: p.status,
    quantity: p.quantity,
    inStock: p.quantity > 0 ? 1 : 0,
    position,
    searchText: normaliseSearch(`${p.sku} ${p.nameEn} ${p.nameFa}`),
    packageIds: JSON.stringify(p.packageIds ?? []),
    featured: p.featured ? 1 : 0,
    pictureLater: p.pictureLater ? 1 : 0,
  };
}
