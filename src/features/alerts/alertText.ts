import { localePath, translator, type Locale } from '~/shared/i18n/i18n.ts';

/** The bell's offer of a text in one language (the login dialog carries it). */
export function alertText(locale: Locale): AlertText {
  const t = translator(locale);
  return {
    title: t('alert.title'),
    lead: t('alert.lead'),
    intro: t('alert.intro'),
    to: t('alert.to'),
    submit: t('alert.submit'),
    notNow: t('alert.notNow'),
    done: t('alert.done'),
    mine: t('alert.mine'),
    mineHref: localePath(locale, '/profile/alerts'),
    close: t('common.close'),
    keptHere: t('client.notifySet'),
  };
}

/** Translated strings of the bell's offer of a text. */
export interface AlertText {
  title: string;
  /** With {{name}}: the bell is kept here, and a text is offered. */
  lead: string;
  /** Above the number for a shopper not signed in: a code comes first. */
  intro: string;
  /** With {{phone}}. */
  to: string;
  submit: string;
  notNow: string;
  /** With {{phone}}. */
  done: string;
  mine: string;
  mineHref: string;
  close: string;
  /** Said when the dialog closes without a number (the bell kept in this browser only). */
  keptHere: string;
}
