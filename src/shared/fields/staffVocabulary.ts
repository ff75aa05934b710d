// The values the staff's calls take and answer where a field takes one of a few, and their limits: the contract's
// schemas check them and the staff area's rules import them from here, below both.

/** An account's role: what it may do in the staff area (docs/staff.md). */
export const ROLES = ['customer', 'staff', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The parts of the catalogue besides products that editors change in the staff area, each a list edited whole
 * (docs/staff.md#catalogue-editing): its rows carry the catalogue file's own fields, so the import's rules check them.
 */
export const SECTION_NAMES = ['categories', 'banners', 'packages', 'menu'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** Where publishing stands (docs/staff.md#publishing): nothing yet, a build running, its pages live, or a failed build. */
export const PUBLISH_STATES = ['idle', 'building', 'live', 'failed'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** The steps that text the customer, and `back`: a size back in stock, to a number that asked (src/shared/alerts/). */
export const TEXT_KINDS = ['received', 'quoted', 'confirmed', 'sent', 'cancelled', 'back'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];
/** The texts about an order (a back-in-stock text belongs to no order). */
export const ORDER_TEXT_KINDS = TEXT_KINDS.filter((kind): kind is Exclude<TextKind, 'back'> => kind !== 'back');
export type OrderTextKind = (typeof ORDER_TEXT_KINDS)[number];
/** Where a text stands: waiting to go, being sent, sent, or not sent (the provider refused, or it failed). */
export const TEXT_STATES = ['waiting', 'sending', 'sent', 'failed', 'refused'] as const;
export type TextState = (typeof TEXT_STATES)[number];

/** The longest note staff may keep on an order. */
export const NOTE_MAX = 500;

/** Lines an order may hold (as the shop's order takes). */
export const TAKEN_LINES_MAX = 100;
/** The customer's fields as typed (the checkout's fields: src/shared/forms/rules.ts `addressFields`). */
export const CUSTOMER_FIELDS = ['mobile', 'firstName', 'lastName', 'shopName', 'province', 'city', 'address', 'postalCode'] as const;
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];
