import type { PluralForms } from '~/shared/i18n/plural.ts';
import type { PackageText } from '~/features/cart/packageText.ts';
import type { AddressFormText } from '~/features/forms/AddressForm.tsx';

/** Translated strings of the checkout. */
export interface CheckoutText extends PackageText {
  loading: string;
  empty: string;
  summary: string;
  items: PluralForms;
  packages: PluralForms;
  size: string;
  code: string;
  /** The link back to the order list to change it. */
  change: string;
  formTitle: string;
  savedAddress: string;
  submit: string;
  doneTitle: string;
  /** With {time} and {phone}. */
  doneText: string;
  /** With {id}. */
  orderNumber: string;
  seeOrders: string;
  follow: string;
  orderPage: string;
  /** The confirmation's list of what was ordered. */
  ordered: string;
  keepShopping: string;
  /** Within how long the team calls, counted in the page's language ("24 hours"). */
  callTime: string;
  fields: AddressFormText;
}
