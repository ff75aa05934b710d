import { translator, type Locale } from '../../i18n/i18n.ts';
import type { AddressFieldName } from './AddressForm.tsx';

const FIELDS: readonly AddressFieldName[] = ['firstName', 'lastName', 'mobile', 'address', 'province', 'city', 'shopName', 'postalCode'];

/** The address fields' labels in one language, for the order form and the address book. */
export function addressLabels(locale: Locale): Record<AddressFieldName, string> {
  const t = translator(locale);
  return Object.fromEntries(FIELDS.map((name) => [name, t(`form.${name}`)])) as Record<AddressFieldName, string>;
}
