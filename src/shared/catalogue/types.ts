import type { SizeMeasure, SizeUnit } from './sizeMeasure.ts';
/** Shapes of the service contract (docs/rules.md#the-service-contract), shared by server and pages. */

export interface MenuItem {
  titleFa: string;
  titleEn: string;
  href: string;
  active: boolean;
  childs: MenuItem[];
}

export interface Banner {
  id: number;
  mediaInfos: { url: string; type: string }[];
  titleFa: string;
  titleEn: string;
  descriptionFa: string;
  descriptionEn: string;
  alignContent: 'start' | 'center' | 'end';
  slug: string;
}

export interface Category {
  id: number;
  xCode: string;
  nameFa: string;
  nameEn: string;
  descriptionFa: string;
  descriptionEn: string;
  slug: string;
  parentId: number | null;
  image: string | null;
  /** The unit its sizes are in, and what their numbers measure ('' for none): the product page's Details. */
  sizeUnit: SizeUnit;
  sizeMeasure: SizeMeasure;
}

export interface CategoryInfo {
  category: Category;
  categorySizeFilters: { id: string; title: string; titleFa?: string | undefined }[];
}

export type StockStatus = 'instock' | 'outofstock';
export type ProductStatus = 'publish' | 'draft';

export interface Product {
  id: number;
  sku: string;
  parentSku: string;
  nameFa: string;
  nameEn: string;
  descriptionFa: string;
  descriptionEn: string;
  images: string[];
  categoryIds: number[];
  slug: string;
  stock_status: StockStatus;
  status: ProductStatus;
  quantity: number;
  /** The package types it is sold in, the default first (the active ones; every active type unless the editor chose some). */
  packageIds: number[];
  /** Shown in the home page's row of featured products. */
  featured: boolean;
}

/** A product family in a list: its published sizes, and the size its card should start on. */
export interface FamilyEntry {
  members: Product[];
  /** The SKU to start on (the size a filter asked for, the code a search matched); else the first in stock. */
  prefer?: string | undefined;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  perPage: number;
}

/** A page of search results, with the query's slips mended from the catalogue's words when one was found nowhere. */
export interface SearchPage<T> extends Page<T> {
  didYouMean: string | null;
  /** The query as read on the other keyboard layout or from Finglish, when that was searched ("showing results for"). */
  readAs: string | null;
}

/** The search box's best matches, one size per family, and what the shopper may have meant. */
export interface Suggestions {
  products: Product[];
  didYouMean: string | null;
  readAs: string | null;
}

export interface StockLine {
  sku: string;
  stock_status: StockStatus;
  status: ProductStatus;
  quantity: number;
  /** The package types it is sold in now, the default first. */
  packageIds: number[];
}

export interface PackageType {
  id: number;
  titleFa: string;
  titleEn: string;
  pieces: number;
}
