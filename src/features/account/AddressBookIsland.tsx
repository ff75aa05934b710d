import { useState } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import { AddressForm, EMPTY_ADDRESS } from '~/features/forms/AddressForm.tsx';
import type { AddressBookText } from './addressBookText.ts';
import { AddressText, typedDirection } from '~/features/forms/AddressText.tsx';
import { ConfirmDialog } from '~/features/forms/ConfirmDialog.tsx';
import type { AddressFields } from '~/shared/forms/rules.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { listComma, separator } from '~/shared/i18n/lineParts.ts';
import { fill } from '~/shared/i18n/fill.ts';

/** A saved address with its id. */
export type SavedAddress = AddressFields & { id: number };

interface Props {
  locale: Locale;
  initial: SavedAddress[];
  text: AddressBookText;
}

/** The address book: the saved addresses, and a form to add or edit one (checked field by field, like the order form). */
export function AddressBookIsland({ locale, initial, text }: Props) {
  const [addresses, setAddresses] = useState(initial);
  // The address being edited: its id, 'new', or null.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<SavedAddress | null>(null);

  /** Saves the whole book (the service takes it as one list) and shows what it kept. */
  const save = async (next: (AddressFields & { id?: number })[]) => {
    setBusy(true);
    try {
      setAddresses(await apiCall<SavedAddress[]>('/v1/profile/addresses', { method: 'PUT', body: next }));
      setEditing(null);
      return true;
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      return false;
    } finally {
      setBusy(false);
    }
  };

  // What the form takes for editing an address and for adding one alike.
  const form = { locale, text: text.fields, submit: text.save, cancel: text.cancel, busy, onCancel: () => setEditing(null) };

  return (
    <div className="address-book">
      {addresses.length === 0 && editing === null && <p>{text.empty}</p>}
      <ul className="addresses">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <AddressForm
                {...form}
                initial={address}
                onSave={(fields) => save(addresses.map((a) => (a.id === address.id ? { ...fields, id: a.id } : a)))}
              />
            </li>
          ) : (
            <AddressCard
              key={address.id}
              locale={locale}
              address={address}
              text={text}
              busy={busy}
              onEdit={() => setEditing(address.id)}
              onRemove={() => setRemoving(address)}
            />
          ),
        )}
      </ul>
      <ConfirmDialog
        question={text.confirmRemove}
        cancel={text.cancel}
        confirm={text.remove}
        open={removing !== null}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          setRemoving(null);
          if (removing) void save(addresses.filter((a) => a.id !== removing.id));
        }}
      />
      {editing === 'new' ? (
        <AddressForm {...form} initial={EMPTY_ADDRESS} onSave={(fields) => save([...addresses, fields])} />
      ) : (
        <button className="button" type="button" disabled={busy || editing !== null} onClick={() => setEditing('new')}>
          {text.add}
        </button>
      )}
    </div>
  );
}

interface CardProps {
  locale: Locale;
  address: SavedAddress;
  text: AddressBookText;
  busy: boolean;
  onEdit: () => void;
  onRemove: () => void;
}

/** A saved address as a card: who, where, how to reach them, and edit or remove. */
function AddressCard({ locale, address, text, busy, onEdit, onRemove }: CardProps) {
  const who = [`${address.firstName} ${address.lastName}`, address.city].join(listComma(locale));
  return (
    <li className="address-card">
      <p>
        <span {...typedDirection(locale, [address.firstName, address.lastName, address.shopName])}>
          <strong>
            {address.firstName} {address.lastName}
          </strong>{' '}
          — {address.shopName}
        </span>
      </p>
      <p>
        <AddressText locale={locale} address={address} />
      </p>
      <p>
        <bdi dir="ltr">{digitsIn(locale, address.mobile)}</bdi>
        {separator(locale)}
        <bdi dir="ltr">{digitsIn(locale, address.postalCode)}</bdi>
      </p>
      <p className="line-actions">
        <button className="button quiet" type="button" disabled={busy} onClick={onEdit} aria-label={fill(text.editOf, { who })}>
          {text.edit}
        </button>
        <button className="button quiet" type="button" disabled={busy} aria-label={fill(text.removeOf, { who })} onClick={onRemove}>
          {text.remove}
        </button>
      </p>
    </li>
  );
}
