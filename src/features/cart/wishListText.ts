import { translator, type Locale } from '~/shared/i18n/i18n.ts';

/** Translated strings of the wish list page. */
export interface WishListText {
  loading: string;
  empty: string;
  /** How to save a product here (the heart). */
  hint: string;
  continueShopping: string;
  size: string;
  sizes: string;
  code: string;
  moveToCart: string;
  remove: string;
  soldOut: string;
  notifyMe: string;
  /** Under a pressed bell: how the shopper will be told, and how to stop. */
  notifyOn: string;
}

/** The wish list page's words in one language. */
export function wishListText(locale: Locale): WishListText {
  const t = translator(locale);
  return {
    loading: t('site.loading'),
    empty: t('wishList.empty'),
    hint: t('wishList.hint'),
    continueShopping: t('cart.continue'),
    size: t('product.size'),
    sizes: t('product.sizes'),
    code: t('product.code'),
    moveToCart: t('wishList.moveToCart'),
    remove: t('basket.remove'),
    soldOut: t('product.soldOut'),
    notifyMe: t('product.notifyMe'),
    notifyOn: t('product.notifyOn'),
  };
}
