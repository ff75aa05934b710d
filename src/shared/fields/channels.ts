/**
 * Where an order came from: the shop's own pages (`web`), or a channel staff took it by in the staff area
 * (docs/staff.md#orders-staff-take). The order is the dashboard's chart's, left to right.
 */
export const ORDER_CHANNELS = ['web', 'phone', 'instagram', 'telegram', 'whatsapp', 'inPerson', 'other'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** The channels staff may choose when they take an order (every one but the shop's own pages). */
export type StaffChannel = Exclude<OrderChannel, 'web'>;
export const STAFF_CHANNELS = ORDER_CHANNELS.filter((channel): channel is StaffChannel => channel !== 'web');

/** A channel's name as an address or a stored row carries it, or undefined for anything else. */
export const channelOf = (text: string | null | undefined): OrderChannel | undefined =>
  (ORDER_CHANNELS as readonly string[]).includes(text ?? '') ? (text as OrderChannel) : undefined;
