import { showToast } from '~/ui/toast.ts';

/**
 * The share button's script (docs/sharing.md): where the browser has the Web Share API, "Share" opens the
 * system's share sheet instead of the links; "Copy link" puts the address on the clipboard.
 */
export function bindShare(): void {
  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    const box = target.closest<HTMLElement>('[data-share]');
    if (!box) return;
    const { url = location.href, title = document.title, text = '' } = box.dataset;
    if (target.closest('summary') && typeof navigator.share === 'function') {
      event.preventDefault();
      // A dismissed share sheet rejects (AbortError): nothing to say.
      navigator.share({ title, text, url }).catch(() => {});
    } else if (target.closest('[data-share-copy]')) {
      const copied = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error('no clipboard'));
      copied.then(
        () => {
          showToast(box.dataset.copied ?? '', 'success');
          box.removeAttribute('open');
        },
        () => showToast(box.dataset.copyFailed ?? '', 'error'),
      );
    }
  });
}
