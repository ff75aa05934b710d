import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { addressFields, fieldError, type AddressFields } from './rules.ts';

export type AddressFieldName = keyof AddressFields;

/** An address with every field empty. */
export const EMPTY_ADDRESS: AddressFields = { firstName: '', lastName: '', mobile: '', address: '', province: '', city: '', shopName: '', postalCode: '' };

const FIELDS: { name: AddressFieldName; autoComplete: string; ltr?: boolean; wide?: boolean }[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'mobile', autoComplete: 'tel', ltr: true },
  { name: 'shopName', autoComplete: 'organization' },
  { name: 'province', autoComplete: 'address-level1' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'postalCode', autoComplete: 'postal-code', ltr: true },
];

interface Props {
  locale: 'en' | 'fa';
  labels: Record<AddressFieldName, string>;
  submit: string;
  /** The cancel button's text; no button without it. */
  cancel?: string;
  initial: AddressFields;
  busy: boolean;
  onCancel?: () => void;
  onSave: (fields: AddressFields) => Promise<unknown>;
  /** Focus the first field when the form appears (it was opened by a click). */
  autoFocus?: boolean;
}

/**
 * The address fields of the order form and the address book: each checked when it loses focus and all on
 * submit, the first failing rule's message under the field (SPEC section 5); Persian digits are accepted.
 */
export function AddressForm({ locale, labels, submit, cancel, initial, busy, onCancel, onSave, autoFocus = true }: Props) {
  const [values, setValues] = useState<AddressFields>(() => pick(initial));
  const [errors, setErrors] = useState<Partial<Record<AddressFieldName, string>>>({});
  const id = useId();
  const check = (name: AddressFieldName, value: string) => fieldError(addressFields.entries[name], value, locale);

  useEffect(() => {
    if (autoFocus) document.getElementById(`${id}-firstName`)?.focus();
  }, [id, autoFocus]);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    // The fields themselves: text typed before the island was ready never reached the state.
    const current = Object.fromEntries(FIELDS.map(({ name }) => [name, (document.getElementById(`${id}-${name}`) as HTMLInputElement | null)?.value ?? values[name]])) as AddressFields;
    setValues(current);
    const found = Object.fromEntries(FIELDS.map(({ name }) => [name, check(name, current[name])]).filter(([, message]) => message));
    setErrors(found);
    const first = FIELDS.find(({ name }) => found[name]);
    if (first) return document.getElementById(`${id}-${first.name}`)?.focus();
    await onSave(current);
  };

  return (
    <form className="address-form" onSubmit={onSubmit} noValidate>
      {FIELDS.map(({ name, autoComplete, ltr, wide }) => (
        <p key={name} className={wide ? 'wide' : undefined}>
          <label htmlFor={`${id}-${name}`}>{labels[name]}</label>
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
          {submit}
        </button>
        {cancel && onCancel && (
          <button className="button quiet" type="button" onClick={onCancel}>
            {cancel}
          </button>
        )}
      </p>
    </form>
  );
}

function pick(address: AddressFields): AddressFields {
  return Object.fromEntries(Object.keys(EMPTY_ADDRESS).map((key) => [key, address[key as AddressFieldName] ?? ''])) as AddressFields;
}
