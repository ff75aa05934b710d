import { apiCall } from '~/features/login/apiCall.ts';

/**
 * The footer's subscribe form (`novalidate`): an address the store cannot take gets its message under the field, in
 * the page's language; a valid one is sent and thanked in a dialog. Without script it posts to /newsletter.
 */
export function bindNewsletter(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-newsletter]');
  const input = form?.querySelector('input');
  const button = form?.querySelector('button');
  const error = document.querySelector<HTMLElement>('[data-newsletter-error]');
  const thanks = document.querySelector<HTMLDialogElement>('dialog[data-newsletter-thanks]');
  if (!form || !input || !error) return;
  // The field's type and pattern hold the rule, as they do for the CSS that shows the button.
  const say = (wrong: boolean) => {
    error.textContent = wrong ? (error.dataset.message ?? '') : '';
    if (wrong) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  };
  // Off until the address is whole, as it looks (footer.css): said to screen readers too.
  const mark = () => button?.setAttribute('aria-disabled', String(!input.value.trim() || !input.checkValidity()));
  mark();
  input.addEventListener('blur', () => input.value.trim() && !input.checkValidity() && say(true));
  input.addEventListener('input', () => {
    mark();
    if (input.checkValidity()) say(false);
  });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!input.checkValidity()) return say(true);
    if (button?.disabled) return;
    if (button) button.disabled = true;
    try {
      await apiCall('/v1/newsletter/subscribe', { body: { email: input.value }, toasts: false, errorToasts: true });
      form.reset();
      mark();
      thanks?.showModal();
    } catch {
      // the error toast has said why
    } finally {
      if (button) button.disabled = false;
    }
  });
}
