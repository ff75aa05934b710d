// The editors' products table and stock levels, shared with the staff area's islands; the shapes of their calls are
// in src/shared/contract/staff/catalogue.ts.

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
