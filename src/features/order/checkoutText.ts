import { pluralForms, translator, type Locale } from '~/shared/i18n/i18n.ts';
import type { PluralForms } from '~/shared/i18n/plural.ts';
import type { PackageText } from '~/features/cart/packageText.ts';
import { packageWords } from '~/features/cart/cartText.ts';
import { addressFormText, type AddressFormText } from '~/features/forms/addressFormText.ts';

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

/** The checkout's words in one language; `callTime` is within how long the team calls (callBack.server.ts). */
export function checkoutText(locale: Locale, callTime: string): CheckoutText {
  const t = translator(locale);
  return {
    loading: t('site.loading'),
    empty: t('cart.empty'),
    summary: t('cart.title'),
    items: pluralForms(locale, 'count.items'),
    packages: pluralForms(locale, 'count.packages'),
    ...packageWords(locale),
    size: t('product.size'),
    code: t('product.code'),
    change: t('checkout.change'),
    formTitle: t('checkout.formTitle'),
    savedAddress: t('checkout.savedAddress'),
    submit: t('cart.checkout'),
    doneTitle: t('checkout.doneTitle'),
    doneText: t('checkout.doneText'),
    orderNumber: t('checkout.orderNumber'),
    seeOrders: t('checkout.seeOrders'),
    follow: t('orderPage.follow'),
    orderPage: t('orderPage.open'),
    ordered: t('checkout.ordered'),
    keepShopping: t('checkout.keepShopping'),
    callTime,
    fields: addressFormText(locale),
  };
}
