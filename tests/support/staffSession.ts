import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '~/service/db/database.server.ts';
import { SESSION_COOKIE, tokenHash } from '~/service/login/login.server.ts';
import type { Role } from '~/shared/fields/staffVocabulary.ts';

/**
 * An account of `role` signed in, as the phone-code login leaves it (a session row and its cookie), for suites
 * that test what each role may do rather than the login itself. Each call makes a new account.
 */
export async function signedInAs(
  db: Db,
  role: Role,
  name = `Test ${role}`,
): Promise<{ cookie: string; accountId: number; phoneNumber: string }> {
  // Suites run in several processes on one database: a random number, drawn again if another suite has it.
  let account: { id: number; phoneNumber: string } | undefined;
  while (!account) {
    const phoneNumber = `0935${randomInt(10_000_000).toString().padStart(7, '0')}`;
    const row = await db
      .insertInto('accounts')
      .values({ phoneNumber, name, roles: role, createdAt: Date.now() })
      .onConflict((conflict) => conflict.column('phoneNumber').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) account = { id: row.id, phoneNumber };
  }
  const { id, phoneNumber } = account;
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ tokenHash: tokenHash(token), accountId: id, createdAt: Date.now(), expiresAt: Date.now() + 86_400_000 })
    .execute();
  return { cookie: `${SESSION_COOKIE}=${token}`, accountId: id, phoneNumber };
}
