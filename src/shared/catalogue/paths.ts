/** Addresses of catalogue pages and pictures, shared by pages and islands. */

/** The canonical page of a category. */
export function categoryPath(category: { xCode: string; slug: string }): string {
  return `/category/${encodeURIComponent(category.xCode)}/${category.slug}`;
}

/** A category's page narrowed to the families that come in one size (by size code). */
export function categorySizePath(category: { xCode: string; slug: string }, code: string): string {
  return `${categoryPath(category)}/size/${encodeURIComponent(code)}`;
}

/** The canonical page of a product. */
export function productPath(product: { sku: string; slug: string }): string {
  return `/Products/${encodeURIComponent(product.sku)}/${product.slug}`;
}

/** Whether a picture is a drawing bundled with the pages (its path points at their assets), not a catalogue file. */
const bundled = (file: string) => file.includes('assets');

/** A picture's address: `{service}/CDN/Files/{file}?w=`, unless the path already points at bundled assets. */
export function mediaUrl(file: string, width: number, base = ''): string {
  if (bundled(file)) return file;
  return `${base}/CDN/Files/${encodeURIComponent(file)}?w=${width}`;
}

/**
 * A catalogue picture's card for shared links (1200×630 JPEG; named `.jpg`, for the previewers that go by the
 * name); null for a drawing bundled with the pages, which has none.
 */
export function shareCardUrl(file: string | null | undefined, base = ''): string | null {
  return file && !bundled(file) ? `${base}/CDN/Cards/${encodeURIComponent(file)}/card.jpg` : null;
}

/** A srcset of the same picture at several widths. */
export function mediaSrcset(file: string, widths: readonly number[], base = ''): string {
  return widths.map((w) => `${mediaUrl(file, w, base)} ${w}w`).join(', ');
}

/** Lower-case ASCII words joined by hyphens, for URLs. */
export function slugify(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'item'
  );
}

/** Products per list page (category pages, all products, search results). */
export const LIST_PAGE_SIZE = 24;

/** The address of page `n` of a list whose first page is `base`: page 1 is the base itself. */
export function listPagePath(base: string, n: number): string {
  return n <= 1 ? base : `${base.replace(/\/$/, '')}/page/${n}`;
}
