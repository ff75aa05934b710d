import { bindNewsletter } from '~/features/newsletter/newsletterForm.ts';
import { bindShare } from '~/features/share/share.ts';
import { $cartTotals, $wishlist } from '~/features/cart/lists.store.ts';
import { enhanceProducts } from '~/features/cart/productControls.ts';
import { checkCartStock } from '~/features/cart/stockCheck.ts';
import { $account, clearSession, openLogin, signIn } from '~/features/login/session.store.ts';
import { localeSwitchHref } from '~/shared/i18n/localeSwitch.ts';
import { clientText, formatNumber } from '~/ui/clientText.ts';
import { $isLoading, $isLoadingInPage, startLoading } from '~/ui/loading.store.ts';
import { cachePersianFont } from '~/ui/persianFont.ts';
import { yieldToMain } from '~/ui/yieldToMain.ts';

/**
 * Everything the page does with script, started after the load event so nothing delays the first paint; each
 * step in a task of its own, so none is a long task on a slow phone.
 */
export async function start(): Promise<void> {
  const steps = [
    showChosenFilter,
    bindBadges,
    bindAccount,
    bindLoadingOverlay,
    bindProgressBar,
    bindShowMore,
    bindNewsletter,
    bindLocaleSwitch,
  ];
  for (const step of steps) {
    step();
    await yieldToMain();
  }
  if (document.querySelector('[data-product]')) await enhanceProducts();
  if (document.querySelector('[data-share]')) bindShare();
  if (document.querySelector('[data-checkout]')) void checkCartStock();
  document.documentElement.toggleAttribute('data-live', true); // the page's script is running
  idle(() => {
    linkApp();
    startPrefetch();
    cachePersianFont(clientText().fontFiles ?? [], Boolean(connection()?.saveData));
    // On a slow link or with data-saver, a visitor who only browses does not pay for the worker (0.8 KB);
    // it comes once they start an order list or a wish list.
    if (fastConnection()) registerServiceWorker();
    else {
      const stopCart = $cartTotals.listen(() => registerOnce());
      const stopWish = $wishlist.listen(() => registerOnce());
      const registerOnce = () => {
        stopCart();
        stopWish();
        registerServiceWorker();
      };
    }
  });
}

/** The chosen size filter, in the middle of its row: on a phone the row scrolls, and it may start off-screen. */
function showChosenFilter() {
  const chosen = document.querySelector('.filter-chips [aria-current="page"]');
  const row = chosen?.closest('ul');
  if (!chosen || !row) return;
  const [a, b] = [chosen.getBoundingClientRect(), row.getBoundingClientRect()];
  row.scrollBy({ left: a.left + a.width / 2 - (b.left + b.width / 2), behavior: 'instant' });
}

/** The web app manifest and home-screen icon, linked once the page has loaded (BaseLayout.astro says why). */
function linkApp() {
  const links = document.querySelector<HTMLTemplateElement>('template#app-links');
  if (links) document.head.append(links.content.cloneNode(true));
}

type Connection = { saveData?: boolean; effectiveType?: string };
/** The Network Information API where the browser has it (not Safari, not Firefox). */
const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

/** A 4G link without data-saver (Chrome reports the store's 2G test profile as '3g'). */
export function fastConnection(): boolean {
  const link = connection();
  return !link || (link.effectiveType === '4g' && !link.saveData);
}

function idle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 2000);
}

/** The header counts follow the lists (and other tabs); a zero is not shown. */
function bindBadges() {
  const show = (badge: HTMLElement | null, count: number) => {
    if (!badge) return;
    badge.textContent = formatNumber(count);
    badge.hidden = count === 0;
  };
  $cartTotals.subscribe(({ items }) => show(document.querySelector('[data-count="cart"]'), items));
  $wishlist.subscribe((list) => show(document.querySelector('[data-count="wishlist"]'), list.length));
}

/**
 * The header's account button shows whether the visitor is signed in; LOGIN links open the login dialog
 * instead of leaving the page. Account pages say who is signed in (or that nobody is): the browser follows.
 */
function bindAccount() {
  const session = document.querySelector<HTMLElement>('[data-session]')?.dataset;
  if (session?.session === 'none') clearSession();
  else if (session?.session) signIn(session.session, session.roles || 'customer', session.name);
  const prefix = clientText().locale === 'fa' ? '/fa' : '';
  // Signed in, every account link says "My account", and the header's shows the account's first name beside it.
  $account.subscribe(({ roles, name }) => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-account-link]')) {
      link.href = `${prefix}${roles ? '/profile/userManager' : '/account/login'}`;
      link.toggleAttribute('data-signed-in', Boolean(roles));
      const label = link.querySelector('[data-account-label]');
      if (label) label.textContent = roles ? clientText().myAccount : clientText().logIn;
      const shown = link.querySelector<HTMLElement>('[data-account-name]');
      if (shown) {
        shown.textContent = roles ? (name?.trim().split(/\s+/)[0] ?? '') : '';
        shown.hidden = !shown.textContent;
      }
    }
  });
  // Capture, so the navigation progress bar never starts for a link that opens the dialog instead.
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a[data-login]');
      if (
        !link ||
        $account.get().roles ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        document.querySelector('[data-session="none"]')
      )
        return;
      event.preventDefault();
      openLogin();
      // The dialog's island may still be loading on a slow link: show the overlay until it is open.
      if (document.querySelector('dialog.login-dialog[open]')) return;
      const stop = startLoading();
      const began = Date.now();
      const wait = () =>
        document.querySelector('dialog.login-dialog[open]') || Date.now() - began > 20_000 ? stop() : requestAnimationFrame(wait);
      requestAnimationFrame(wait);
    },
    true,
  );
}

