import { pluralForms, translator, type Locale } from '~/shared/i18n/i18n.ts';
import type { PluralForms } from '~/shared/i18n/plural.ts';
import type { SharedKind } from '~/shared/lists/sharedList.ts';

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

/** Translated strings of "Share this list". */
export interface ShareListText {
  /** The button for each list, named for it: a page may hold two. */
  label: Record<SharedKind, string>;
  /** The message sent with the link: `{{items}}` the list's products, counted. */
  message: Record<SharedKind, string>;
  items: PluralForms;
  telegram: string;
  whatsapp: string;
  copy: string;
  copied: string;
  copyFailed: string;
  /** The label of the link's own field, to copy by hand. */
  address: string;
}
