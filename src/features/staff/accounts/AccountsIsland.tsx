import { useState, type FormEvent } from 'react';
import { apiCall } from '~/features/login/apiCall.ts';
import { ApiError } from '~/ui/apiClient.ts';
import { fieldError, mobileNumber, requiredText } from '~/shared/forms/rules.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import type { AccountsText as Text } from './accountsText.ts';
import { separator } from '~/shared/i18n/lineParts.ts';
import { digitsIn } from '~/shared/i18n/format.ts';
import { named } from '~/shared/i18n/fill.ts';
import { ROLES, type Role } from '~/shared/fields/staffVocabulary.ts';
import type { StaffAccount as AccountRow } from '~/shared/contract/staff/accounts.ts';

interface Props {
  locale: Locale;
  accounts: AccountRow[];
  /** The signed-in admin's own account (their role cannot be changed here). */
  ownId: number;
  text: Text;
}

const nameRule = requiredText(100);

/** Admins add accounts with a role and change names and roles (docs/staff.md#roles). */
export function AccountsIsland({ locale, accounts: initial, ownId, text }: Props) {
  const [accounts, setAccounts] = useState(initial);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<number | null>(null);
  const shown = accounts.filter(
    (a) => !search.trim() || a.name.includes(search.trim()) || a.phoneNumber.includes(search.replace(/\D/g, '') || '\u0000'),
  );
  const replace = (row: AccountRow) =>
    setAccounts((list) => (list.some((a) => a.id === row.id) ? list.map((a) => (a.id === row.id ? row : a)) : [row, ...list]));

  return (
    <div className="staff-stack">
      <NewAccount locale={locale} text={text} onCreated={replace} />
      <div className="staff-field">
        <label htmlFor="account-search">{text['accounts.search']}</label>
        <input id="account-search" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      {shown.length === 0 ? (
        <p>{text['accounts.empty']}</p>
      ) : (
        <ul className="staff-stack">
          {shown.map((account) =>
            editing === account.id ? (
              <li key={account.id} className="staff-card">
                <AccountEditor
                  locale={locale}
                  text={text}
                  account={account}
                  own={account.id === ownId}
                  onDone={(row) => {
                    if (row) replace(row);
                    setEditing(null);
                  }}
                />
              </li>
            ) : (
              <li key={account.id} className="staff-card account-row">
                <strong>{account.name}</strong>
                <bdi dir="ltr">{digitsIn(locale, account.phoneNumber)}</bdi>
                <span>
                  {text[`staff.role.${account.role}`]}
                  {account.id === ownId ? `${separator(locale)}${text['accounts.you']}` : ''}
                </span>
                <button
                  className="button quiet"
                  type="button"
                  onClick={() => setEditing(account.id)}
                  aria-label={named(text['accounts.edit'], account.name)}
                >
                  {text['accounts.edit']}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
    </div>
  );
}

function RoleSelect({
  id,
  value,
  onChange,
  text,
  disabled,
}: {
  id: string;
  value: Role;
  onChange: (role: Role) => void;
  text: Text;
  disabled?: boolean;
}) {
  return (
    <div className="staff-field">
      <label htmlFor={id}>{text['accounts.role']}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as Role)}
        aria-describedby={`${id}-help`}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {text[`staff.role.${role}`]}
          </option>
        ))}
      </select>
      <p className="staff-hint" id={`${id}-help`}>
        {text['accounts.roleHelp']}
      </p>
    </div>
  );
}

function NewAccount({ locale, text, onCreated }: { locale: Locale; text: Text; onCreated: (row: AccountRow) => void }) {
  const [phoneNumber, setPhone] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<Role>('staff');
  const [errors, setErrors] = useState<{ phoneNumber?: string; name?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = { phoneNumber: fieldError(mobileNumber, phoneNumber, locale), name: fieldError(nameRule, name, locale) };
    setErrors(found);
    if (found.phoneNumber || found.name) return;
    setBusy(true);
    try {
      onCreated(await apiCall<AccountRow>('/v1/staff/accounts', { body: { phoneNumber, name, role }, errorToasts: false }));
      setPhone('');
      setName('');
    } catch (error) {
      setErrors({ form: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="staff-card staff-stack" onSubmit={submit} noValidate aria-labelledby="new-account">
      <h2 id="new-account">{text['accounts.add']}</h2>
      <div className="staff-field">
        <label htmlFor="new-mobile">{text['accounts.mobile']}</label>
        <input
          id="new-mobile"
          type="tel"
          dir="ltr"
          inputMode="tel"
          autoComplete="off"
          value={phoneNumber}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={errors.phoneNumber ? true : undefined}
          aria-describedby={errors.phoneNumber ? 'new-mobile-error' : undefined}
        />
        {errors.phoneNumber && (
          <p className="staff-error" id="new-mobile-error">
            {errors.phoneNumber}
          </p>
        )}
      </div>
      <div className="staff-field">
        <label htmlFor="new-name">{text['accounts.name']}</label>
        <input
          id="new-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'new-name-error' : undefined}
        />
        {errors.name && (
          <p className="staff-error" id="new-name-error">
            {errors.name}
          </p>
        )}
      </div>
      <RoleSelect id="new-role" value={role} onChange={setRole} text={text} />
      {errors.form && (
        <p className="staff-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="staff-actions">
        <button className="button" type="submit" disabled={busy}>
          {text['accounts.create']}
        </button>
      </div>
    </form>
  );
}

function AccountEditor(props: { locale: Locale; text: Text; account: AccountRow; own: boolean; onDone: (row: AccountRow | null) => void }) {
  const { locale, text, account, own, onDone } = props;
  const [name, setName] = useState(account.name);
  const [role, setRole] = useState(account.role);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = `account-${account.id}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = fieldError(nameRule, name, locale);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      onDone(await apiCall<AccountRow>(`/v1/staff/accounts/${account.id}`, { method: 'PUT', body: { name, role }, errorToasts: false }));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : String(failure));
      setBusy(false);
    }
  }

  return (
    <form className="staff-stack" onSubmit={submit} noValidate>
      <p>
        <bdi dir="ltr">{digitsIn(locale, account.phoneNumber)}</bdi>
      </p>
      <div className="staff-field">
        <label htmlFor={`${id}-name`}>{text['accounts.name']}</label>
        <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <RoleSelect id={`${id}-role`} value={role} onChange={setRole} text={text} disabled={own} />
      {error && (
        <p className="staff-error" role="alert">
          {error}
        </p>
      )}
      <div className="staff-actions">
        <button className="button" type="submit" disabled={busy}>
          {text['accounts.save']}
        </button>
        <button className="button quiet" type="button" onClick={() => onDone(null)}>
          {text['accounts.cancel']}
        </button>
      </div>
    </form>
  );
}
