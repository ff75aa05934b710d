import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { ApiError, apiCall } from '../api/apiClient.ts';
import { addressFields, fieldError, type AddressFields } from '../forms/rules.ts';

/** A saved address with its id. */
export type SavedAddress = AddressFields & { id: number };

type FieldName = keyof AddressFields;

/** Translated strings of the address book. */
export interface AddressBookText {
  empty: string;
  add: string;
  edit: string;
  remove: string;
  save: string;
  cancel: string;
  confirmRemove: string;
  fields: Record<FieldName, string>;
}

interface Props {
  locale: 'en' | 'fa';
  initial: SavedAddress[];
  text: AddressBookText;
}

const FIELDS: { name: FieldName; autoComplete: string; ltr?: boolean; wide?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'mobile', autoComplete: 'tel', ltr: true },
  { name: 'shopName', autoComplete: 'organization' },
  { name: 'province', autoComplete: 'address-level1' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'postalCode', autoComplete: 'postal-code', ltr: true },
];

const EMPTY: AddressFields = { firstName: '', lastName: '', mobile: '', address: '', province: '', city: '', shopName: '', postalCode: '' };

/** The address book: the saved addresses, and a form to add or edit one (checked field by field, like the order form). */
export function AddressBook({ locale, initial, text }: Props) {
  const [addresses, setAddresses] = useState(initial);
  // The address being edited: its id, 'new', or null.
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [busy, setBusy] = useState(false);

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

  const summary = (a: AddressFields) => [a.province, a.city, a.address].join(locale === 'fa' ? '، ' : ', ');

  return (
    <div className="address-book">
      {addresses.length === 0 && editing === null && <p>{text.empty}</p>}
      <ul className="addresses">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <AddressForm locale={locale} text={text} initial={address} busy={busy} onCancel={() => setEditing(null)} onSave={(fields) => save(addresses.map((a) => (a.id === address.id ? { ...fields, id: a.id } : a)))} />
            </li>
          ) : (
            <li key={address.id} className="address-card">
              <p>
                <strong>
                  {address.firstName} {address.lastName}
                </strong>{' '}
                — {address.shopName}
              </p>
              <p>{summary(address)}</p>
              <p>
                <bdi dir="ltr">{address.mobile}</bdi> · <bdi dir="ltr">{address.postalCode}</bdi>
              </p>
              <p className="line-actions">
                <button className="button quiet" type="button" disabled={busy} onClick={() => setEditing(address.id)} aria-label={`${text.edit}: ${address.firstName} ${address.lastName}, ${address.city}`}>
                  {text.edit}
                </button>
                <button
                  className="button quiet"
                  type="button"
                  disabled={busy}
                  aria-label={`${text.remove}: ${address.firstName} ${address.lastName}, ${address.city}`}
                  onClick={() => confirm(text.confirmRemove) && void save(addresses.filter((a) => a.id !== address.id))}
                >
                  {text.remove}
                </button>
              </p>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressForm locale={locale} text={text} initial={EMPTY} busy={busy} onCancel={() => setEditing(null)} onSave={(fields) => save([...addresses, fields])} />
      ) : (
        <button className="button" type="button" disabled={busy || editing !== null} onClick={() => setEditing('new')}>
          {text.add}
        </button>
      )}
    </div>
  );
}

interface FormProps {
  locale: 'en' | 'fa';
  text: AddressBookText;
  initial: AddressFields;
  busy: boolean;
  onCancel: () => void;
  onSave: (fields: AddressFields) => Promise<boolean>;
}

/** One address's fields: each checked when it loses focus and all on submit, the first problem of each shown under it. */
function AddressForm({ locale, text, initial, busy, onCancel, onSave }: FormProps) {
  const [values, setValues] = useState<AddressFields>(() => pick(initial));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const id = useId();
  const check = (name: FieldName, value: string) => fieldError(addressFields.entries[name], value, locale);

  useEffect(() => {
    document.getElementById(`${id}-firstName`)?.focus();
  }, [id]);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const found = Object.fromEntries(FIELDS.map(({ name }) => [name, check(name, values[name])]).filter(([, message]) => message));
    setErrors(found);
    const first = FIELDS.find(({ name }) => found[name]);
    if (first) return document.getElementById(`${id}-${first.name}`)?.focus();
    await onSave(values);
  };

  return (
    <form className="address-form" onSubmit={submit} noValidate>
      {FIELDS.map(({ name, autoComplete, ltr, wide }) => (
        <p key={name} className={wide ? 'wide' : undefined}>
          <label htmlFor={`${id}-${name}`}>{text.fields[name]}</label>
          <input
            id={`${id}-${name}`}
            name={name}
            value={values[name]}
            autoComplete={autoComplete}
            inputMode={ltr ? 'numeric' : undefined}
            dir={ltr ? 'ltr' : undefined}
            maxLength={name === 'address' ? 300 : 100}
            aria-invalid={Boolean(errors[name]) || undefined}
            aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((old) => ({ ...old, [name]: value }));
              if (errors[name]) setErrors((old) => ({ ...old, [name]: check(name, value) }));
            }}
            onBlur={(event) => {
              const value = event.currentTarget.value;
              setErrors((old) => ({ ...old, [name]: check(name, value) }));
            }}
          />
          {errors[name] && (
            <span className="form-error" id={`${id}-${name}-error`}>
              {errors[name]}
            </span>
          )}
        </p>
      ))}
      <p className="line-actions wide">
        <button className="button" type="submit" disabled={busy} aria-busy={busy}>
          {text.save}
        </button>
        <button className="button quiet" type="button" onClick={onCancel}>
          {text.cancel}
        </button>
      </p>
    </form>
  );
}

function pick(address: AddressFields): AddressFields {
  return Object.fromEntries(Object.keys(EMPTY).map((key) => [key, address[key as FieldName]])) as AddressFields;
}
