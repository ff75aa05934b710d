import type { ClientDirective } from 'astro';
import { listHasItems, whenLoadedAndIdle } from './beforeIslands.ts';
import { reloadOnce } from './reloadOnce.ts';

/**
 * `client:afterload`: the island loads at the first idle moment after the load event. Astro's `client:idle`
 * waits for an idle moment only, which on a Persian page can come before the load event, while the font still
 * loads (docs/budgets.md#measurements-behind-the-code).
 *
 * `client:afterload="cart,buyLater"`: an island that shows lists saved in this browser loads only when one of
 * them has entries. While all are empty it shows the page's plain empty state instead (the `<template
 * data-empty-list>` beside it, its `[data-island-children]` taking the island's own children) and loads when
 * another tab adds to one of the lists.
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
