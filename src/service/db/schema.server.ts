import type { Generated } from 'kysely';

/** Tables of the store's database; column names match the contract's field names where they can. */
export interface StoreSchema {
  meta: { key: string; value: string };
  categories: {
    id: Generated<number>;
    xCode: string;
    slug: string;
    nameFa: string;
    nameEn: string;
    descriptionFa: string;
    descriptionEn: string;
    parentId: number | null;
    position: number;
    image: string | null;
  };
  categorySizeFilters: { categoryId: number; code: string; title: string; position: number };
  products: {
    id: Generated<number>;
    sku: string;
    parentSku: string;
    nameFa: string;
    nameEn: string;
    descriptionFa: string;
    descriptionEn: string;
    /** JSON array of media file names. */
    images: string;
    slug: string;
    status: 'publish' | 'draft';
    quantity: number;
    /** 1 while quantity > 0, kept with quantity so lists can sort out-of-stock last on an index. */
    inStock: number;
    position: number;
    /** Names in both languages and the SKU, normalised for search. */
    searchText: string;
  };
  productCategories: { productId: number; categoryId: number };
  menuItems: {
    id: Generated<number>;
    parentId: number | null;
    titleFa: string;
    titleEn: string;
    href: string;
    position: number;
    active: number;
  };
  banners: {
    id: Generated<number>;
    titleFa: string;
    titleEn: string;
    descriptionFa: string;
    descriptionEn: string;
    alignContent: string;
    slug: string;
    /** JSON array of {url, type}. */
    media: string;
    position: number;
  };
  packages: { id: number; titleFa: string; titleEn: string; pieces: number; active: number };
}
