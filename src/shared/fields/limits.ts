// The most a request may hold where the contract and the rules that build it both count: the schemas refuse more,
// the forms stop at it.

/** Quantity cap per item, in packages (docs/rules.md#cart-rules). */
export const MAX_PACKAGES = 10;

/** The most addresses one account keeps. */
export const MAX_ADDRESSES = 20;
