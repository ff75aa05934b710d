// The texts an order sends its customer (docs/operations.md#texts-to-customers): one per step, in the language the
// order was placed in, each written to an outbox in the same transaction as the step and sent from there.

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
