import type { ClientDirective } from 'astro';
import { listHasItems, whenLoadedAndIdle } from './beforeIslands.ts';
import { reloadOnce } from './reloadOnce.ts';

/**
 * `client:afterload`: loads at the first idle moment after the load event; `="cart,buyLater"`: only once a saved
 * list has entries (docs/architecture.md#the-island-directives).
 */
const afterLoad: ClientDirective = (load, options, element) => {
  const hydrate = async () => {
    try {
      await (
        await load()
      )();
    } catch {
      reloadOnce();
    }
  };
  const lists = typeof options.value === 'string' && options.value ? options.value.split(',') : [];
  const empty = element.parentElement?.querySelector('template[data-empty-list]');
  if (!(empty instanceof HTMLTemplateElement) || lists.some(listHasItems)) return whenLoadedAndIdle(() => void hydrate());
  const kept = [...element.childNodes];
  const shown = empty.content.cloneNode(true) as DocumentFragment;
  const children = element.querySelector<HTMLTemplateElement>('template[data-astro-template]');
  shown.querySelector('[data-island-children]')?.replaceWith(children ? children.content.cloneNode(true) : '');
  element.replaceChildren(shown);
  const onStorage = (event: StorageEvent) => {
    if (!event.key || !lists.includes(event.key) || !listHasItems(event.key)) return;
    removeEventListener('storage', onStorage);
    element.replaceChildren(...kept); // hydration finds the page as it was built
    void hydrate();
  };
  addEventListener('storage', onStorage);
};

export default afterLoad;
