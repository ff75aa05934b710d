// What the island directives do before an island's React arrives: wait for load, read the saved lists, open a
// plain stand-in dialog.
// Inlined into every page that has such an island (Astro bundles each directive into the page), so kept small.

/** Whether a list saved in this browser (localStorage, the spec's keys) has entries. */
export function listHasItems(key: string): boolean {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(key) || '[]');
    return Array.isArray(list) && list.length > 0;
  } catch {
    return false;
  }
}

/**
 * A mouse on a window wider than 550 px: the header's drawers open on hover and close when it leaves
 * (docs/rules.md#header-drawers). Events of the page and of React alike.
 */
export const hovering = (event: Event | { pointerType: string }) =>
  (event as { pointerType?: string }).pointerType === 'mouse' && innerWidth > 550;

/** The pointer is over the dialog's backdrop (the scrim), outside its panel. */
function outside(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

/**
 * Opens a plain `<dialog>` that stands in for an island's own while its code is not here (an empty order list
 * needs no React; the search form takes typing at once). Escape closes it (the browser's own), as do its
 * `[data-close]` buttons, a click on the scrim and, for a mouse on a wide window, the pointer going over the scrim.
 */
export function openStandIn(dialog: HTMLDialogElement): void {
  if (!dialog.dataset.bound) {
    dialog.dataset.bound = '';
    dialog.addEventListener('click', (event) => {
      if (outside(dialog, event) || (event.target as Element).closest('[data-close]')) dialog.close();
    });
    dialog.addEventListener('pointermove', (event) => hovering(event) && outside(dialog, event) && dialog.close());
    addEventListener('pagehide', () => dialog.close()); // back/forward from the page cache is a route change
  }
  if (!dialog.open) dialog.showModal();
}

/** Runs `task` at the first idle moment after the load event. */
export function whenLoadedAndIdle(task: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
