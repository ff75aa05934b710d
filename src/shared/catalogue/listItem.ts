import type { ListProduct } from '~/shared/cart/cartRules.ts';
import type { SizeNames } from './sku.ts';
import type { Product } from '~/shared/contract/types.ts';

/** What a product card hands to the cart and lists (JSON in `data-item`): enough to show it without a call. */
export function listItemOf(product: Product, size: SizeNames): ListProduct {
  return {
    sku: product.sku,
    id: product.id,
    slug: product.slug,
    nameFa: product.nameFa,
    nameEn: product.nameEn,
    images: product.images.slice(0, 1),
    size: size.en,
    sizeFa: size.fa,
    stockStatus: product.stockStatus,
    status: product.status,
    parentSku: product.parentSku,
    packageIds: product.packageIds,
  };
}
