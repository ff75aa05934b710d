import type { RefObject, SubmitEvent } from 'react';
import { ErrorLine } from './ErrorLine.tsx';
import type { LoginText } from './loginText.ts';

interface Props {
  text: Pick<LoginText, 'intro' | 'phoneLabel' | 'phoneExample' | 'submit' | 'newCustomer' | 'contactUs' | 'contactHref'>;
  fieldId: string;
  errorId: string;
  phone: string;
  onPhoneChange: (phone: string) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  onSubmit: (event: SubmitEvent) => void;
  error: string;
  busy: boolean;
}

/** Step 1: the mobile number, then "New customer? Contact us" (accounts are made by staff). */
export function PhoneStep({ text, fieldId, errorId, phone, onPhoneChange, inputRef, onSubmit, error, busy }: Props) {
  return (
    <>
      <p className="login-intro">{text.intro}</p>
      <form onSubmit={onSubmit} noValidate>
        <label htmlFor={fieldId}>{text.phoneLabel}</label>
        <input
          ref={inputRef}
          id={fieldId}
          name="phoneNumber"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder={text.phoneExample}
          value={phone}
          onChange={(event) => onPhoneChange(event.currentTarget.value)}
          aria-invalid={Boolean(error) || undefined}
          aria-describedby={error ? errorId : undefined}
          maxLength={20}
          required
        />
        <ErrorLine id={errorId} error={error} />
        <button className="button" type="submit" disabled={busy} aria-busy={busy}>
          {text.submit}
        </button>
      </form>
      {text.newCustomer && (
        <p className="login-new">
          {text.newCustomer} <a href={text.contactHref}>{text.contactUs}</a>
        </p>
      )}
    </>
  );
}
