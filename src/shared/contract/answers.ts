import * as v from 'valibot';
import { SIZE_MEASURES, SIZE_UNITS, type SizeMeasure } from '~/shared/fields/sizeMeasure.ts';
import { amount, count, int, moment, text } from './scalars.ts';
import { CARRIER_IDS, ORDER_STATUSES, PAYMENT_WAYS, PRODUCT_STATUSES, STOCK_STATUSES } from '~/shared/fields/vocabulary.ts';

/**
 * The data of the service's answers as valibot schemas: the contract's document is generated from them, the
 * contract test checks every answer against them, and the code's types are inferred from them (types.ts).
 */

export const bilingual = v.object({ fa: text, en: text });

export const failure = v.object({ message: bilingual, additionalInfo: v.array(text) });

export const banner = v.object({
  id: int,
  mediaInfos: v.array(v.object({ url: text, type: text })),
  titleFa: text,
  titleEn: text,
  descriptionFa: text,
  descriptionEn: text,
  alignContent: v.picklist(['start', 'center', 'end']),
  slug: text,
});

/** A menu entry and the entries under it, as the wire names them: written out, as a schema cannot infer a type that holds itself. */
export interface WireMenuItem {
  titleFa: string;
  titleEn: string;
  href: string;
  active: boolean;
  childs: WireMenuItem[];
}

export const menuItem: v.GenericSchema<WireMenuItem> = v.object({
  titleFa: text,
  titleEn: text,
  href: text,
  active: v.boolean(),
  childs: v.array(v.lazy(() => menuItem)),
});

export const category = v.object({
  id: int,
  xCode: text,
  nameFa: text,
  nameEn: text,
  descriptionFa: text,
  descriptionEn: text,
  slug: text,
  parentId: v.nullable(int),
  image: v.nullable(text),
  sizeUnit: v.pipe(v.picklist(SIZE_UNITS), v.description('The unit its sizes are in; empty for none.')),
  sizeMeasure: v.pipe(
    v.picklist(Object.keys(SIZE_MEASURES) as SizeMeasure[]),
    v.description('What the numbers of its sizes measure (diameter, height, width-height, width-length); empty for nothing.'),
  ),
});

export const categoryInfo = v.object({
  category,
  // title: the English title (the spec's field); titleFa: the Persian one, '' when the editor gave none.
  categorySizeFilters: v.array(v.object({ id: v.pipe(text, v.length(2)), title: text, titleFa: v.optional(text) })),
});

const stockStatus = v.picklist(STOCK_STATUSES);
const productStatus = v.picklist(PRODUCT_STATUSES);

export const product = v.object({
  id: int,
  sku: v.pipe(text, v.description('Characters 6-7 are the size code.')),
  parentSku: text,
  nameFa: text,
  nameEn: text,
  descriptionFa: text,
  descriptionEn: text,
  images: v.array(text),
  categoryIds: v.array(int),
  slug: text,
  stock_status: stockStatus,
  status: productStatus,
  quantity: count,
  packageIds: v.pipe(v.array(int), v.description('The package types it is sold in, the default first.')),
  featured: v.pipe(v.boolean(), v.description("Shown in the home page's row of featured products.")),
});

export const productPage = v.object({ items: v.array(product), total: count, page: int, perPage: int });

const didYouMean = v.pipe(
  v.nullable(text),
  v.description("The search with each word found nowhere in the catalogue replaced by the catalogue's closest word; else null."),
);

const readAs = v.pipe(
  v.nullable(text),
  v.description(
    'The search as read on the other keyboard layout (`\'gnhk` as «گلدان») or Persian typed in Latin letters ("goldoon" as «گلدان»), when the words as typed found little and this reading was searched instead; else null.',
  ),
);

export const searchPage = v.object({ ...productPage.entries, didYouMean, readAs });

export const suggestions = v.object({ products: v.array(product), didYouMean, readAs });

export const stockLine = v.object({
  sku: text,
  stock_status: stockStatus,
  status: productStatus,
  quantity: count,
  packageIds: v.array(int),
});

export const packageType = v.object({ id: int, titleFa: text, titleEn: text, pieces: int });

export const account = v.object({ name: text, phoneNumber: text, roles: text });

/** Login's first step: a code is on its way (or was sent a moment ago) to `phoneNumber`. */
export const codeAsked = v.object({
  phoneNumber: text,
  resendAfter: v.pipe(int, v.description('Seconds until another code may be asked for.')),
});

export const signedOut = v.object({ roles: v.literal('') });

