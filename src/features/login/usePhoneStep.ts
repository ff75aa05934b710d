import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { fieldError, mobileNumber, normalisePhone } from '~/shared/forms/rules.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

interface Flow {
  setError: (error: string) => void;
  sendCode: (phoneNumber: string) => Promise<void>;
}

/** Step 1's number field: kept across the steps, checked by the mobileNumber rule before the code is asked for. */
export function usePhoneStep(locale: Locale, { setError, sendCode }: Flow) {
  const [phone, setPhone] = useState('');
  const phoneInput = useRef<HTMLInputElement>(null);

  // Text typed before the island was ready stays.
  useEffect(() => {
    const typed = phoneInput.current?.value;
    if (typed) setPhone(typed);
  }, []);

  const submitPhone = (event: SubmitEvent) => {
    event.preventDefault();
    // The field itself: a click replayed while the island hydrated may come before its text reached the state.
    const typed = phoneInput.current?.value ?? phone;
    setPhone(typed);
    const problem = fieldError(mobileNumber, typed, locale, 'phoneNumber');
    setError(problem);
    if (problem) return phoneInput.current?.focus();
    void sendCode(normalisePhone(typed));
  };

  return { phone, onPhoneChange: setPhone, inputRef: phoneInput, onSubmit: submitPhone };
}
