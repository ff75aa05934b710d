import { useId } from 'react';
import { CodeStep } from './CodeStep.tsx';
import type { LoginText } from './loginText.ts';
import { PhoneStep } from './PhoneStep.tsx';
import { useLoginFlow } from './useLoginFlow.ts';
import { usePhoneStep } from './usePhoneStep.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  text: LoginText;
  /** Called once the visitor is signed in. */
  onDone: () => void;
  /** The bell asks (back in stock by text): the code goes to any number, which gets its account. */
  forAlert?: boolean;
}

/**
 * The phone-code login (docs/rules.md#login): step 1 asks for the number, step 2 for the 6-digit code, with
 * the countdown to a resend, the resend (a 5 s loader, code cleared), and the way back to change the number.
 */
export function LoginFlow({ locale, text, onDone, forAlert = false }: Props) {
  const flow = useLoginFlow(onDone, forAlert);
  const field = usePhoneStep(locale, flow);
  const ids = useId();
  const errorId = `${ids}-error`;

  // One wrapper for every step: only its content changes, and it is busy while a new code is on its way.
  return (
    <div className="login-flow" aria-busy={flow.step === 'resending' || undefined}>
      {flow.step === 'phone' ? (
        <PhoneStep text={text} fieldId={`${ids}-phone`} errorId={errorId} error={flow.error} busy={flow.busy} {...field} />
      ) : flow.step === 'resending' ? (
        <p className="loader" role="status">
          {text.sending}
        </p>
      ) : (
        <CodeStep locale={locale} text={text} errorId={errorId} flow={flow} />
      )}
    </div>
  );
}
