import { useEffect, useRef } from 'react';
import { digitsIn, formatCount } from '~/shared/i18n/format.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { CodeInput } from './CodeInput.tsx';
import { ErrorLine } from './ErrorLine.tsx';
import { formatCountdown, isCodeComplete } from './loginRules.ts';
import type { LoginText } from './loginText.ts';
import type { LoginFlowState } from './useLoginFlow.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Props {
  locale: Locale;
  text: Pick<LoginText, 'verifyTitle' | 'sentTo' | 'codeLabel' | 'codeBox' | 'verify' | 'resendIn' | 'resend' | 'changeNumber'>;
  errorId: string;
  flow: Pick<LoginFlowState, 'sentTo' | 'code' | 'error' | 'busy' | 'left' | 'enterCode' | 'verify' | 'resend' | 'changeNumber'>;
}

/** Step 2: the number the code went to, the six boxes, the countdown to a resend, and the way back. */
export function CodeStep({ locale, text, errorId, flow }: Props) {
  const { sentTo, code, error, busy, left } = flow;
  const form = useRef<HTMLFormElement>(null);

  // Focus follows the step: the first empty code box once step 2 shows or a check ends.
  useEffect(() => {
    if (busy) return;
    const boxes = [...(form.current?.querySelectorAll<HTMLInputElement>('.code-input input') ?? [])];
    (boxes.find((box) => !box.value) ?? boxes[0])?.focus();
  }, [busy]);

  const [before, after] = text.sentTo.split('{{phone}}');
  const complete = isCodeComplete(code);
  return (
    <>
      <h2>{text.verifyTitle}</h2>
      <p>
        {before}
        <bdi dir="ltr">{digitsIn(locale, sentTo)}</bdi>
        {after}
      </p>
      <form
        ref={form}
        onSubmit={(event) => {
          event.preventDefault();
          if (complete && !busy) void flow.verify(code);
        }}
      >
        <CodeInput
          value={code}
          onChange={flow.enterCode}
          label={text.codeLabel}
          boxLabel={(n) => fill(text.codeBox, { n: formatCount(locale, n) })}
          disabled={busy}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        <ErrorLine id={errorId} error={error} />
        <button className="button" type="submit" disabled={!complete || busy} aria-busy={busy}>
          {text.verify}
        </button>
      </form>
      <p className="login-actions">
        {left > 0 ? (
          <span role="timer" aria-live="off">
            {fill(text.resendIn, { time: formatCountdown(left, locale) })}
          </span>
        ) : (
          <button className="link-button" type="button" onClick={flow.resend}>
            {text.resend}
          </button>
        )}
        <button className="link-button" type="button" onClick={flow.changeNumber}>
          {text.changeNumber}
        </button>
      </p>
    </>
  );
}