export const orderPlaced = v.object({
  orderId: int,
  link: v.pipe(text, v.description("The order's own page, in the language it was placed in: it opens without signing in.")),
});

/** A product as the browser's lists keep it (the order list kept without script hands its lines over in it). */
export const listProduct = v.object({
  sku: text,
  id: v.optional(v.number()),
  slug: v.optional(text),
  nameFa: text,
  nameEn: text,
  images: v.array(text),
  size: v.pipe(text, v.description('The size in English.')),
  sizeFa: v.pipe(v.optional(text), v.description('The size in Persian (lists saved before it existed lack it).')),
  stock_status: stockStatus,
  status: productStatus,
  parentSku: v.pipe(v.optional(text), v.description('Characters 1-5 of the SKU unless the catalogue says otherwise: its family.')),
  packageIds: v.pipe(
    v.optional(v.array(v.number())),
    v.description('The package types it is sold in, the default first (lists saved before these existed lack them).'),
  ),
});

export const keptLine = v.object({ product: listProduct, count: v.number(), packageId: v.optional(v.number()) });

export const savedAddress = v.object({
  id: int,
  firstName: text,
  lastName: text,
  mobile: text,
  address: text,
  province: text,
  city: text,
  shopName: text,
  postalCode: text,
});

export const orderQuote = v.object({
  prices: v.pipe(v.array(amount), v.description('Tomans for one package of each line, in the lines’ order, as agreed.')),
  delivery: v.pipe(amount, v.description('Tomans for the delivery (0: free).')),
  payment: v.picklist(PAYMENT_WAYS),
  note: v.pipe(text, v.description('The shop’s words to the customer (the card to pay to, when it goes out).')),
  sentAt: moment,
  expiresAt: v.pipe(moment, v.description('After this the customer can no longer accept it; the shop may send it again.')),
});

export const shipment = v.object({
  carrier: v.picklist(CARRIER_IDS),
  code: v.pipe(text, v.description('The tracking code, Latin capitals and digits; empty for a courier without one.')),
});

export const accountOrder = v.object({
  id: int,
  createdAt: v.pipe(text, v.isoTimestamp()),
  status: v.picklist(ORDER_STATUSES),
  token: v.pipe(text, v.description("The token of the order's own page, `/o/<token>` (`/fa/o/<token>`), which opens without signing in.")),
  moves: v.pipe(
    v.array(v.object({ at: v.pipe(text, v.isoTimestamp()), to: v.picklist(ORDER_STATUSES) })),
    v.description('Its moves from status to status, oldest first.'),
  ),
  packages: count,
  lines: v.array(
    v.object({
      sku: text,
      nameFa: text,
      nameEn: text,
      size: v.pipe(
        v.object({ en: text, fa: text }),
        v.description("The size in both languages: its title in the product's categories, else its code."),
      ),
      count: v.pipe(int, v.description('Packages.')),
      packageTitleFa: v.nullable(text),
      packageTitleEn: v.nullable(text),
      pieces: v.pipe(v.nullable(int), v.description('Pieces in one package; null on orders placed before package types.')),
      image: v.pipe(v.nullable(text), v.description("The product's first picture file; null once the shop no longer shows it.")),
      slug: v.pipe(v.nullable(text), v.description("The product page's slug; null once the shop no longer shows it.")),
    }),
  ),
  quote: v.pipe(v.nullable(orderQuote), v.description('The quote sent after the call, with the prices agreed then.')),
  shipment: v.pipe(v.nullable(shipment), v.description('How the order travels, once sent.')),
  callMeAt: v.pipe(v.nullable(v.pipe(text, v.isoTimestamp())), v.description('When the customer asked to be called about the quote.')),
});

/** The named schemas of the document's `components`, in the order it lists them. */
export const answerSchemas = {
  Bilingual: bilingual,
  Failure: failure,
  Banner: banner,
  MenuItem: menuItem,
  Category: category,
  CategoryInfo: categoryInfo,
  Product: product,
  ProductPage: productPage,
  SearchPage: searchPage,
  Suggestions: suggestions,
  StockLine: stockLine,
  Package: packageType,
  Account: account,
  SavedAddress: savedAddress,
  AccountOrder: accountOrder,
};

export const subscribed = v.object({});

export const stockAlert = v.object({
  id: v.number(),
  sku: text,
  nameEn: text,
  nameFa: text,
  size: text,
  sizeFa: text,
  path: v.pipe(text, v.description("The product's page, without the locale.")),
  createdAt: v.pipe(text, v.isoTimestamp()),
});

export const alerts = v.pipe(v.array(stockAlert), v.description("The number's waiting requests, newest first."));
