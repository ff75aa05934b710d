import type { SavedAddress } from './useCheckout.ts';

interface Props {
  label: string;
  saved: SavedAddress[];
  chosen: number | null;
  onChoose: (id: number) => void;
}

/** Which saved address prefills the order form. */
export function SavedAddressChoice({ label, saved, chosen, onChoose }: Props) {
  return (
    <p>
      <label htmlFor="saved-address">{label}</label>{' '}
      <select id="saved-address" value={chosen ?? ''} onChange={(event) => onChoose(Number(event.currentTarget.value))}>
        {saved.map((address) => (
          <option key={address.id} value={address.id}>
            {address.firstName} {address.lastName}, {address.city}
          </option>
        ))}
      </select>
    </p>
  );
}
