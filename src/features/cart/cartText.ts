import type { PluralForms } from '~/shared/i18n/plural.ts';
import type { PackageText } from './packageText.ts';

/** Translated strings of the order list page. */
export interface CartText extends PackageText {
  loading: string;
  empty: string;
  items: PluralForms;
  packages: PluralForms;
  packaging: string;
  size: string;
  code: string;
  decrease: string;
  increase: string;
  /** At the cap: why + stops (with {max}), and the call to order more. */
  cap: string;
  callUs: string;
  remove: string;
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
