/** Toasts: short messages in a live region, shared by the page modules and the islands. */

let region: HTMLElement | null = null;
/** Watches the page while the region is inside a dialog: an island may remove its dialog without closing it. */
let removal: MutationObserver | null = null;

/**
 * The live region, inside the open modal dialog if there is one: a modal dialog sits in the top layer and
 * makes the rest of the page inert, so a toast outside it would be neither seen nor announced.
 */
function ensureRegion(): HTMLElement {
  if (!region) {
    region = Object.assign(document.createElement('div'), { className: 'toasts' });
    // A dialog that closes takes its toasts back out to the page (or to the dialog under it).
    document.addEventListener('close', () => void ensureRegion(), true);
  }
  const host = document.querySelector('dialog:modal') ?? document.body;
  if (region.parentElement !== host) host.append(region);
  removal?.disconnect();
  removal = null;
  if (host !== document.body) {
    // A toast shown as a dialog goes (a login's success) is seen after it, on the page.
    removal = new MutationObserver(() => !host.isConnected && ensureRegion());
    removal.observe(document.body, { childList: true, subtree: true });
  }
  return region;
}

/** Shows a message for a few seconds; errors are announced at once (role alert), the rest politely. */
export function showToast(text: string, kind: 'success' | 'error' | 'info' = 'info', seconds = 5): void {
  if (!text) return;
  const toast = document.createElement('p');
  toast.className = `toast ${kind}`;
  toast.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  // Line breaks (additionalInfo lines) stay line breaks, without trusting the text as HTML.
  text.split('\n').forEach((part, i) => {
    if (i > 0) toast.append(document.createElement('br'));
    toast.append(part);
  });
  ensureRegion().append(toast);
  setTimeout(() => toast.remove(), seconds * 1000);
}
