import type { Locale } from '../../i18n/i18n.ts';
import { translator } from '../../i18n/i18n.ts';
import type { LoginText } from './LoginFlow.tsx';

/** The login steps' strings in one language, for the dialog and the login page. */
export function loginText(locale: Locale): LoginText {
  const t = translator(locale);
  return {
    modeLogin: t('login.modeLogin'),
    modeCreate: t('login.modeCreate'),
    creationDisabled: t('account.creationDisabled'),
    phoneLabel: t('login.phoneLabel'),
    submit: t('login.submit'),
    verifyTitle: t('login.verifyTitle'),
    sentTo: t('login.sentTo'),
    codeLabel: t('login.codeLabel'),
    codeBox: t('login.codeBox'),
    agree: t('login.agree'),
    resendIn: t('login.resendIn'),
    resend: t('login.resend'),
    sending: t('login.sending'),
    changeNumber: t('login.changeNumber'),
  };
}
