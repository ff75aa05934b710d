// The texts an order sends its customer (docs/operations.md#texts-to-customers): one per step, in the language the
// order was placed in, each written to an outbox in the same transaction as the step and sent from there.

/** The steps that text the customer, and `back`: a size back in stock, to a number that asked (src/shared/alerts/). */
export const TEXT_KINDS = ['received', 'quoted', 'confirmed', 'sent', 'cancelled', 'back'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
/** The texts about an order (a back-in-stock text belongs to no order). */
export const ORDER_TEXT_KINDS = TEXT_KINDS.filter((kind): kind is Exclude<TextKind, 'back'> => kind !== 'back');
export type OrderTextKind = (typeof ORDER_TEXT_KINDS)[number];

/** Where a text stands: waiting to go, being sent, sent, or not sent (the provider refused, or it failed). */
export type TextState = 'waiting' | 'sending' | 'sent' | 'failed' | 'refused';

/**
 * What a text says besides its words: the order's number, link and step detail. Back in stock: the SKU as number, the
 * product page as link, the request's token, name and size, and the number's requests page.
 */
export interface TextValues {
  number: string;
  link: string;
  /**
   * The order page's token alone: a provider's approved template holds the shop's address itself
   * (`https://shop.example/fa/o/%token2%`), since operators do not let a template's values carry a link.
   */
  token: string;
  /** Quoted: the total with delivery, in tomans (Latin digits, grouped). */
  total?: string;
  /** Sent: the carrier's name in the order's language, and the tracking code. */
  carrier?: string;
  code?: string;
  /** Back in stock: the product's name and size in the request's language, and the page of the number's requests. */
  name?: string;
  stop?: string;
}

/** A text as staff see it on the order. */
export interface OrderText {
  id: number;
  kind: OrderTextKind;
  state: TextState;
  createdAt: string;
  sentAt: string | null;
  /** Why it did not go out (the provider's words, without the number). */
  error: string | null;
}
