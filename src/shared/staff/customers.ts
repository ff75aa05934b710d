import type { OrderChannel } from '~/shared/fields/channels.ts';
import type { OrderState } from '~/shared/fields/vocabulary.ts';

/** Customers a page of the staff list shows, the latest to order first. */
export const CUSTOMERS_PER_PAGE = 50;

/** A customer as the staff list shows them: everyone who ordered, by mobile number (accounts and guests alike). */
export interface StaffCustomer {
  mobile: string;
  /** The name on their latest order. */
  name: string;
  city: string;
  orders: number;
  /** ISO 8601. */
  firstOrderAt: string;
  lastOrderAt: string;
  /** The channel their latest order came by. */
  lastChannel: OrderChannel;
  /** The name of the account with their number, if they have one. */
  account: string | null;
}

/** A page of the customers list, and how many the search finds. */
export interface StaffCustomerPage {
  customers: StaffCustomer[];
  total: number;
  page: number;
  perPage: number;
}

/** A customer's own page: who they are, the channels they came by, their orders and the notes kept on them. */
export interface CustomerHistory {
  customer: StaffCustomer;
  channels: Partial<Record<OrderChannel, number>>;
  orders: { id: number; createdAt: string; status: OrderState; channel: OrderChannel; packages: number; lines: number }[];
  notes: { orderId: number; at: string; by: string; text: string }[];
}
