import * as v from 'valibot';
import { formMessages, mobileNumber, requiredText } from '~/shared/forms/rules.ts';
import type { Db } from '~/service/db/database.server.ts';
import type { Role } from '~/shared/staff/roles.ts';

const accountInput = v.object({ phoneNumber: mobileNumber, name: requiredText(100) });

/** The result of adding an account: created, or why not (in words staff can act on). */
export type AddAccountResult = { ok: true; id: number; phoneNumber: string } | { ok: false; reason: string };

/** Creates an account (accounts are made by staff only), a customer's unless `role` says otherwise; the phone number is checked and normalised. */
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
