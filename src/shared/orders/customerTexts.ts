// The texts an order sends its customer (docs/operations.md#texts-to-customers): one per step, in the language the
// order was placed in, each written to an outbox in the same transaction as the step and sent from there.

/** The steps that text the customer. */
export const TEXT_KINDS = ['received', 'quoted', 'confirmed', 'sent', 'cancelled'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/** Where a text stands: waiting to go, being sent, sent, or not sent (the provider refused, or it failed). */
export type TextState = 'waiting' | 'sending' | 'sent' | 'failed' | 'refused';

/** What a text says besides its words: the order's number and link, then what its step adds. */
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
}

/** A text as staff see it on the order. */
export interface OrderText {
  id: number;
  kind: TextKind;
  state: TextState;
  createdAt: string;
  sentAt: string | null;
  /** Why it did not go out (the provider's words, without the number). */
  error: string | null;
}
