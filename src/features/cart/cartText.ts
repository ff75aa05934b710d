import type { PluralForms } from '~/shared/i18n/plural.ts';
import type { PackageText } from './packageText.ts';

/** The words of an order list's line and its stepper, in the basket drawer and on the order list page alike. */
export interface LineText extends PackageText {
  size: string;
  code: string;
  decrease: string;
  increase: string;
  /** At the cap: why + stops (with {max}), and the call to order more. */
  cap: string;
  callUs: string;
  remove: string;
}

/** Translated strings of the order list page. */
export interface CartText extends LineText {
  loading: string;
  empty: string;
  items: PluralForms;
  packages: PluralForms;
  packaging: string;
  buyLater: string;
  buyLaterTitle: string;
  moveToCart: string;
  emptyAll: string;
  confirmEmpty: string;
  /** The confirm dialog's buttons. */
  cancel: string;
  confirmEmptyYes: string;
  checkout: string;
  continueShopping: string;
}
