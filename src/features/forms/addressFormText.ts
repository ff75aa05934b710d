import { translator, type Locale } from '~/shared/i18n/i18n.ts';
import type { AddressFields } from '~/shared/forms/rules.ts';

export type AddressFieldName = keyof AddressFields;

/** The address form's strings in one language. */
export interface AddressFormText {
  labels: Record<AddressFieldName, string>;
  /** Explains the required mark, e.g. "* required". */
  requiredNote: string;
  /** The province list's empty choice. */
  chooseProvince: string;
  /** Under the shop name: what a private buyer writes there. */
  shopNameHint: string;
}

const FIELDS: readonly AddressFieldName[] = ['firstName', 'lastName', 'mobile', 'address', 'province', 'city', 'shopName', 'postalCode'];

/** The address form's labels and notes in one language, for the order form and the address book. */
export function addressFormText(locale: Locale): AddressFormText {
  const t = translator(locale);
  return {
    labels: Object.fromEntries(FIELDS.map((name) => [name, t(`form.${name}`)])) as Record<AddressFieldName, string>,
    requiredNote: t('form.requiredNote'),
    chooseProvince: t('form.chooseProvince'),
    shopNameHint: t('form.shopNameHint'),
  };
}
