// What keeps a product from going live whole (docs/staff.md#publishing): publishing names these per product and
// starts only without any, so no page shows an empty picture box or a bare size code.
import { sizeCode, type SizeFilter } from '~/shared/catalogue/sku.ts';

/** A product as publishing checks it. */
export interface GapProduct {
  sku: string;
  images: readonly string[];
  /** Published without a picture by the editor's choice: its pages say one is coming. */
  pictureLater?: boolean;
  categoryIds: readonly number[];
}

/** One thing a product lacks: a picture, or a title for its size in its categories' size filters. */
export type PublishGap = { sku: string; kind: 'noPicture' } | { sku: string; kind: 'untitledSize'; code: string };

/**
 * What each product lacks, in the order given: no picture (nor the choice to go without); a size code none of its
 * categories' size filters titles.
 */
export function publishGaps(products: readonly GapProduct[], filtersByCategory: ReadonlyMap<number, readonly SizeFilter[]>): PublishGap[] {
  return products.flatMap((product): PublishGap[] => {
    const gaps: PublishGap[] = [];
    if (product.images.length === 0 && !product.pictureLater) gaps.push({ sku: product.sku, kind: 'noPicture' });
    const code = sizeCode(product.sku);
    const titled = product.categoryIds.some((id) => filtersByCategory.get(id)?.some((filter) => filter.id === code && filter.title));
    if (code && !titled) gaps.push({ sku: product.sku, kind: 'untitledSize', code });
    return gaps;
  });
}
