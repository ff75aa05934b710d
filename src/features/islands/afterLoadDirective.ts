import type { ClientDirective } from 'astro';
import { reloadOnce } from './reloadOnce.ts';

/**
 * `client:afterload`: the island loads at the first idle moment after the load event. Astro's `client:idle`
 * waits for an idle moment only, which on a Persian page can come while the font still loads, before the
 * load event: the order list's React then counted as JavaScript before load (56.7 KB measured).
 */
const afterLoad: ClientDirective = (load) => {
  const hydrate = async () => {
    try {
      await (
        await load()
      )();
    } catch {
      reloadOnce();
    }
  };
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout: 2000 }) : setTimeout(hydrate, 200));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
};

export default afterLoad;
