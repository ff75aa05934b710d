import { pluralForms, translator, type Locale } from '~/shared/i18n/i18n.ts';
import type { ListProduct } from '~/shared/cart/cartRules.ts';
import type { PluralForms } from '~/shared/i18n/plural.ts';
import type { OpenedLine, OpenedState } from '~/shared/lists/sharedList.ts';

/** What a shared list's page script adds: the lines the shop still sells, with what the lists keep of each, and its words. */
export interface SharedListData {
  lines: { item: ListProduct; count: number; packageId: number | undefined; state: OpenedState }[];
  text: {
    items: PluralForms;
    added: string;
    addedWish: string;
    kept: string;
    nothingNew: string;
    nothingNewWish: string;
    inCart: string;
  };
}

export function sharedListData(locale: Locale, lines: readonly OpenedLine[]): SharedListData {
  const t = translator(locale);
  return {
    lines: lines.flatMap((line) =>
      line.item ? [{ item: line.item, count: line.count, packageId: line.packageId, state: line.state }] : [],
    ),
    text: {
      items: pluralForms(locale, 'count.items'),
      added: t('sharedList.added'),
      addedWish: t('sharedList.addedWish'),
      kept: t('sharedList.kept'),
      nothingNew: t('sharedList.nothingNew'),
      nothingNewWish: t('sharedList.nothingNewWish'),
      inCart: t('client.inCart'),
    },
  };
}
