import type { SizeMeasure, SizeUnit } from '~/shared/fields/sizeMeasure.ts';
import type { OrderChannel } from '~/shared/fields/channels.ts';
import type { Generated } from 'kysely';
import type { Carrier, OrderState, PaymentWay } from '~/shared/fields/vocabulary.ts';
import type { TextKind, TextState } from '~/shared/fields/staffVocabulary.ts';

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
    /** What its sizes measure and in what unit ('' for nothing): src/shared/fields/sizeMeasure.ts. */
    sizeUnit: Generated<SizeUnit>;
    sizeMeasure: Generated<SizeMeasure>;
  };
  categorySizeFilters: { categoryId: number; code: string; title: string; titleFa: Generated<string>; position: number };
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
    /** JSON array of the package ids it is sold in, the default first; [] for every active type. */
    packageIds: Generated<string>;
    /** 1 when the home page features it. */
    featured: Generated<number>;
    /** 1 when the editor chose to publish it before it has a picture (its pages say one is coming). */
    pictureLater: Generated<number>;
  };
  productCategories: { productId: number; categoryId: number };
  /** Searches that found nothing: the folded text and a count per day (YYYY-MM-DD), no personal data. */
  searchMisses: { day: string; text: string; count: number };
  /** The shop's own colloquial forms: a word shoppers type, and the catalogue's word it means. */
  searchWords: { typed: string; meant: string };
  /** Staff's price to quote per SKU and package type, in tomans (docs/staff.md#prices-to-quote): never read by a shop page. */
  quotePrices: { sku: string; packageId: number; price: number };
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
  /** `roles` holds one role: customer, staff, editor or admin (src/shared/fields/staffVocabulary.ts). */
  accounts: { id: Generated<number>; phoneNumber: string; name: string; roles: string; createdAt: number };
  /** One change made in the staff area; before and after are the changed record as JSON (null: created or removed). */
  auditLog: {
    id: Generated<number>;
    at: number;
    accountId: number;
    actorName: string;
    actorPhone: string;
    action: string;
    subject: string;
    before: string | null;
    after: string | null;
  };
  /** Files several machines share (PostgreSQL only, docs/machines.md): `media/…`, `media-cache/…`, `build/<sha256>`. */
  sharedFiles: { key: string; body: Uint8Array; at: number };
  /** Builds published to the machines: `files` is a JSON map of each file's path to its SHA-256. */
  sharedBuilds: { id: string; files: string; at: number };
  otpCodes: {
    phoneNumber: string;
    codeHash: string;
    createdAt: number;
    tries: number;
    usedAt: number | null;
    /** 1 for a code the bell asked for (sent to any number; proving it makes the number's account). */
    forAlert: Generated<number>;
  };
  otpSends: { id: Generated<number>; phoneNumber: string; address: string; sentAt: number };
  /** Only the token's hash is stored: a copied database does not sign anybody in. */
  sessions: { tokenHash: string; accountId: number; createdAt: number; expiresAt: number };
  addresses: {
    id: Generated<number>;
    accountId: number;
    firstName: string;
    lastName: string;
    mobile: string;
    address: string;
    province: string;
    city: string;
    shopName: string;
    postalCode: string;
    position: number;
  };
  orders: {
    id: Generated<number>;
    mobile: string;
    firstName: string;
    lastName: string;
    address: string;
    province: string;
    city: string;
    shopName: string;
    postalCode: string;
    locale: string;
    status: OrderStatus;
    idempotencyKey: string | null;
    createdAt: number;
    /** Staff's latest note (each one is kept in orderNotes). */
    note: Generated<string>;
    /** When staff last changed the status; null while it is new. */
    updatedAt: number | null;
    /** The order's page by link, `/o/<token>` (144 random bits); null on an older order until it is first asked for. */
    accessToken: string | null;
    /** The quote (src/shared/orders/quote.ts): null on each until staff send one. */
    deliveryCost: number | null;
    paymentWay: PaymentWay | null;
    quoteNote: string | null;
    quotedAt: number | null;
    quoteExpiresAt: number | null;
    /** How it travels once sent; the code is '' for a courier without one. */
    carrier: Carrier | null;
    trackingCode: string | null;
    /** When the customer, on the order's page, asked to be called about the quote; null once staff answer. */
    callMeAt: number | null;
    /** Where it came from: `web` (the shop's pages) or the channel staff took it by (src/shared/fields/channels.ts). */
    channel: Generated<OrderChannel>;
    /** The staff member who took it; null for the shop's own orders. */
    takenBy: string | null;
  };
  newsletter: { email: string; locale: string; createdAt: number };
  /** An order staff took and kept to send later: `form` is the new-order form as JSON (NewOrderForm, src/shared/contract/staff/takenOrders.ts). */
  orderDrafts: { id: Generated<number>; form: string; takenBy: string; createdAt: number; updatedAt: number };
  /** The order list of a visitor without JavaScript, by its cookie's token (migration 0022): JSON lines, no personal data. */
  keptOrderLists: { token: string; lines: string; updatedAt: number };
  /** Everyone who ordered, by number: kept by a trigger on each order written (migration 0019, docs/staff.md#customers). */
  customers: {
    mobile: string;
    name: string;
    city: string;
    orders: number;
    firstOrderAt: number;
    lastOrderAt: number;
    lastChannel: string;
    /** The name folded as a query is, and the number. */
    searchText: string;
  };
  /** The outbox of texts to customers: one per step of an order, sent once (src/service/texts/). */
  customerTexts: {
    id: Generated<number>;
    orderId: number | null;
    kind: TextKind;
    phone: string;
    locale: string;
    /** TextValues as JSON. */
    payload: string;
    dedupeKey: string;
    state: Generated<TextState>;
    tries: Generated<number>;
    /** Not sent before this moment (ms): a provider that could not be reached is tried again later. */
    nextAt: Generated<number>;
    createdAt: number;
    sentAt: number | null;
    error: string | null;
  };
  /** Back-in-stock requests by text: waiting while endedAt is null; `texted` once the restock's text was written. */
  stockAlerts: {
    id: Generated<number>;
    phone: string;
    sku: string;
    locale: string;
    token: string;
    createdAt: number;
    endedAt: number | null;
    texted: Generated<number>;
  };
  /** Staff's notes on an order, each with who wrote it (their name then) and when. */
  orderNotes: { id: Generated<number>; orderId: number; at: number; accountId: number; actorName: string; text: string };
  /** Each move of an order from status to status: who made it (their name then; no account for the customer) and when. */
  orderMoves: {
    id: Generated<number>;
    orderId: number;
    at: number;
    accountId: number | null;
    actorName: string;
    fromStatus: OrderStatus;
    toStatus: OrderStatus;
  };
  orderLines: {
    orderId: number;
    position: number;
    sku: string;
    nameFa: string;
    nameEn: string;
    /** Packages ordered. */
    count: number;
    /** The package type as it was when ordered; null on lines stored before package types were chosen. */
    packageId: number | null;
    packageTitleFa: string | null;
    packageTitleEn: string | null;
    /** Pieces in one package of that type. */
    pieces: number | null;
    /** Tomans for one package as the quote agreed; null until staff send one. */
    quotedPrice: number | null;
  };
}

/** Where an order stands (src/shared/staff/orders.ts: its steps and the moves between them). */
export type OrderStatus = OrderState;
