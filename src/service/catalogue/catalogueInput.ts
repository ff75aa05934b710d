import type { SizeFilter } from '~/shared/catalogue/sku.ts';
import type { Banner, Category, PackageType, Product } from '~/shared/contract/types.ts';
import type { QuotePrice } from '~/shared/contract/staff/catalogue.ts';

type Texts = 'nameFa' | 'nameEn' | 'descriptionFa' | 'descriptionEn' | 'slug';

/** A menu entry as editors write it; entries refer to their parent by key. */
export interface MenuInput {
  key: string;
  parentKey: string | null;
  titleFa: string;
  titleEn: string;
  href: string;
}

/**
 * A whole catalogue as editors and the demo seed provide it; categories refer to each other by xCode.
 * Without `menu` the menu follows the category tree.
 */
export interface CatalogueInput {
  categories: (Pick<Category, Texts | 'xCode'> &
    Partial<Pick<Category, 'sizeUnit' | 'sizeMeasure'>> & { parentXCode: string | null; sizeFilters: SizeFilter[] })[];
  products: (Pick<Product, Texts | 'sku' | 'parentSku' | 'images' | 'status' | 'quantity'> & {
    categoryXCodes: string[];
    /** The package types it is sold in, the default first; empty or absent: every active type. */
    packageIds?: number[];
    /** Shown in the home page's row of featured products. */
    featured?: boolean;
    /** Published before it has a picture, by the editor's choice: its pages say one is coming. */
    pictureLater?: boolean;
    /** Staff's prices to quote; absent: the stored ones stay as they are. */
    prices?: QuotePrice[];
  })[];
  banners: Omit<Banner, 'id'>[];
  packages: PackageType[];
  menu?: MenuInput[];
}
