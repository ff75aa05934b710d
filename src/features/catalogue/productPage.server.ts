import { countText, translator, type Locale } from '~/shared/i18n/i18n.ts';
import { shareCardUrl } from '~/shared/catalogue/paths.ts';
import type { Product } from '~/shared/contract/types.ts';
import { FEW_LEFT } from '~/shared/cart/cartRules.ts';
import { mediaBase } from '~/service/catalogue/source.server.ts';

/** A product page's stock line as built: sold out, "only 2 left" at FEW_LEFT or fewer, else in stock (the page's stock check updates it). */
export function productStockText(locale: Locale, product: Product): string {
  const t = translator(locale);
  if (product.stockStatus !== 'instock') return t('product.soldOut');
  return product.quantity <= FEW_LEFT ? countText(locale, 'product.fewLeft', product.quantity) : t('product.inStock');
}

/** What a shared link to the product shows: its first picture that has a card (drawings bundled with the pages have none: the shop's card stands in). */
export function productShare(product: Product, name: string): { image: string; alt: string } | undefined {
  const card = product.images.map((file) => shareCardUrl(file, mediaBase())).find(Boolean);
  return card ? { image: card, alt: name } : undefined;
}