function bindLoadingOverlay() {
  const overlay = document.querySelector<HTMLElement>('[data-loading]');
  const message = overlay?.querySelector<HTMLElement>('[data-loading-message]');
  if (!overlay) return;
  const update = () => {
    overlay.hidden = !$isLoading.get() && !$isLoadingInPage.get();
    if (message) message.hidden = !$isLoadingInPage.get();
  };
  $isLoading.subscribe(update);
  $isLoadingInPage.subscribe(update);
}

/** The top bar rises over about 5 s while the next page loads (sampled every 200 ms) and hides 500 ms after. */
function bindProgressBar() {
  const bar = document.querySelector<HTMLElement>('[data-progress]');
  if (!bar) return;
  let timer = 0;
  const startBar = () => {
    const began = performance.now();
    bar.hidden = false;
    clearInterval(timer);
    timer = window.setInterval(() => {
      const progress = 1 - Math.exp(-(performance.now() - began) / 5000);
      bar.style.inlineSize = `${Math.round(progress * 100)}%`;
    }, 200);
  };
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (!link || event.defaultPrevented || link.target || link.origin !== location.origin || link.hash || event.ctrlKey || event.metaKey)
      return;
    startBar();
  });
  // Back from the cache: finish and hide.
  addEventListener('pageshow', () => {
    clearInterval(timer);
    bar.style.inlineSize = '100%';
    setTimeout(() => (bar.hidden = true), 500);
  });
}

/**
 * Static pages cannot know their query at build time: each language switch link takes the page's query and
 * hash, now and again when followed (the hash may have changed).
 */
function bindLocaleSwitch() {
  const keepAddress = (link: HTMLAnchorElement) => {
    const locale = new URLSearchParams(link.search).get('locale');
    if (locale === 'en' || locale === 'fa') link.href = localeSwitchHref(link.pathname, location.search, location.hash, locale);
  };
  document.querySelectorAll<HTMLAnchorElement>('a[data-locale-switch]').forEach(keepAddress);
  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[data-locale-switch]');
      if (link) keepAddress(link);
    },
    true,
  );
}

/** "Show more" appends the next page in place; without script it is a plain link. */
function bindShowMore() {
  document.addEventListener('click', async (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-show-more]');
    if (!link) return;
    event.preventDefault();
    if (link.getAttribute('aria-busy') === 'true') return; // one page at a time
    const list = link.closest('[data-product-list]');
    const grid = list?.querySelector('.grid');
    if (!list || !grid) return location.assign(link.href);
    link.setAttribute('aria-busy', 'true');
    try {
      const html = await (await fetch(link.href)).text();
      const next = new DOMParser().parseFromString(html, 'text/html').querySelector('[data-product-list]');
      const items = [...(next?.querySelectorAll('.grid > li') ?? [])];
      // Scoped styles of the cards come with the first page: move the items as they are.
      items.forEach((item) => grid.append(document.adoptNode(item)));
      await enhanceProducts(grid);
      const more = next?.querySelector<HTMLAnchorElement>('a[data-show-more]');
      const status = next?.querySelector('.page-of');
      if (status) list.querySelector('.page-of')!.textContent = status.textContent;
      if (more) link.href = more.href;
      else link.remove();
      items[0]?.querySelector<HTMLElement>('a')?.focus();
    } catch {
      location.assign(link.href);
    } finally {
      link.removeAttribute('aria-busy');
    }
  });
}

/**
 * Prefetch on hover or focus with `<link rel=prefetch>`, except on slow links or with data-saver. (Astro's
 * own prefetch module loads with the page, before the load event, which the page budget does not allow.)
 */
function startPrefetch() {
  const link = connection();
  if (link?.saveData || /2g/.test(link?.effectiveType ?? '')) return;
  const seen = new Set<string>([location.href]);
  const onIntent = (event: Event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
    if (!link || link.origin !== location.origin || seen.has(link.href) || link.hasAttribute('data-show-more')) return;
    seen.add(link.href);
    const hint = document.createElement('link');
    hint.rel = 'prefetch';
    hint.href = link.href;
    document.head.append(hint);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}

function registerServiceWorker() {
  if ('serviceWorker' in navigator && location.protocol !== 'file:') {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  }
}
