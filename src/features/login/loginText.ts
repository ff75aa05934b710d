import type { Locale } from '~/shared/i18n/i18n.ts';
import { localePath, translator } from '~/shared/i18n/i18n.ts';

/** Translated strings of the login steps. */
export interface LoginText {
  /** One line above the number: what happens next. */
  intro: string;
  phoneLabel: string;
  /** The number's placeholder: an example in the page's digits. */
  phoneExample: string;
  submit: string;
  verifyTitle: string;
  /** With {{phone}} where the number goes. */
  sentTo: string;
  codeLabel: string;
  /** With {{n}}. */
  codeBox: string;
  verify: string;
  /** With {{time}}. */
  resendIn: string;
  resend: string;
  sending: string;
  changeNumber: string;
  /** "New customer?" before the contact link (accounts are made by staff). */
  newCustomer: string;
  contactUs: string;
  contactHref: string;
}

/** The login steps' strings in one language, for the dialog and the login page. */
export function loginText(locale: Locale): LoginText {
  const t = translator(locale);
  return {
    intro: t('account.loginIntro'),
    phoneLabel: t('login.phoneLabel'),
    phoneExample: t('login.phoneExample'),
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

/** The login dialog's words: the steps', its title and its close button. */
export interface LoginDialogText extends LoginText {
  title: string;
  close: string;
}

export function loginDialogText(locale: Locale): LoginDialogText {
  const t = translator(locale);
  return { ...loginText(locale), title: t('account.loginTitle'), close: t('common.close') };
}
