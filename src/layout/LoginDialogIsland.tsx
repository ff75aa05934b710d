import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import loginFlowStyles from '~/features/forms/loginFlow.css?url';
import { CloseIcon } from '~/ui/Drawer.tsx';
import { AlertFlow } from '~/features/alerts/AlertFlow.tsx';
import type { AlertText } from '~/features/alerts/alertText.ts';
import { endAlertOffer } from '~/features/alerts/alertOffer.ts';
import { LoginFlow } from '~/features/login/LoginFlow.tsx';
import type { LoginDialogText } from '~/features/login/loginText.ts';
import { $alertOffer, $loginOpen, closeLogin } from '~/features/login/session.store.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  text: LoginDialogText;
  /** The same dialog as the bell's offer of a text (features/alerts). */
  alertText: AlertText;
}

// The login form's styles, which no page but the login page carries: linked as the dialog's code loads (on the
// visitor's intent, well before the dialog opens), so the other pages are lighter by them.
if (typeof document !== 'undefined' && !document.querySelector(`link[href="${loginFlowStyles}"]`)) {
  document.head.append(Object.assign(document.createElement('link'), { rel: 'stylesheet', href: loginFlowStyles }));
}

/** Leaving the page closes the dialog, with nothing to say. */
const leave = () => {
  endAlertOffer('');
  closeLogin();
};

/**
 * The login dialog, opened by `openLogin()` and by the bell's offer of a text (`offerAlert()`), whose number is
 * proven the same way. Closing it drops its state, so it reopens at step 1.
 */
export function LoginDialogIsland({ locale, text, alertText }: Props) {
  // Rendered closed on the server: hydrate closed too (the store may already say open), then open.
  const open = useStore($loginOpen, { ssr: 'initial' });
  const offer = useStore($alertOffer);
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => {
    endAlertOffer(alertText.keptHere);
    closeLogin();
  };

  useEffect(() => {
    if (!open || !dialog.current) return;
    const opener = document.activeElement as HTMLElement | null;
    dialog.current.showModal();
    dialog.current.querySelector<HTMLInputElement>('input')?.focus();
    return () => opener?.focus({ preventScroll: true });
  }, [open]);

  useEffect(() => {
    // Back or forward from the page cache counts as leaving: close.
    addEventListener('pagehide', leave);
    return () => removeEventListener('pagehide', leave);
  }, []);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className="login-dialog"
      aria-label={offer ? alertText.title : text.title}
      onClose={close}
      // A click on the backdrop (the dialog itself, outside its box) closes it.
      onClick={(event) => event.target === event.currentTarget && close()}
    >
      <div className="login-box">
        <div className="drawer-head">
          <h2>{offer ? alertText.title : text.title}</h2>
          <button className="icon-button" type="button" onClick={close} aria-label={text.close}>
            <CloseIcon />
          </button>
        </div>
        {offer ? (
          <AlertFlow locale={locale} text={alertText} loginText={text} item={offer.item} onClose={close} />
        ) : (
          <LoginFlow locale={locale} text={text} onDone={closeLogin} />
        )}
      </div>
    </dialog>
  );
}
