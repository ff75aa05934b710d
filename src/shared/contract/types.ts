import type * as v from 'valibot';
import type {
  accountOrder,
  banner,
  category,
  categoryInfo,
  orderQuote,
  packageType,
  product,
  productPage,
  savedAddress,
  searchPage,
  shipment,
  stockAlert,
  stockLine,
  suggestions,
  WireMenuItem,
} from './answers.ts';
import type { Plain } from './wireNames.ts';

// The shapes of the service's answers as the code reads them: made from their schemas in answers.ts, the wire's
// few odd names made plain (wireNames.ts), so the two cannot part.

export type MenuItem = Plain<WireMenuItem>;
export type { ProductStatus, StockStatus } from '~/shared/fields/vocabulary.ts';

export type Banner = Plain<v.InferOutput<typeof banner>>;
export type Category = Plain<v.InferOutput<typeof category>>;
export type CategoryInfo = Plain<v.InferOutput<typeof categoryInfo>>;
export type Product = Plain<v.InferOutput<typeof product>>;
export type StockLine = Plain<v.InferOutput<typeof stockLine>>;
export type PackageType = Plain<v.InferOutput<typeof packageType>>;
export type SavedAddress = Plain<v.InferOutput<typeof savedAddress>>;
export type AccountOrder = Plain<v.InferOutput<typeof accountOrder>>;
/** A quote as stored on the order and shown on its page. */
export type OrderQuote = Plain<v.InferOutput<typeof orderQuote>>;
/** How the order travels once sent: the carrier and its tracking code ('' for a courier without one). */
export type Shipment = Plain<v.InferOutput<typeof shipment>>;
/** A waiting back-in-stock request as its number sees it (the profile, the text's page). */
export type StockAlert = Plain<v.InferOutput<typeof stockAlert>>;
/** The search box's best matches, one size per family, and what the shopper may have meant. */
export type Suggestions = Plain<v.InferOutput<typeof suggestions>>;

/** A page of a list; the schemas hold its product form (`productPage`), the code pages other things too. */
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

// The generic pages, written out above, are the schemas' pages for products: a line fails to compile when they part.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
export type PagesHold = [
  Holds<Same<Plain<v.InferOutput<typeof productPage>>, Page<Product>>>,
  Holds<Same<Plain<v.InferOutput<typeof searchPage>>, SearchPage<Product>>>,
];
