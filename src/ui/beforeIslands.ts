// What island directives do before React arrives: wait for load, read saved lists, open a plain stand-in dialog.
// Inlined into every page with such an island, so kept small.

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

/** A click this soon after the hover that opened a drawer is the same gesture: it keeps the drawer open. */
export const HOVER_CLICK_MS = 400;

/** The pointer is over the control that opens the dialog (under the scrim while it is open). */
function onOpener(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  const box = document.querySelector(`[data-plain-dialog="${dialog.id}"]`)?.getBoundingClientRect();
  return (
    Boolean(box) && event.clientX >= box!.left && event.clientX <= box!.right && event.clientY >= box!.top && event.clientY <= box!.bottom
  );
}

/**
 * Opens the plain `<dialog>` that stands in for an island's own while its code is away
 * (docs/architecture.md#the-island-directives).
 */
export function openStandIn(dialog: HTMLDialogElement): void {
  if (!dialog.dataset.bound) {
    dialog.dataset.bound = '';
    dialog.addEventListener('click', (event) => {
      // The click that follows the hover which opened it, on the opener (the drawer's close button may lie over it).
      if (onOpener(dialog, event) && Date.now() - Number(dialog.dataset.openedAt) <= HOVER_CLICK_MS) return;
      if (outside(dialog, event) || (event.target as Element).closest('[data-close]')) dialog.close();
    });
    dialog.addEventListener(
      'pointermove',
      (event) => hovering(event) && outside(dialog, event) && !onOpener(dialog, event) && dialog.close(),
    );
    addEventListener('pagehide', () => dialog.close()); // back/forward from the page cache is a route change
  }
  if (!dialog.open) {
    dialog.showModal();
    dialog.dataset.openedAt = String(Date.now());
  }
}

/** Runs `task` at the first idle moment after the load event. */
export function whenLoadedAndIdle(task: () => void): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 200));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
