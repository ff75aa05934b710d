import { useEffect, useId, useState, type SubmitEvent } from 'react';
import { typedDigits } from '~/shared/i18n/format.ts';
import { provinceName, provincesIn } from '~/shared/forms/provinces.ts';
import { addressFields, fieldError, type AddressFields } from '~/shared/forms/rules.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { AddressFieldName, AddressFormText } from './addressFormText.ts';

/** An address with every field empty. */
export const EMPTY_ADDRESS: AddressFields = {
  firstName: '',
  lastName: '',
  mobile: '',
  address: '',
  province: '',
  city: '',
  shopName: '',
  postalCode: '',
};

type InputMode = 'tel' | 'numeric';
interface FieldSpec {
  name: AddressFieldName;
  autoComplete: string;
  inputMode?: InputMode;
  wide?: boolean;
}
const FIELDS: FieldSpec[] = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'mobile', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'shopName', autoComplete: 'organization' },
  { name: 'province', autoComplete: 'address-level1' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'address', autoComplete: 'street-address', wide: true },
  { name: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

interface Props {
  locale: Locale;
  text: AddressFormText;
  submit: string;
  /** The cancel button's text; no button without it. */
  cancel?: string;
  initial: AddressFields;
  busy: boolean;
  onCancel?: () => void;
  onSave: (fields: AddressFields) => Promise<unknown>;
  /** Focus the first field when the form appears (it was opened by a click). */
  autoFocus?: boolean;
  /**
   * Rendered on the server for a page without script: the form posts to `action` with these hidden fields, and
   * shows the messages the server found under its fields.
   */
  plain?: { action: string; hidden: Record<string, string>; errors: Partial<Record<AddressFieldName, string>> } | undefined;
}

/**
 * The address fields of the order form and the address book: each checked on leaving it and all on submit, the first
 * failing rule's message under it (docs/rules.md#validation-rules). An old free-text province is matched to the list.
 */
export function AddressForm({ locale, text, submit, cancel, initial, busy, onCancel, onSave, autoFocus = true, plain }: Props) {
  const [values, setValues] = useState<AddressFields>(() => {
    const start = pick(initial, locale);
    return { ...start, province: provinceName(start.province, locale) || start.province.trim() };
  });
  const [errors, setErrors] = useState<Partial<Record<AddressFieldName, string>>>(plain?.errors ?? {});
  const id = useId();
  const check = (name: AddressFieldName, value: string) => fieldError(addressFields.entries[name], value, locale, name);
  const provinces = provincesIn(locale);
  // Older text that names no province of the list stays a choice, so saving does not lose it.
  const stored = (initial.province ?? '').trim();
  const kept = stored && !provinceName(stored, locale) ? stored : '';

  useEffect(() => {
    if (autoFocus) document.getElementById(`${id}-firstName`)?.focus();
  }, [id, autoFocus]);

  const onSubmit = async (event: SubmitEvent) => {
    event.preventDefault();
    // The fields themselves: text typed before the island was ready never reached the state.
    const current = Object.fromEntries(
      FIELDS.map(({ name }) => [
        name,
        (document.getElementById(`${id}-${name}`) as HTMLInputElement | HTMLSelectElement | null)?.value ?? values[name],
      ]),
    ) as AddressFields;
    setValues(current);
    const found = Object.fromEntries(FIELDS.map(({ name }) => [name, check(name, current[name])]).filter(([, message]) => message));
    setErrors(found);
    const first = FIELDS.find(({ name }) => found[name]);
    if (first) return document.getElementById(`${id}-${first.name}`)?.focus();
    await onSave(current);
  };

  return (
    <form className="address-form" onSubmit={onSubmit} noValidate {...(plain ? { method: 'post', action: plain.action } : {})}>
      <p className="required-note wide">{text.requiredNote}</p>
      {plain && Object.entries(plain.hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
      {FIELDS.map((spec) => {
        const { name } = spec;
        return (
          <FieldRow
            key={name}
            spec={spec}
            id={`${id}-${name}`}
            label={text.labels[name]}
            hint={name === 'shopName' ? text.shopNameHint : undefined}
            value={values[name]}
            error={errors[name]}
            choices={name === 'province' ? { empty: text.chooseProvince, kept, provinces } : null}
            onChange={(value) => {
              setValues((old) => ({ ...old, [name]: value }));
              if (errors[name]) setErrors((old) => ({ ...old, [name]: check(name, value) }));
            }}
            onBlur={(value) => setErrors((old) => ({ ...old, [name]: check(name, value) }))}
          />
        );
      })}
      <p className="form-actions wide">
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

/** The stored address's fields as the form shows them: digits in the page's (the service reads either). */
function pick(address: AddressFields, locale: Locale): AddressFields {
  return Object.fromEntries(
    Object.keys(EMPTY_ADDRESS).map((key) => [key, typedDigits(locale, address[key as AddressFieldName] ?? '')]),
  ) as AddressFields;
}

interface FieldRowProps {
  spec: FieldSpec;
  id: string;
  label: string;
  /** A line under the field on what to write there. */
  hint?: string | undefined;
  value: string;
  error: string | undefined;
  /** The province's list: its empty choice, an older text kept as a choice, and the provinces. */
  choices: { empty: string; kept: string; provinces: string[] } | null;
  onChange: (value: string) => void;
  onBlur: (value: string) => void;
}

/** One field: its label with the required mark, the input or the province list, and its error under it. */
function FieldRow({
  spec: { name, autoComplete, inputMode, wide },
  id,
  label,
  hint,
  value,
  error,
  choices,
  onChange,
  onBlur,
}: FieldRowProps) {
  const field = {
    id,
    name,
    value,
    autoComplete,
    'aria-required': true,
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined,
    onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value),
    onBlur: (event: { currentTarget: { value: string } }) => onBlur(event.currentTarget.value),
  };
  return (
    <p className={wide ? 'wide' : undefined}>
      <label htmlFor={id}>
        {label}
        <span className="required-mark" aria-hidden="true">
          *
        </span>
      </label>
      {choices ? (
        <select {...field}>
          <option value="">{choices.empty}</option>
          {choices.kept && <option value={choices.kept}>{choices.kept}</option>}
          {choices.provinces.map((province) => (
            <option key={province} value={province}>
              {province}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...field}
          type={inputMode === 'tel' ? 'tel' : 'text'}
          inputMode={inputMode}
          dir={inputMode ? 'ltr' : undefined}
          maxLength={name === 'address' ? 300 : 100}
        />
      )}
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="form-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </p>
  );
}
