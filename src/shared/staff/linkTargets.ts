// What a banner's or menu entry's link may open (docs/staff.md#catalogue-editing): one of the shop's own pages, a
// category or a product. The section form finds them by name and says what a typed address opens.
import { categoryPath, productPath } from '~/shared/catalogue/paths.ts';
import { normaliseSearch, searchTerms } from '~/shared/catalogue/search.ts';

export type LinkKind = 'page' | 'category' | 'product';

/** A place a link can open, named in the page's language. */
export interface LinkTarget {
  kind: LinkKind;
  href: string;
  name: string;
  /** A product's SKU or a category's code: found by it too, shown beside the name. */
  code?: string;
}

/** The shop's own pages a link may open, by their dictionary key (the site's texts). */
export const SHOP_PAGES = [
  { href: '/', key: 'nav.home' },
  { href: '/Products', key: 'catalogue.allProducts' },
  { href: '/Products/Search', key: 'search.title' },
  { href: '/Products/WishList', key: 'wishList.title' },
  { href: '/cart', key: 'cart.title' },
  { href: '/aboutUs', key: 'about.title' },
  { href: '/contactUs', key: 'contact.title' },
  { href: '/WorkWithUs', key: 'work.title' },
] as const;

/** A category as a link's target. */
export const categoryTarget = (category: { key: string; slug: string; name: string }): LinkTarget => ({
  kind: 'category',
  href: categoryPath({ xCode: category.key, slug: category.slug }),
  name: category.name,
  code: category.key,
});

/** A product as a link's target. */
export const productTarget = (product: { sku: string; slug: string; name: string }): LinkTarget => ({
  kind: 'product',
  href: productPath(product),
  name: product.name,
  code: product.sku,
});

/** A link's path without its query and anchor (`/Products/Search?q=vase` opens the search page). */
const pathOf = (href: string) => href.replace(/[?#].*$/s, '').replace(/(.)\/$/, '$1');

/** What a link's category or product address names: its kind and code, or nothing for any other address. */
export function linkedCode(href: string): { kind: 'category' | 'product'; code: string } | null {
  const match = /^\/(category|products)\/([^/?#]+)/i.exec(href);
  if (!match) return null;
  const code = decodeURIComponent(match[2]!);
  if (match[1]!.toLowerCase() === 'category') return { kind: 'category', code };
  // `/Products/page/2` and `/Products/Search` are pages, not products.
  return /^[A-Z0-9]{7}/.test(code) ? { kind: 'product', code } : null;
}

/** The target a typed link opens among `known`, or null when none of them has its address. */
export function targetOf(href: string, known: readonly LinkTarget[]): LinkTarget | null {
  const path = pathOf(href.trim());
  if (!path.startsWith('/')) return null;
  const coded = linkedCode(path);
  if (coded) return known.find((target) => target.kind === coded.kind && target.code === coded.code) ?? null;
  const lower = path.toLowerCase();
  return known.find((target) => target.kind === 'page' && target.href.toLowerCase() === lower) ?? null;
}

/** The targets whose name, code or address holds every word of `query`, at most `limit`, in their order. */
export function matchTargets(query: string, targets: readonly LinkTarget[], limit = 8): LinkTarget[] {
  const terms = searchTerms(query);
  if (terms.length === 0) return [];
  const found = targets.filter((target) => {
    const text = normaliseSearch(`${target.name} ${target.code ?? ''} ${target.href}`);
    return terms.every((term) => text.includes(term));
  });
  return found.slice(0, limit);
}
