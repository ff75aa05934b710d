import { fill } from '~/shared/i18n/fill.ts';
import { plural } from '~/shared/i18n/plural.ts';
import { clientText, formatNumber } from '~/ui/clientText.ts';
import { FEW_LEFT, shownLine, type ListProduct, type StockAnswer } from '~/shared/cart/cartRules.ts';
import { $cart, $notifyList, $wishlist, addToCart, decreaseInCart, increaseInCart, setLinePackage, toggleWish } from './lists.store.ts';
import { checkStock } from './stockCheck.ts';
import { yieldToMain } from '~/ui/yieldToMain.ts';
import { ringBell } from './ringBell.ts';
import { MAX_PACKAGES } from '~/shared/fields/limits.ts';

interface Card {
  element: HTMLElement;
  /** The size the buttons act on. */
  item: ListProduct;
  /** Packages chosen on the stepper before the product is in the order list. */
  chosen: number;
  /** The shopper picked this size: a stock answer does not move the card to another. */
  picked: boolean;
}

const cards: Card[] = [];

/** A family card's size choices (a product page's sizes are links to their own pages and stay so). */
const sizeChoices = (card: Card) => [...card.element.querySelectorAll<HTMLAnchorElement>('a[data-size]')];
/** Every size a card or product page shows, so one stock call covers them all. */
const shownSkus = (card: Card) => {
  const skus = [...card.element.querySelectorAll<HTMLElement>('[data-size-sku]')].map((link) => link.dataset.sizeSku!);
  return skus.length > 0 ? skus : [card.item.sku];
};

/** Cards brought to life in one task: a long list is split so no task keeps a slow phone from answering a tap. */
const CARDS_PER_TASK = 6;

/**
 * Brings the built product controls to life on the shared stores, one click listener per card and no React, then
 * refreshes their stock with one batched call: the built page may be hours old.
 */
export async function enhanceProducts(root: ParentNode = document): Promise<void> {
  const found = [...root.querySelectorAll<HTMLElement>('[data-product][data-item]:not([data-enhanced])')];
  if (cards.length === 0) {
    $cart.listen(renderAll);
    $wishlist.listen(renderAll);
    $notifyList.listen(renderAll);
  }
  const fresh: Card[] = [];
  for (const [index, element] of found.entries()) {
    if (index > 0 && index % CARDS_PER_TASK === 0) await yieldToMain();
    fresh.push(enhanceCard(element));
  }
  void refreshStock(fresh);
}

function enhanceCard(element: HTMLElement): Card {
  element.dataset.enhanced = '';
  // A size page's card starts on the size filtered for, as if the shopper had picked it: it stays there, sold out or
  // not.
  const picked = element.hasAttribute('data-picked');
  const card: Card = { element, item: JSON.parse(element.dataset.item!) as ListProduct, chosen: 1, picked };
  // With script a size choice picks the size in place; without, it is a link to that size's page.
  for (const link of sizeChoices(card)) {
    link.setAttribute('role', 'button');
    link.setAttribute('aria-pressed', String(link.dataset.sizeSku === card.item.sku));
    link.removeAttribute('aria-current');
  }
  element.addEventListener('click', (event) => onClick(card, event));
  element.addEventListener('change', (event) => onPackage(card, event));
  cards.push(card);
  render(card);
  return card;
}

function onClick(card: Card, event: Event) {
  const size = (event.target as Element).closest<HTMLAnchorElement>('a[data-size]');
  if (size && !(event as MouseEvent).ctrlKey && !(event as MouseEvent).metaKey) {
    event.preventDefault();
    select(card, size);
    card.picked = true;
    render(card);
    return;
  }
  const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action]');
  if (!button || button.disabled) return;
  const { sku } = card.item;
  const line = $cart.get().find((item) => item.sku === sku);
  switch (button.dataset.action) {
    case 'add':
      addToCart(card.item, card.chosen, pagePackage(card)?.id);
      // A card's Add gives way to its stepper: the keyboard goes on from there.
      if (button.dataset.name) focusAfterRender(card, 'increase');
      break;
    case 'increase':
      if (line) increaseInCart(card.item);
      else card.chosen = Math.min(MAX_PACKAGES, card.chosen + 1);
      break;
    case 'decrease':
      if (line && line.countInCart === 1 && button.closest('.card')) focusAfterRender(card, 'add');
      if (line) decreaseInCart(sku);
      else card.chosen = Math.max(1, card.chosen - 1);
      break;
    case 'wish':
      toggleWish(card.item);
      break;
    case 'notify':
      ringBell(card.item);
      break;
  }
  render(card);
}

