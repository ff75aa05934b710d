import { pluralForms, translator, type Locale } from '~/shared/i18n/i18n.ts';
import type { ClientText } from '~/ui/clientText.ts';

/** The words the page scripts read from the page (`#client-text`), in one language; `fontFiles` on a Persian page. */
export function pageScriptText(locale: Locale, fontFiles: string[]): ClientText {
  const t = translator(locale);
  return {
    locale,
    inCart: t('client.inCart'),
    addToCart: t('product.addToCart'),
    inCartShort: t('client.inCartShort'),
    addShort: t('product.addShort'),
    inCartNamed: t('client.inCartNamed'),
    addNamed: t('product.addNamed'),
    inStock: t('product.inStock'),
    soldOut: t('product.soldOut'),
    fewLeft: pluralForms(locale, 'product.fewLeft'),
    pieces: pluralForms(locale, 'count.pieces'),
    packageTotal: t('product.packageTotal'),
    backInStock: t('client.backInStock'),
    notifyUnset: t('client.notifyUnset'),
    removedFromCart: t('client.removedFromCart'),
    myAccount: t('nav.account'),
    logIn: t('nav.login'),
    fontFiles,
  };
}
