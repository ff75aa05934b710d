/** A category size filter as the service returns it. */
export interface SizeFilter {
  id: string;
  title: string;
}

/** The size code of a SKU: its characters 6 and 7 (zero-based 5 and 6), or '' when the SKU is shorter. */
export function sizeCode(sku: string): string {
  return sku.length >= 7 ? sku.slice(5, 7) : '';
}

/** The size to show for a SKU: the matching size filter's title, or the raw code when none matches. */
export function sizeTitle(sku: string, filters: readonly SizeFilter[]): string {
  const code = sizeCode(sku);
  return filters.find((f) => f.id === code)?.title ?? code;
}

/** The size to show for a product: the title from the first of its categories whose filters know the code. */
export function productSizeTitle(
  product: { sku: string; categoryIds: readonly number[] },
  filtersByCategory: ReadonlyMap<number, readonly SizeFilter[]>,
): string {
  const code = sizeCode(product.sku);
  for (const id of product.categoryIds) {
    const match = filtersByCategory.get(id)?.find((f) => f.id === code);
    if (match) return match.title;
  }
  return code;
}
