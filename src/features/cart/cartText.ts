import { pluralForms, translator, type Locale } from '~/shared/i18n/i18n.ts';
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

/** Translated strings the basket needs. */
export interface BasketText extends LineText {
  cart: string;
  items: PluralForms;
  emptyTitle: string;
  emptyText: string;
  allProducts: string;
  viewOrderList: string;
  close: string;
}

/** How a line's packages are said ("2 × Box of 6 = 12 pieces"), in one language. */
export function packageWords(locale: Locale): PackageText {
  return { packageTotal: translator(locale)('product.packageTotal'), pieces: pluralForms(locale, 'count.pieces') };
}

/** The words of an order list's line and its stepper in one language. */
function lineText(locale: Locale): LineText {
  const t = translator(locale);
  return {
    ...packageWords(locale),
    size: t('product.size'),
    code: t('product.code'),
    decrease: t('product.decrease'),
    increase: t('product.increase'),
    cap: t('cart.cap'),
    callUs: t('cart.callUs'),
    remove: t('basket.remove'),
  };
}

/** The order list page's words in one language. */
export function cartText(locale: Locale): CartText {
  const t = translator(locale);
  return {
    ...lineText(locale),
    loading: t('site.loading'),
    empty: t('cart.empty'),
    items: pluralForms(locale, 'count.items'),
    packages: pluralForms(locale, 'count.packages'),
    packaging: t('product.packaging'),
    buyLater: t('cart.buyLater'),
    buyLaterTitle: t('cart.buyLaterTitle'),
    moveToCart: t('cart.moveToCart'),
    emptyAll: t('cart.emptyAll'),
    confirmEmpty: t('cart.confirmEmpty'),
    cancel: t('common.cancel'),
    confirmEmptyYes: t('cart.confirmEmptyYes'),
    checkout: t('cart.checkout'),
    continueShopping: t('cart.continue'),
  };
}

/** The basket drawer's words in one language. */
export function basketText(locale: Locale): BasketText {
  const t = translator(locale);
  return {
    ...lineText(locale),
    cart: t('nav.cart'),
    items: pluralForms(locale, 'count.items'),
    emptyTitle: t('basket.emptyTitle'),
    emptyText: t('basket.emptyText'),
    allProducts: t('home.viewAll'),
    viewOrderList: t('basket.viewOrderList'),
    close: t('common.close'),
  };
}
