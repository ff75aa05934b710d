import { useState } from 'react';
import { requestCode } from './loginApi.ts';
import { emptyCode } from './loginRules.ts';
import { signIn } from './session.store.ts';
import { useCountdown } from './useCountdown.ts';

/**
 * The code asked for: the number it went to, the boxes it is typed into, and the seconds until another may
 * be asked for (counted only while `counting`, i.e. on step 2).
 */
export function useSentCode(counting: boolean, forAlert = false) {
  const [sentTo, setSentTo] = useState('');
  const [code, setCode] = useState<string[]>(emptyCode);
  const [deadline, setDeadline] = useState(0);
  const left = useCountdown(counting, deadline);

  /** Texts a code to the number and clears the boxes for it. */
  const askForCode = async (phoneNumber: string) => {
    const data = await requestCode(phoneNumber, forAlert);
    signIn(data.phoneNumber, ''); // the number is kept after each call; roles come with the code
    setSentTo(data.phoneNumber);
    setDeadline(Date.now() + data.resendAfter * 1000);
    setCode(emptyCode());
  };

  return { sentTo, code, setCode, left, askForCode };
}
