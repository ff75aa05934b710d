import type { ClientDirective } from 'astro';
import { reloadOnce } from './reloadOnce.ts';

/**
 * `client:intent`: an island loads on the visitor's first intent (pointer over it, focus, touch or click, or
 * the window event `island:{value}` when a value is given); a click that came before it was ready is
 * replayed on the same button, except a plain form's submit, which is never held back. It never loads at
 * idle, even on a fast link: measured, idle loading of React put 64 KB into Lighthouse's view of the first
 * load and pushed the simulated 2G LCP from 2.0 s to 2.8 s.
 */
const intent: ClientDirective = (load, options, element) => {
  const events = ['pointerenter', 'focusin', 'touchstart', 'click'] as const;
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
    element.removeAttribute('aria-busy');
    const target = pendingClick;
    if (target?.isConnected) requestAnimationFrame(() => target.click());
  };
  const onIntent = (event: Event) => {
    if (event.type === 'click') {
      const button = (event.target as Element).closest<HTMLElement>('button, [data-intent-click]');
      // The submit button of a plain form (one with its own action) works without the island: let it go now.
      const plainSubmit = button instanceof HTMLButtonElement && button.type === 'submit' && button.form?.hasAttribute('action');
      if (button && !plainSubmit) {
        event.preventDefault();
        event.stopPropagation();
        pendingClick = button;
      }
    }
    void hydrate();
  };
  for (const type of events) element.addEventListener(type, onIntent, { capture: true, passive: type !== 'click' });
  // `client:intent="login"`: an island with nothing to hover (a closed dialog) loads on `island:login` too.
  if (typeof options.value === 'string' && options.value) addEventListener(`island:${options.value}`, () => void hydrate(), { once: true });
};

export default intent;
