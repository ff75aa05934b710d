import { fill } from '~/shared/i18n/fill.ts';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { ApiError, apiCall } from '~/features/api/apiClient.ts';
import { CODE_LENGTH, fieldError, mobileNumber, normalisePhone } from '~/shared/forms/rules.ts';
import { digitsIn, formatCount } from '~/shared/catalogue/format.ts';
import { CodeInput } from './CodeInput.tsx';
import { formatCountdown } from './loginRules.ts';
import { signIn } from './session.store.ts';

/** Translated strings of the login steps. */
export interface LoginText {
  /** One line above the number: what happens next. */
  intro: string;
  phoneLabel: string;
  submit: string;
  verifyTitle: string;
  /** With {{phone}} where the number goes. */
  sentTo: string;
  codeLabel: string;
  /** With {n}. */
  codeBox: string;
  verify: string;
  /** With {time}. */
  resendIn: string;
  resend: string;
  sending: string;
  changeNumber: string;
  /** "New customer?" before the contact link (accounts are made by staff). */
  newCustomer: string;
  contactUs: string;
  contactHref: string;
}

/** The resend loader shows at least this long (docs/rules.md#login). */
const RESEND_LOADER_MS = 5000;

type Step = 'phone' | 'code' | 'resending';

interface Props {
  locale: 'en' | 'fa';
  text: LoginText;
  /** Called once the visitor is signed in. */
  onDone: () => void;
}

/**
 * The phone-code login (docs/rules.md#login): step 1 asks for the number, step 2 for the 6-digit code, with
 * the countdown to a resend, the resend (a 5 s loader, code cleared), and the way back to change the number.
 */
export function LoginFlow({ locale, text, onDone }: Props) {
  const [step, setStep] = useState<Step>('phone');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState<string[]>(() => Array(CODE_LENGTH).fill(''));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [deadline, setDeadline] = useState(0);
  const [left, setLeft] = useState(0);
  const phoneInput = useRef<HTMLInputElement>(null);
  const ids = useId();
  const errorId = `${ids}-error`;

  // Text typed before the island was ready stays.
  useEffect(() => {
    const typed = phoneInput.current?.value;
    if (typed) setPhone(typed);
  }, []);

  // The countdown: whole seconds to the deadline, shown as minutes:seconds.
  useEffect(() => {
    if (step !== 'code') return;
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [step, deadline]);

  const askForCode = async (phoneNumber: string) => {
    const data = await apiCall<{ phoneNumber: string; resendAfter: number }>('/Idp/Account/LoginViaPhoneNumber', {
      body: { phoneNumber },
      toasts: false,
    });
    signIn(data.phoneNumber, ''); // the number is kept after each call; roles come with the code
    setSentTo(data.phoneNumber);
    setDeadline(Date.now() + data.resendAfter * 1000);
    setCode(Array(CODE_LENGTH).fill(''));
  };

  const submitPhone = async (event: SubmitEvent) => {
    event.preventDefault();
    // The field itself: a click replayed while the island hydrated may come before its text reached the state.
    const typed = phoneInput.current?.value ?? phone;
    setPhone(typed);
    const problem = fieldError(mobileNumber, typed, locale);
    setError(problem);
    if (problem) return phoneInput.current?.focus();
    setBusy(true);
    try {
      await askForCode(normalisePhone(typed));
      setStep('code');
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (digits: string[]) => {
    setBusy(true);
    setError('');
    try {
      const account = await apiCall<{ phoneNumber: string; roles: string }>('/Idp/Account/LoginViaPhoneNumberCode', {
        body: { phoneNumber: sentTo, code: digits.join('') },
        errorToasts: false,
      });
      signIn(account.phoneNumber, account.roles);
      onDone();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      setCode(Array(CODE_LENGTH).fill(''));
    } finally {
      setBusy(false);
    }
  };

  const onCodeChange = (next: string[]) => {
    setCode(next);
    if (next.every(Boolean) && !busy) void verify(next);
  };

  const resend = async () => {
    setStep('resending');
    setError('');
    const loader = new Promise((done) => setTimeout(done, RESEND_LOADER_MS));
    try {
      await Promise.all([askForCode(sentTo), loader]);
    } catch (failure) {
      await loader;
      setError(failure instanceof ApiError ? failure.message : String(failure));
    }
    setStep('code');
  };

  // Focus follows the step: the first empty code box once step 2 shows or a check ends.
  const flow = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step !== 'code' || busy) return;
    const boxes = [...(flow.current?.querySelectorAll<HTMLInputElement>('.code-input input') ?? [])];
    (boxes.find((box) => !box.value) ?? boxes[0])?.focus();
  }, [step, busy]);

  const errorLine = error ? (
    <p className="form-error" id={errorId} role="alert">
      {error}
    </p>
  ) : null;

  if (step === 'phone') {
    return (
      <div className="login-flow" ref={flow}>
        <p className="login-intro">{text.intro}</p>
        <form onSubmit={submitPhone} noValidate>
          <label htmlFor={`${ids}-phone`}>{text.phoneLabel}</label>
          <input
            ref={phoneInput}
            id={`${ids}-phone`}
            name="phoneNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            placeholder="09xxxxxxxxx"
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            aria-invalid={Boolean(error) || undefined}
            aria-describedby={error ? errorId : undefined}
            maxLength={20}
            required
          />
          {errorLine}
          <button className="button" type="submit" disabled={busy} aria-busy={busy}>
            {text.submit}
          </button>
        </form>
        <p className="login-new">
          {text.newCustomer} <a href={text.contactHref}>{text.contactUs}</a>
        </p>
      </div>
    );
  }

  if (step === 'resending') {
    return (
      <div className="login-flow" ref={flow} aria-busy="true">
        <p className="loader" role="status">
          {text.sending}
        </p>
      </div>
    );
  }

  const [before, after] = text.sentTo.split('{{phone}}');
  const complete = code.every(Boolean);
  return (
    <div className="login-flow" ref={flow}>
      <h2>{text.verifyTitle}</h2>
      <p>
        {before}
        <bdi dir="ltr">{digitsIn(locale, sentTo)}</bdi>
        {after}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (complete && !busy) void verify(code);
        }}
      >
        <CodeInput
          value={code}
          onChange={onCodeChange}
          label={text.codeLabel}
          boxLabel={(n) => fill(text.codeBox, { n: formatCount(locale, n) })}
          disabled={busy}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
        />
        {errorLine}
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
          <button className="link-button" type="button" onClick={resend}>
            {text.resend}
          </button>
        )}
        <button
          className="link-button"
          type="button"
          onClick={() => {
            setStep('phone');
            setError('');
          }}
        >
          {text.changeNumber}
        </button>
      </p>
    </div>
  );
}
