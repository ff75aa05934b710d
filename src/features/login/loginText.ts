import type { Locale } from '~/i18n/i18n.ts';
import { localePath, translator } from '~/i18n/i18n.ts';
import type { LoginText } from './LoginFlow.tsx';

/** The login steps' strings in one language, for the dialog and the login page. */
export function loginText(locale: Locale): LoginText {
  const t = translator(locale);
  return {
    intro: t('account.loginIntro'),
    phoneLabel: t('login.phoneLabel'),
    submit: t('login.submit'),
    verifyTitle: t('login.verifyTitle'),
    sentTo: t('login.sentTo'),
    codeLabel: t('login.codeLabel'),
    codeBox: t('login.codeBox'),
    verify: t('login.verify'),
    resendIn: t('login.resendIn'),
    resend: t('login.resend'),
    sending: t('login.sending'),
    changeNumber: t('login.changeNumber'),
    newCustomer: t('login.newCustomer'),
    contactUs: t('login.contactUs'),
    contactHref: localePath(locale, '/contactUs'),
  };
}
