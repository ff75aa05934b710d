import type { QuotePrice } from './quotePrices.ts';

// The shapes of the editors' product calls (src/service/catalogue/catalogueEditRoutes.server.ts), shared with the staff area's islands.

/** One product in the editors' list. */
export interface StaffProductSummary {
  sku: string;
  parentSku: string;
  /** The product page's address name: a link to it is `productPath`. */
  slug: string;
  nameEn: string;
  nameFa: string;
  status: 'publish' | 'draft';
  quantity: number;
  picture: string | null;
  categories: { xCode: string; nameEn: string; nameFa: string }[];
}

/** A product as editors edit it. */
export interface EditableProduct {
  sku: string;
  parentSku: string;
  nameEn: string;
  nameFa: string;
  descriptionEn: string;
  descriptionFa: string;
  slug: string;
  status: 'publish' | 'draft';
  quantity: number;
  pictures: { name: string; url: string }[];
  categoryXCodes: string[];
  packageIds: number[];
  featured: boolean;
  /** Published before it has a picture, by the editor's choice: its pages say one is coming. */
  pictureLater: boolean;
  /** Staff's prices to quote, by package type, in tomans. */
  prices: QuotePrice[];
}

/** A product with what its form offers: the categories, the active package types and the other sizes of its family. */
export interface ProductEditing {
  product: EditableProduct;
  categories: { xCode: string; nameEn: string; nameFa: string; parentXCode: string | null }[];
  packages: { id: number; titleEn: string; titleFa: string; pieces: number }[];
  family: { sku: string; nameEn: string; nameFa: string; status: 'publish' | 'draft'; quantity: number }[];
}

/** What a product's form sends. */
export interface ProductChanges {
  nameEn: string;
  nameFa: string;
  descriptionEn: string;
  descriptionFa: string;
  slug: string;
  status: string;
  quantity: number | string;
  categoryXCodes: string[];
  packageIds: number[];
  featured: boolean;
  images: string[];
  /** No picture yet, by choice (absent: false). */
  pictureLater?: boolean | undefined;
  /** The prices in tomans, as numbers or as typed, by package type ('' for none); absent: the stored prices stay. */
  prices?: { packageId: number; price: number | string }[] | undefined;
}

/** What the New product form sends: a family of sizes sharing its texts and choices (the import's rules check each). */
export interface NewProduct extends Omit<ProductChanges, 'quantity'> {
  /** Characters 1-5 of each size's SKU. */
  parentSku: string;
  /**
   * Each size's code (characters 6-7 of its SKU) and stock, as typed; its title in both languages where no chosen
   * category's size filters name it yet (they are added to the category's filters).
   */
  sizes: NewSize[];
}

/** A size of the New product form. */
export interface NewSize {
  code: string;
  quantity: number | string;
  titleEn?: string | undefined;
  titleFa?: string | undefined;
}

/** A size title a category's size filters already give (`NewProductIsland` shows it instead of asking). */
export interface KnownSize {
  xCode: string;
  code: string;
  titleEn: string;
  titleFa: string;
}

/** How much of a size is left, as the products list filters it: none, a few (LOW_STOCK or fewer), or more. */
export const STOCK_LEVELS = ['in', 'low', 'out'] as const;
export type StockLevel = (typeof STOCK_LEVELS)[number];
/** At most this many left is "low". */
export const LOW_STOCK = 5;

/** The stock level of a quantity. */
export function stockLevel(quantity: number): StockLevel {
  return quantity <= 0 ? 'out' : quantity <= LOW_STOCK ? 'low' : 'in';
}

/** A family in the editors' products table: what its sizes share, and each size (those the filters keep). */
export interface StaffFamily {
  parentSku: string;
  nameEn: string;
  nameFa: string;
  picture: string | null;
  categories: { xCode: string; nameEn: string; nameFa: string }[];
  sizes: {
    sku: string;
    size: { en: string; fa: string };
    status: 'publish' | 'draft';
    quantity: number;
    /** Staff's price to quote for one package of the size's default type, with that type's title; null: none set. */
    price: { amount: number; package: { en: string; fa: string } } | null;
    /** Shoppers waiting for a text when it is back in stock (docs/staff.md#back-in-stock-requests). */
    waiting: number;
  }[];
}

/** What the products table filters by. */
export interface FamilyFilter {
  q?: string | undefined;
  status?: 'publish' | 'draft' | undefined;
  /** A category's code: its products and those of the categories under it. */
  category?: string | undefined;
  stock?: StockLevel | undefined;
  /** `waiting`: the families most shoppers wait for first; unset, the shop's order. */
  sort?: 'waiting' | undefined;
  page: number;
}

/** One page of the products table: families, how many families and sizes the filters keep in all. */
export interface StaffFamilyPage {
  families: StaffFamily[];
  total: number;
  sizes: number;
  page: number;
  perPage: number;
}
