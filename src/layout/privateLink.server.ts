/**
 * The headers of a page opened by a private link (an order's, a number's back-in-stock requests): never kept by a
 * cache, never indexed, and its address never sent to another site (docs/rules.md#order-links).
 */
export function privateLinkHeaders(headers: Headers): void {
  headers.set('cache-control', 'private, no-store');
  headers.set('x-robots-tag', 'noindex');
  headers.set('referrer-policy', 'same-origin');
}
