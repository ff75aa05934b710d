import { translator, type Locale } from '~/shared/i18n/i18n.ts';
import { addressFormText, type AddressFormText } from '~/features/forms/addressFormText.ts';

/** Translated strings of the address book. */
export interface AddressBookText {
  empty: string;
  add: string;
  edit: string;
  remove: string;
  /** With {{who}}: the button's name for one address. */
  editOf: string;
  removeOf: string;
  save: string;
  cancel: string;
  confirmRemove: string;
  fields: AddressFormText;
}

/** The address book's words in one language, its form's among them. */
export function addressBookText(locale: Locale): AddressBookText {
  const t = translator(locale);
  return {
    empty: t('address.empty'),
    add: t('address.add'),
    edit: t('address.edit'),
    remove: t('address.remove'),
    editOf: t('address.editOf'),
    removeOf: t('address.removeOf'),
    save: t('address.save'),
    cancel: t('address.cancel'),
    confirmRemove: t('address.confirmRemove'),
    fields: addressFormText(locale),
  };
}
