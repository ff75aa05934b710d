// The values the service's answers may hold where a field takes one of a few: the answers' schemas check them, and
// the rules of the features that use them import them from here, below both.

export const STOCK_STATUSES = ['instock', 'outofstock'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

export const PRODUCT_STATUSES = ['publish', 'draft'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Where an order can stand, in the order of its life (the same as the database's `orders.status`). */
export const ORDER_STATUSES = ['new', 'called', 'quoted', 'confirmed', 'sent', 'delivered', 'cancelled'] as const;
export type OrderState = (typeof ORDER_STATUSES)[number];

/** How a customer may pay, as Iranian shops without a payment gateway take it; the shop offers some of them. */
export const PAYMENT_WAYS = ['card', 'door', 'transfer'] as const;
export type PaymentWay = (typeof PAYMENT_WAYS)[number];

/** Carriers the shop may send with (shared/orders/quote.ts has where each tracks parcels). */
export const CARRIER_IDS = ['post', 'tipax', 'chapar', 'mahex', 'courier'] as const;
export type Carrier = (typeof CARRIER_IDS)[number];

/** The most a price may be (tomans): twelve digits. */
export const PRICE_MAX = 999_999_999_999;
