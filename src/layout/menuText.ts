import { translator, type Locale } from '~/shared/i18n/i18n.ts';

/** The menu drawer's button and panel names. */
export interface MenuText {
  open: string;
  nav: string;
  close: string;
}

export function menuText(locale: Locale): MenuText {
  const t = translator(locale);
  return { open: t('nav.openMenu'), nav: t('nav.menu'), close: t('common.close') };
}