/** Makes one of a card's sizes the one its buttons act on. */
function select(card: Card, size: HTMLAnchorElement) {
  const { element } = card;
  card.item = {
    ...card.item,
    sku: size.dataset.sizeSku!,
    size: size.dataset.size!,
    sizeFa: size.dataset.sizeFa,
    stockStatus: size.dataset.stock === 'instock' ? 'instock' : 'outofstock',
  };
  card.chosen = 1;
  element.dataset.sku = card.item.sku;
  element.dataset.stock = card.item.stockStatus;
  for (const link of sizeChoices(card)) link.setAttribute('aria-pressed', String(link === size));
  element.querySelector('a.card-link')?.setAttribute('href', size.getAttribute('href')!);
}

/** A package type a product page offers (its radio, or its only type), with its title and pieces. */
interface PagePackage {
  id: number;
  title: string;
  pieces: number;
}

const packageOfSource = (source: HTMLElement | null): PagePackage | undefined =>
  source?.dataset.pieces
    ? {
        id: source instanceof HTMLInputElement ? Number(source.value) : Number(source.dataset.packageId),
        title: source.dataset.title ?? '',
        pieces: Number(source.dataset.pieces),
      }
    : undefined;

/** The package type ticked on a product page (or its only type). */
function pagePackage(card: Card): PagePackage | undefined {
  return packageOfSource(
    card.element.querySelector<HTMLInputElement>('input[name="package"]:checked') ??
      card.element.querySelector<HTMLElement>('[data-package-total]'),
  );
}

/** The page's package type `id`, ticked (the page then shows the line's own type). */
function tickPackage(card: Card, id: number): PagePackage | undefined {
  const radio = card.element.querySelector<HTMLInputElement>(`input[name="package"][value="${id}"]`);
  if (radio) radio.checked = true;
  return radio ? packageOfSource(radio) : pagePackage(card);
}

/**
 * A package type picked on the page: the line's own when the product is in the order list (one line per SKU; the
 * list's change draws every card), else the page's choice for Add.
 */
function onPackage(card: Card, event: Event) {
  const input = event.target as HTMLInputElement;
  if (input.name === 'package' && $cart.get().some((item) => item.sku === card.item.sku))
    setLinePackage(card.item.sku, Number(input.value));
  else render(card);
}

/** Moves focus to one of the card's buttons once it shows (the card's controls swap as the order list changes). */
function focusAfterRender(card: Card, action: 'add' | 'increase') {
  requestAnimationFrame(() => card.element.querySelector<HTMLButtonElement>(`[data-action="${action}"]`)?.focus());
}

