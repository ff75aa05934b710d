import { listComma } from '~/shared/i18n/lineParts.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { SavedAddress } from './useCheckout.ts';

interface Props {
  locale: Locale;
  label: string;
  saved: SavedAddress[];
  chosen: number | null;
  onChoose: (id: number) => void;
}

/** An option's text cannot hold <bdi>: each part is isolated with FSI…PDI, so a Persian city keeps the comma in place. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** Which saved address prefills the order form: who and the city, joined by the page's comma. */
export function SavedAddressChoice({ locale, label, saved, chosen, onChoose }: Props) {
  return (
    <p>
      <label htmlFor="saved-address">{label}</label>{' '}
      <select id="saved-address" value={chosen ?? ''} onChange={(event) => onChoose(Number(event.currentTarget.value))}>
        {saved.map((address) => (
          <option key={address.id} value={address.id}>
            {isolated(`${address.firstName} ${address.lastName}`) + listComma(locale) + isolated(address.city)}
          </option>
        ))}
      </select>
    </p>
  );
}
