import { useState } from 'react';
import { checkCode, failureText } from './loginApi.ts';
import { emptyCode, isCodeComplete } from './loginRules.ts';
import { signIn } from './session.store.ts';
import { useSentCode } from './useSentCode.ts';

/** The resend loader shows at least this long (docs/rules.md#login). */
const RESEND_LOADER_MS = 5000;

type LoginStep = 'phone' | 'code' | 'resending';

/** Settles once `work` has settled and `ms` have passed, a failure too: the loader stays its full time. */
async function atLeast(ms: number, work: () => Promise<void>): Promise<void> {
  const loader = new Promise((done) => setTimeout(done, ms));
  try {
    await Promise.all([work(), loader]);
  } catch (failure) {
    await loader;
    throw failure;
  }
}

/**
 * The login's steps as a state machine (docs/rules.md#login): phone → code, code → resending → code, code →
 * phone, and `onDone` once the code is right. One error line and one call at a time serve every step.
 */
export function useLoginFlow(onDone: () => void, forAlert = false) {
  const [step, setStep] = useState<LoginStep>('phone');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { sentTo, code, setCode, left, askForCode } = useSentCode(step === 'code', forAlert);

  /** Step 1 → 2, for a number already checked. */
  const sendCode = async (phoneNumber: string) => {
    setBusy(true);
    try {
      await askForCode(phoneNumber);
      setStep('code');
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const verify = async (digits: string[]) => {
    setBusy(true);
    setError('');
    try {
      const account = await checkCode(sentTo, digits.join(''));
      signIn(account.phoneNumber, account.roles, account.name);
      onDone();
    } catch (failure) {
      setError(failureText(failure));
      setCode(emptyCode());
    } finally {
      setBusy(false);
    }
  };

  /** A box changed: the sixth digit sends the code for checking. */
  const enterCode = (next: string[]) => {
    setCode(next);
    if (isCodeComplete(next) && !busy) void verify(next);
  };

  const resend = async () => {
    setStep('resending');
    setError('');
    try {
      await atLeast(RESEND_LOADER_MS, () => askForCode(sentTo));
    } catch (failure) {
      setError(failureText(failure));
    }
    setStep('code');
  };

  const changeNumber = () => {
    setStep('phone');
    setError('');
  };

  return { step, sentTo, code, error, setError, busy, left, sendCode, verify, enterCode, resend, changeNumber };
}
export type LoginFlowState = ReturnType<typeof useLoginFlow>;
