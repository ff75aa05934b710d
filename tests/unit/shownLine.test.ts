import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addToCart,
  decrease,
  increase,
  packageOf,
  setPackage,
  shownLine,
  type CartItem,
  type ListProduct,
} from '~/shared/cart/cartRules.ts';

// One truth for a line (docs/rules.md#cart-rules): random sequences of a shopper's actions on each surface; after
// every step all surfaces show the same count and package type, the one that will be ordered.

/** Pieces per package type: single, box of 6, carton of 24. */
const PIECES: Record<number, number> = { 1: 1, 2: 6, 3: 24 };
const ACTIVE = [1, 2, 3];
const product = (sku: string, packageIds: number[]): ListProduct => ({
  sku,
  nameFa: 'گلدان',
  nameEn: 'Vase',
  images: [],
  size: 'Ø20',
  stockStatus: 'instock',
  status: 'publish',
  packageIds,
});
const PRODUCTS = [product('VAS0120', [1, 2, 3]), product('VAS0124', [2, 3]), product('RUG01RM', [1])];

/** The product page of one product: the count and package type it has chosen before Add. */
interface Page {
  chosen: number;
  ticked: number;
}

/** What a shopper does, on which surface. */
type Step =
  | { on: 'page'; what: 'add' | 'more' | 'fewer'; sku: number }
  | { on: 'page'; what: 'tick'; sku: number; type: number }
  | { on: 'card'; what: 'add'; sku: number }
  | { on: 'basket' | 'orderList'; what: 'more' | 'fewer'; sku: number }
  | { on: 'orderList'; what: 'type'; sku: number; type: number };

const sku = fc.integer({ min: 0, max: PRODUCTS.length - 1 });
const type = fc.constantFrom(1, 2, 3);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ on: fc.constant('page' as const), what: fc.constantFrom('add' as const, 'more' as const, 'fewer' as const), sku }),
  fc.record({ on: fc.constant('page' as const), what: fc.constant('tick' as const), sku, type }),
  fc.record({ on: fc.constant('card' as const), what: fc.constant('add' as const), sku }),
  fc.record({
    on: fc.constantFrom('basket' as const, 'orderList' as const),
    what: fc.constantFrom('more' as const, 'fewer' as const),
    sku,
  }),
  fc.record({ on: fc.constant('orderList' as const), what: fc.constant('type' as const), sku, type }),
);

/** The product page as src/features/cart/productControls.ts runs it, on the shared rules. */
function onPage(cart: CartItem[], page: Page, item: ListProduct, what: string, ticked?: number): CartItem[] {
  const line = cart.find((entry) => entry.sku === item.sku);
  if (what === 'add') return addToCart(cart, item, page.chosen, page.ticked);
  if (what === 'more') return line ? increase(cart, item) : ((page.chosen = Math.min(10, page.chosen + 1)), cart);
  if (what === 'fewer') return line ? decrease(cart, item.sku) : ((page.chosen = Math.max(1, page.chosen - 1)), cart);
  // A type the product is sold in (the page offers no other): the line's own when there is one.
  if (ticked === undefined || !item.packageIds!.includes(ticked)) return cart;
  page.ticked = ticked;
  return line ? setPackage(cart, item.sku, ticked) : cart;
}

/** What each surface shows of a product: the page through shownLine, the lists through the line itself. */
function shown(cart: CartItem[], page: Page, item: ListProduct) {
  const onPageNow = shownLine(cart, item.sku, { count: page.chosen, packageId: page.ticked }, ACTIVE);
  const line = cart.find((entry) => entry.sku === item.sku);
  const lists = line ? { count: line.countInCart, packageId: packageOf(line, ACTIVE) } : null;
  return { onPageNow, lists };
}

describe('one truth for a line, on every surface', () => {
  it('shows the same count and package type everywhere, the one that will be ordered (property)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let cart: CartItem[] = [];
        const pages = PRODUCTS.map((item) => ({ chosen: 1, ticked: item.packageIds![0]! }));
        for (const s of steps) {
          const item = PRODUCTS[s.sku]!;
          const page = pages[s.sku]!;
          const before = shown(cart, page, item).onPageNow;
          if (s.on === 'page') cart = onPage(cart, page, item, s.what, 'type' in s ? s.type : undefined);
          else if (s.on === 'card') cart = addToCart(cart, item);
          else if (s.what === 'more') cart = increase(cart, item);
          else if (s.what === 'fewer') cart = decrease(cart, item.sku);
          else if ('type' in s) cart = setPackage(cart, item.sku, s.type);
          // Add puts into the order list exactly what the page showed.
          if (s.on === 'page' && s.what === 'add' && !before.inCart) {
            const line = cart.find((entry) => entry.sku === item.sku)!;
            expect({ count: line.countInCart, packageId: line.packageId }).toEqual({ count: before.count, packageId: before.packageId });
          }
          for (const [index, other] of PRODUCTS.entries()) {
            const { onPageNow, lists } = shown(cart, pages[index]!, other);
            if (!lists) continue;
            // The page, the card, the basket, the order list and checkout: one count, one type, one number of pieces.
            expect(onPageNow).toEqual({ inCart: true, ...lists });
            expect(other.packageIds).toContain(lists.packageId);
            expect(lists.count).toBeGreaterThanOrEqual(1);
            expect(lists.count).toBeLessThanOrEqual(10);
            expect(onPageNow.count * PIECES[onPageNow.packageId!]!).toBe(lists.count * PIECES[lists.packageId!]!);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('on a page opened again, shows the line’s type and count, not the page’s first type (the review’s finding 1)', () => {
    const vase = PRODUCTS[0]!;
    const cart = addToCart([], vase, 2, 2);
    // The page, opened again, starts on its first type and one package; it shows two boxes of six.
    expect(shownLine(cart, vase.sku, { count: 1, packageId: 1 }, ACTIVE)).toEqual({ inCart: true, count: 2, packageId: 2 });
    expect(increase(cart, vase)).toMatchObject([{ countInCart: 3, packageId: 2 }]);
  });
});
