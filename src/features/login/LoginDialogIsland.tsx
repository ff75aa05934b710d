import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import loginFlowStyles from '~/features/forms/loginFlow.css?url';
import { CloseIcon } from '~/features/islands/Drawer.tsx';
import { LoginFlow } from './LoginFlow.tsx';
import type { LoginText } from './loginText.ts';
import { $loginOpen, closeLogin } from './session.store.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  text: LoginText & { title: string; close: string };
}

// The login form's styles, which no page but the login page carries: linked as the dialog's code loads (on the
// visitor's intent, well before the dialog opens), so the other pages are lighter by them.
if (typeof document !== 'undefined' && !document.querySelector(`link[href="${loginFlowStyles}"]`)) {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: loginFlowStyles }));
}

/**
 * The login dialog, opened from anywhere by `openLogin()` (the header account button, the footer LOGIN
 * link). Closing it drops its state, so it opens again at step 1 with no timer running.
 */
export function LoginDialogIsland({ locale, text }: Props) {
  // Rendered closed on the server: hydrate closed too (the store may already say open), then open.
  const open = useStore($loginOpen, { ssr: 'initial' });
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!open || !dialog.current) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.current.showModal();
    dialog.current.querySelector<HTMLInputElement>('input')?.focus();
    return () => opener?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    // Back or forward from the page cache counts as leaving: close.
    addEventListener('pagehide', closeLogin);
    return () => removeEventListener('pagehide', closeLogin);
  }, []);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className="login-dialog"
      aria-label={text.title}
      onClose={closeLogin}
      // A click on the backdrop (the dialog itself, outside its box) closes it.
      onClick={(event) => event.target === event.currentTarget && closeLogin()}
    >
      <div className="login-box">
        <div className="drawer-head">
          <h2>{text.title}</h2>
          <button className="icon-button" type="button" onClick={closeLogin} aria-label={text.close}>
            <CloseIcon />
          </button>
        </div>
        <LoginFlow locale={locale} text={text} onDone={closeLogin} />
      </div>
    </dialog>
  );
}
