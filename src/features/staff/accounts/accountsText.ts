import type { Locale } from '~/shared/i18n/locale.ts';
import { staffTexts, type StaffKey } from '~/features/staff/staffText.ts';

/** The staff texts the accounts island shows, the roles' names among them. */
export const ACCOUNTS_KEYS = [
  'accounts.add',
  'accounts.mobile',
  'accounts.name',
  'accounts.role',
  'accounts.create',
  'accounts.search',
  'accounts.edit',
  'accounts.save',
  'accounts.cancel',
  'accounts.you',
  'accounts.empty',
  'accounts.roleHelp',
  'staff.role.customer',
  'staff.role.staff',
  'staff.role.editor',
  'staff.role.admin',
] as const satisfies readonly StaffKey[];
export type AccountsText = Record<(typeof ACCOUNTS_KEYS)[number], string>;
export const accountsText = (locale: Locale): AccountsText => staffTexts(locale, ACCOUNTS_KEYS);
