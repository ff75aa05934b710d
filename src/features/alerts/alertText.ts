import { localePath, translator, type Locale } from '~/shared/i18n/i18n.ts';
import type { AlertText } from './AlertFlow.tsx';

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
