import type { ClientDirective } from 'astro';
import { hovering, listHasItems, openStandIn, whenLoadedAndIdle } from './beforeIslands.ts';
import { reloadOnce } from './reloadOnce.ts';

/**
 * `client:intent`: loads on the visitor's first intent, replaying an early click, never at idle for a visitor who
 * only browses (docs/architecture.md#the-island-directives; why: docs/budgets.md#measurements-behind-the-code).
 */
const intent: ClientDirective = (load, options, element) => {
  const events = ['pointerenter', 'focusin', 'touchstart', 'click'] as const;
  const control = element.querySelector<HTMLElement>('[data-plain-dialog]');
  const list = control?.dataset.plainWhenEmpty;
  const waitsForList = () => list !== undefined && !listHasItems(list);
  let started = false;
  let pendingClick: HTMLElement | null = null;
  const hydrate = async () => {
    if (started) return;
    started = true;
    element.setAttribute('aria-busy', 'true'); // a progress cursor while the island loads on a slow link
    let run: () => Promise<void>;
    try {
      run = await load();
    } catch {
      reloadOnce();
      return;
    }
    await run();
    // Clicks stay caught until the island is live, so none is lost while it loads.
    for (const type of events) element.removeEventListener(type, onIntent, true);
    live.abort();
    element.removeAttribute('aria-busy');
    const target = pendingClick;
    if (target?.isConnected) requestAnimationFrame(() => target.click());
  };
  // Found when needed: the page's plain dialogs come after the header's islands.
  const plainDialog = () => document.getElementById(control?.dataset.plainDialog || '');
  // A drawer (one that waits for a list) opens on hover too, as the island's own does; closed with the pointer
  // still over its icon, it opens again only once the pointer has been elsewhere.
  let armed = true;
  // Only until the island is live: its drawer keeps its own state.
  const live = new AbortController();
  if (list !== undefined) {
    const elsewhere = (target: Node) => !element.contains(target) && !plainDialog()?.contains(target);
    addEventListener('pointermove', (event) => (armed ||= elsewhere(event.target as Node)), { passive: true, signal: live.signal });
  }
  const standIn = (event: Event) => {
    const dialog = plainDialog();
    const wanted =
      event.type === 'click'
        ? control?.contains(event.target as Node)
        : list !== undefined && event.type === 'pointerenter' && armed && hovering(event);
    if (!(dialog instanceof HTMLDialogElement) || !wanted || (list !== undefined && !waitsForList())) return false;
    armed = false;
    if (event.type === 'click') {
      event.preventDefault();
      openStandIn(dialog);
    } // a hover opens it once the pointer's own events are through, as the island's drawer does (it renders later)
    else requestAnimationFrame(() => openStandIn(dialog));
    return true;
  };
  const onIntent = (event: Event) => {
    const stoodIn = standIn(event);
    if (event.type === 'click' && !stoodIn) {
      const button = (event.target as Element).closest<HTMLElement>('button, [data-intent-click]');
      // The submit button of a plain form (one with its own action) works without the island: let it go now.
      const plainSubmit = button instanceof HTMLButtonElement && button.type === 'submit' && button.form?.hasAttribute('action');
      if (button && !plainSubmit) {
        event.preventDefault();
        event.stopPropagation();
        pendingClick = button;
      }
    }
    if (!waitsForList()) void hydrate();
  };
  for (const type of events) element.addEventListener(type, onIntent, { capture: true, passive: type !== 'click' });
  // `client:intent="login"`: an island with nothing to hover (a closed dialog) loads on `island:login` too.
  if (typeof options.value === 'string' && options.value) addEventListener(`island:${options.value}`, () => void hydrate(), { once: true });
  if (list !== undefined && !waitsForList()) whenLoadedAndIdle(() => void hydrate());
};

export default intent;
