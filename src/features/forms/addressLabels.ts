import { translator, type Locale } from '~/shared/i18n/i18n.ts';
import type { AddressFieldName, AddressFormText } from './AddressForm.tsx';

const FIELDS: readonly AddressFieldName[] = ['firstName', 'lastName', 'mobile', 'address', 'province', 'city', 'shopName', 'postalCode'];

/** The address form's labels and notes in one language, for the order form and the address book. */
export function addressLabels(locale: Locale): AddressFormText {
  const t = translator(locale);
  return {
    labels: Object.fromEntries(FIELDS.map((name) => [name, t(`form.${name}`)])) as Record<AddressFieldName, string>,
    requiredNote: t('form.requiredNote'),
    chooseProvince: t('form.chooseProvince'),
    shopNameHint: t('form.shopNameHint'),
  };
}
