/** Toasts: short messages in a live region, shared by the page modules and the islands. */

let region: HTMLElement | null = null;

function ensureRegion(): HTMLElement {
  if (region?.isConnected) return region;
  region = document.createElement('div');
  region.className = 'toasts';
  document.body.append(region);
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
