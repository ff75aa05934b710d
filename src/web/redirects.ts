/** Alternate spellings of routes (docs/rules.md#canonical-addresses-and-redirects) and their one canonical path. */
const CANONICAL: Record<string, string> = {
  '/aboutus': '/aboutUs',
  '/contactus': '/contactUs',
  '/workwithus': '/WorkWithUs',
  '/products/search': '/Products/Search',
  '/products/wishlist': '/Products/WishList',
  '/products': '/Products',
  '/cart': '/cart',
  '/checkout': '/checkout',
};

/**
 * The canonical address for an alternate spelling (any letter case, optional trailing slash, in both
 * locales), keeping the query string; null when the path is already canonical or unknown.
 */
export function canonicalRedirect(pathname: string, search = ''): string | null {
  const persian = /^\/fa(?=\/|$)/i.test(pathname);
  const rest = (persian ? pathname.slice(3) : pathname).replace(/\/+$/, '') || '/';
  const canonical = CANONICAL[rest.toLowerCase()];
  const prefix = persian ? '/fa' : '';
  if (canonical) {
    const target = `${prefix}${canonical}`;
    return target === pathname ? null : `${target}${search}`;
  }
  if (persian && pathname.slice(0, 3) !== '/fa') return `/fa${rest === '/' ? '/' : rest}${search}`;
  return null;
}
