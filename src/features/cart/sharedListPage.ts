import { formatDigits } from '~/shared/i18n/format.ts';
import type { ListProduct } from '~/shared/cart/cartRules.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { plural } from '~/shared/i18n/plural.ts';
import { mergeIntoCart, mergeIntoList, type IncomingLine } from '~/shared/lists/mergeLists.ts';
import { $cart, $wishlist } from './lists.store.ts';
import type { SharedListData as PageData } from './sharedListData.ts';

/**
 * The shared list's buttons (SharedListView.astro): "Add all" to the order list or the wish list, and "Add" on a
 * line. Each merges into this browser's lists: what is there already keeps its own count and type.
 */
export function bindSharedList(): void {
  const source = document.getElementById('shared-list-data');
  const page = document.querySelector<HTMLElement>('[data-shared-list]');
  if (!source || !page) return;
  const data = JSON.parse(source.textContent ?? '{}') as PageData;
  const locale = document.documentElement.lang as Locale;
  const items = (count: number) => plural(locale, data.text.items, count, formatDigits(locale, count));
  const say = (list: 'order' | 'wish', added: number, kept: number) => {
    const text = data.text;
    const parts =
      added === 0
        ? [list === 'order' ? text.nothingNew : text.nothingNewWish]
        : [
            fill(list === 'order' ? text.added : text.addedWish, { items: items(added) }),
            kept > 0 ? fill(text.kept, { items: items(kept) }) : '',
          ];
    page.querySelector('[data-said] > span')!.textContent = parts.filter(Boolean).join(' ');
    for (const link of page.querySelectorAll<HTMLElement>('[data-see]')) link.hidden = link.dataset.see !== list;
  };
  const ordered = data.lines.filter((line) => line.state === 'inStock');
  const toCart = (lines: PageData['lines']) =>
    addToOrderList(lines.map(({ item, count, packageId }) => ({ product: item, count, packageId })));
  page.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-add-all], button[data-add-one]');
    if (!button) return;
    if (button.dataset.addAll === 'wish') {
      const added = addToWishList(data.lines.map((line) => line.item));
      say('wish', added.length, data.lines.length - added.length);
    } else if (button.dataset.addAll === 'order') {
      const added = toCart(ordered);
      say('order', added.length, ordered.length - added.length);
    } else {
      const added = toCart(ordered.filter((line) => line.item.sku === button.dataset.addOne));
      say('order', added.length, 1 - added.length);
    }
    showInCart(page, data.text.inCart);
  });
  showInCart(page, data.text.inCart);
  $cart.listen(() => showInCart(page, data.text.inCart));
}

/** Adds lines to the order list; those already there keep theirs. Returns the SKUs added. */
function addToOrderList(lines: readonly IncomingLine[]): string[] {
  const { cart, added } = mergeIntoCart($cart.get(), lines);
  if (added.length > 0) $cart.set(cart);
  return added;
}

/** Adds products to the wish list that it does not hold yet; returns those added. */
function addToWishList(products: readonly ListProduct[]): ListProduct[] {
  const before = $wishlist.get();
  const next = mergeIntoList(before, products);
  if (next.length > before.length) $wishlist.set(next);
  return next.slice(before.length);
}

/** A line already in the order list says so in place of its "Add". */
function showInCart(page: HTMLElement, inCart: string) {
  const held = new Set($cart.get().map((item) => item.sku));
  for (const button of page.querySelectorAll<HTMLButtonElement>('button[data-add-one]')) {
    const there = held.has(button.dataset.addOne!);
    if (there && !button.disabled) {
      button.disabled = true;
      button.textContent = inCart;
    }
  }
}
