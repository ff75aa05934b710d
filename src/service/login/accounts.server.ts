import * as v from 'valibot';
import { formMessages, mobileNumber, requiredText } from '~/shared/forms/rules.ts';
import type { Db } from '~/service/db/database.server.ts';
import { roleOf } from '~/shared/staff/roles.ts';
import { toLatinDigits } from '~/shared/text/digits.ts';
import type { Role } from '~/shared/fields/staffVocabulary.ts';
import type { StaffAccount as AccountRow } from '~/shared/contract/staff/accounts.ts';

const accountInput = v.object({ phoneNumber: mobileNumber, name: requiredText(100) });

/** The result of adding an account: created, or why not (in words staff can act on). */
export type AddAccountResult = { ok: true; id: number; phoneNumber: string } | { ok: false; reason: string };

/** Creates an account (made by staff; a customer who ordered gets one at their first sign-in, login.server.ts), a customer's unless `role` says otherwise; the phone number is checked and normalised. */
export async function addAccount(
  db: Db,
  phoneNumber: string,
  name: string,
  { role = 'customer', now = Date.now() }: { role?: Role; now?: number } = {},
): Promise<AddAccountResult> {
  const parsed = v.safeParse(accountInput, { phoneNumber, name }, { abortPipeEarly: true });
  if (!parsed.success) {
    const issue = parsed.issues[0];
    const field = issue.path?.[0]?.key === 'name' ? 'name' : 'phone number';
    const text = formMessages[issue.message as keyof typeof formMessages]?.en ?? issue.message;
    return { ok: false, reason: `${field}: ${text}` };
  }
  const existing = await db.selectFrom('accounts').select('id').where('phoneNumber', '=', parsed.output.phoneNumber).executeTakeFirst();
  if (existing) return { ok: false, reason: `an account with ${parsed.output.phoneNumber} already exists (id ${existing.id})` };
  const row = await db
    .insertInto('accounts')
    .values({ phoneNumber: parsed.output.phoneNumber, name: parsed.output.name, roles: role, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ok: true, id: row.id, phoneNumber: parsed.output.phoneNumber };
}

const toRow = (row: { id: number; phoneNumber: string; name: string; roles: string; createdAt: number }): AccountRow => ({
  id: row.id,
  phoneNumber: row.phoneNumber,
  name: row.name,
  role: roleOf(row.roles),
  createdAt: new Date(Number(row.createdAt)).toISOString(),
});

/** The accounts, staff roles first then customers, each group newest first; `search` matches a name or a number. */
export async function listAccounts(db: Db, search = ''): Promise<AccountRow[]> {
  let query = db.selectFrom('accounts').select(['id', 'phoneNumber', 'name', 'roles', 'createdAt']).orderBy('id', 'desc').limit(500);
  const digits = toLatinDigits(search).replace(/\D/g, '');
  if (search.trim()) {
    query = query.where((eb) =>
      eb.or([
        eb('name', 'like', `%${search.trim().replace(/[%_\\]/g, '')}%`),
        ...(digits ? [eb('phoneNumber', 'like', `%${digits}%`)] : []),
      ]),
    );
  }
  const rows = (await query.execute()).map(toRow);
  const rank = (row: AccountRow) => (row.role === 'customer' ? 1 : 0);
  return rows.sort((a, b) => rank(a) - rank(b));
}

/** One account, or undefined. */
export async function findAccount(db: Db, id: number): Promise<AccountRow | undefined> {
  const row = await db
    .selectFrom('accounts')
    .select(['id', 'phoneNumber', 'name', 'roles', 'createdAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRow(row);
}

/** How many admins there are (the last one may not stop being one). */
export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('roles', '=', 'admin')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
