/**
 * Order pages and back-in-stock requests by link answer ORDER_PAGE_CAP requests a minute per address and process
 * (docs/rules.md#order-links): the 144-bit token keeps them secret; this keeps anyone from trying tokens fast.
 */
const WINDOW_MS = 60_000;

/** The pages by link: an order's `/o/…`, a number's back-in-stock requests `/a/…`, and their Persian `/fa/…`. */
export const LINK_PAGE = /^(?:\/fa)?\/[oa](?:\/|$)/;

const windows = new Map<string, { start: number; count: number }>();

/** Counts a request from `address`; answers the seconds to wait when it is over the cap, else 0. */
export function overLinkCap(address: string, cap: number, now = Date.now()): number {
  // Old windows go once the map grows (many addresses), so it never holds more than a minute of them.
  if (windows.size > 10_000) for (const [key, window] of windows) if (now - window.start >= WINDOW_MS) windows.delete(key);
  const window = windows.get(address);
  if (!window || now - window.start >= WINDOW_MS) {
    windows.set(address, { start: now, count: 1 });
    return 0;
  }
  window.count += 1;
  return window.count > cap ? Math.ceil((window.start + WINDOW_MS - now) / 1000) : 0;
}
