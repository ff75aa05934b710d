import { clientText, formatNumber } from '../layout/clientText.ts';
import { MAX_PACKAGES, type ListProduct } from './cartRules.ts';
import { $cart, $notifyList, $wishlist, addToCart, decreaseInCart, increaseInCart, toggleNotify, toggleWish } from './lists.store.ts';
import { checkStock } from './stockCheck.ts';

interface Card {
  element: HTMLElement;
  item: ListProduct;
  /** Packages chosen on the stepper before the product is in the order list. */
  chosen: number;
}

const cards: Card[] = [];

/**
 * Brings the server-rendered product controls to life (add, stepper, heart, bell) on the shared stores,
 * with one click listener per card and no React; then refreshes their stock with one batched call.
 */
export function enhanceProducts(root: ParentNode = document): void {
  const fresh: Card[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-product][data-item]:not([data-enhanced])')) {
    element.dataset.enhanced = '';
    const card: Card = { element, item: JSON.parse(element.dataset.item!) as ListProduct, chosen: 1 };
    element.addEventListener('click', (event) => onClick(card, event));
    fresh.push(card);
  }
  if (cards.length === 0) {
    $cart.listen(renderAll);
    $wishlist.listen(renderAll);
    $notifyList.listen(renderAll);
  }
  cards.push(...fresh);
  fresh.forEach(render);
  void refreshStock(fresh);
}

function onClick(card: Card, event: Event) {
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
  if (!button || button.disabled) return;
  const { sku } = card.item;
  const line = $cart.get().find((item) => item.sku === sku);
  switch (button.dataset.action) {
    case 'add':
      addToCart(card.item, card.chosen);
      break;
    case 'increase':
      if (line) increaseInCart(card.item);
      else card.chosen = Math.min(MAX_PACKAGES, card.chosen + 1);
      break;
    case 'decrease':
      if (line) decreaseInCart(sku);
      else card.chosen = Math.max(1, card.chosen - 1);
      break;
    case 'wish':
      toggleWish(card.item);
      break;
    case 'notify':
      toggleNotify(card.item);
      break;
  }
  render(card);
}

function render(card: Card) {
  const { element, item } = card;
  const t = clientText();
  const line = $cart.get().find((entry) => entry.sku === item.sku);
  const count = line ? line.countInCart : card.chosen;
  const output = element.querySelector('[data-count]');
  if (output) output.textContent = formatNumber(count);
  const add = element.querySelector<HTMLButtonElement>('[data-action="add"]');
  if (add) {
    add.textContent = line ? t.inCart : t.addToCart;
    add.setAttribute('aria-pressed', String(Boolean(line)));
  }
  const soldOut = element.dataset.stock === 'outofstock';
  if (add) add.disabled = soldOut;
  const increase = element.querySelector<HTMLButtonElement>('[data-action="increase"]');
  if (increase) increase.disabled = soldOut || count >= MAX_PACKAGES;
  const decrease = element.querySelector<HTMLButtonElement>('[data-action="decrease"]');
  if (decrease) decrease.disabled = !line && count <= 1;
  element.querySelector('[data-action="wish"]')?.setAttribute('aria-pressed', String($wishlist.get().some((e) => e.sku === item.sku)));
  element.querySelector('[data-action="notify"]')?.setAttribute('aria-pressed', String($notifyList.get().some((e) => e.sku === item.sku)));
}

function renderAll() {
  cards.forEach(render);
}

/** The built page may be hours old: one call updates what is sold out now. */
async function refreshStock(fresh: Card[]) {
  const stock = await checkStock(fresh.map((card) => card.item.sku));
  if (!stock) return;
  const bySku = new Map(stock.map((line) => [line.sku, line]));
  for (const card of fresh) {
    const line = bySku.get(card.item.sku);
    const available = line?.stock_status === 'instock' && line.status === 'publish';
    card.element.dataset.stock = available ? 'instock' : 'outofstock';
    render(card);
  }
}
