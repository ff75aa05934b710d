import { pluralForms, translator, type Locale } from '~/shared/i18n/i18n.ts';
import type { ShareListText } from './ShareList.tsx';

/** "Share this list" in the page's language, for the order-list and wish-list islands. */
export function shareListText(locale: Locale): ShareListText {
  const t = translator(locale);
  return {
    label: { order: t('shareList.labelOrder'), wish: t('shareList.labelWish'), later: t('shareList.labelLater') },
    message: { order: t('shareList.messageOrder'), wish: t('shareList.messageWish'), later: t('shareList.messageLater') },
    items: pluralForms(locale, 'count.items'),
    telegram: t('share.telegram'),
    whatsapp: t('share.whatsapp'),
    copy: t('share.copy'),
    copied: t('share.copied'),
    copyFailed: t('share.copyFailed'),
    address: t('shareList.address'),
  };
}