function render(card: Card) {
  const { element, item } = card;
  const t = clientText();
  // The order-list line when there is one (docs/rules.md#cart-rules): its count and package type, never the page's.
  const line = shownLine($cart.get(), item.sku, { count: card.chosen, packageId: pagePackage(card)?.id }, item.packageIds);
  element.toggleAttribute('data-in-cart', line.inCart);
  const { count } = line;
  const unit = line.inCart && line.packageId !== undefined ? tickPackage(card, line.packageId) : pagePackage(card);
  const output = element.querySelector('[data-count]');
  if (output) output.textContent = formatNumber(count);
  const add = element.querySelector<HTMLButtonElement>('[data-action="add"]');
  if (add) {
    // A card's button has room for a word; its name (`data-name`) still says what it does to which product.
    const name = add.dataset.name;
    add.textContent = name ? (line.inCart ? t.inCartShort : t.addShort) : line.inCart ? t.inCart : t.addToCart;
    if (name) add.setAttribute('aria-label', fill(line.inCart ? t.inCartNamed : t.addNamed, { name }));
    add.setAttribute('aria-pressed', String(line.inCart));
  }
  const increase = element.querySelector<HTMLButtonElement>('[data-action="increase"]');
  if (increase) increase.disabled = count >= MAX_PACKAGES;
  const capNote = element.querySelector<HTMLElement>('[data-cap-note]');
  if (capNote) capNote.hidden = count < MAX_PACKAGES;
  const decrease = element.querySelector<HTMLButtonElement>('[data-action="decrease"]');
  if (decrease) decrease.disabled = !line.inCart && count <= 1;
  // A sold-out size takes no order: its package types are shown, not offered.
  const packaging = element.querySelector<HTMLFieldSetElement>('fieldset.package-choice');
  if (packaging) packaging.disabled = item.stockStatus !== 'instock';
  const total = element.querySelector('[data-package-total]');
  if (total && unit) {
    total.textContent = fill(t.packageTotal, {
      count: formatNumber(count),
      package: unit.title,
      pieces: plural(t.locale, t.pieces, count * unit.pieces, formatNumber(count * unit.pieces)),
    });
  }
  element.querySelector('[data-action="wish"]')?.setAttribute('aria-pressed', String($wishlist.get().some((e) => e.sku === item.sku)));
  const ringing = $notifyList.get().some((e) => e.sku === item.sku);
  element.querySelector('[data-action="notify"]')?.setAttribute('aria-pressed', String(ringing));
  const status = element.querySelector<HTMLElement>('[data-notify-status]');
  if (status) status.hidden = !ringing;
}

function renderAll() {
  cards.forEach(render);
}

/** On a draft's preview (the staff area), the draft counts as it will once published. */
const previewing = () => document.querySelector('[data-product][data-preview]') !== null;
const available = (line: StockAnswer | undefined) => line?.stock_status === 'instock' && (line.status === 'publish' || previewing());

/**
 * One stock call for every size the new cards show: sizes sold out since the build are struck through, a card moves
 * to a size in stock, and a family sold out everywhere greys out, offers the bell, moves last.
 */
async function refreshStock(fresh: Card[]) {
  const stock = await checkStock([...new Set(fresh.flatMap(shownSkus))]);
  if (!stock) return;
  const bySku = new Map(stock.map((line) => [line.sku, line]));
  const lists = new Set<Element>();
  for (const card of fresh) {
    const { element } = card;
    for (const size of element.querySelectorAll<HTMLElement>('[data-size-sku]')) {
      const line = bySku.get(size.dataset.sizeSku!);
      if (line) size.dataset.stock = available(line) ? 'instock' : 'outofstock';
    }
    const current = bySku.get(card.item.sku);
    if (current) {
      card.item = {
        ...card.item,
        stockStatus: available(current) ? 'instock' : 'outofstock',
        packageIds: current.packageIds ?? card.item.packageIds,
      };
    }
    const choices = sizeChoices(card);
    const inStock = choices.find((link) => link.dataset.stock === 'instock');
    if (!card.picked && card.item.stockStatus !== 'instock' && inStock) select(card, inStock);
    element.dataset.stock = card.item.stockStatus;
    if (element.dataset.familyStock) {
      element.dataset.familyStock = card.item.stockStatus === 'instock' || inStock ? 'instock' : 'outofstock';
      const list = element.closest('ul');
      if (list) lists.add(list);
    }
    const text = element.querySelector('[data-stock-text]');
    if (text && current) text.textContent = stockText(current);
    render(card);
  }
  for (const list of lists) soldOutLast(list);
}

function stockText(line: StockAnswer): string {
  const t = clientText();
  if (!available(line)) return t.soldOut;
  return line.quantity <= FEW_LEFT ? plural(t.locale, t.fewLeft, line.quantity, formatNumber(line.quantity)) : t.inStock;
}

/** Families sold out in every size go to the end of their list, in the order they had. */
function soldOutLast(list: Element) {
  const items = [...list.children];
  const out = items.filter((item) => item.querySelector('[data-family-stock="outofstock"]'));
  const inStock = items.filter((item) => !out.includes(item));
  if (items.every((item, i) => item === [...inStock, ...out][i])) return;
  list.append(...inStock, ...out);
}
