import { randomBytes } from 'node:crypto';
import type { Role } from '~/shared/staff/roles.ts';
import type { Db } from '~/service/db/database.server.ts';
import { SESSION_COOKIE, tokenHash } from '~/service/login/login.server.ts';

let counter = 0;

/**
 * An account of `role` signed in, as the phone-code login leaves it (a session row and its cookie), for suites
 * that test what each role may do rather than the login itself. Each call makes a new account.
 */
export async function signedInAs(
  db: Db,
  role: Role,
  name = `Test ${role}`,
): Promise<{ cookie: string; accountId: number; phoneNumber: string }> {
  const phoneNumber = `0935${String(process.pid % 1000).padStart(3, '0')}${String(++counter).padStart(4, '0')}`;
  const { id } = await db
    .insertInto('accounts')
    .values({ phoneNumber, name, roles: role, createdAt: Date.now() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(24).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ tokenHash: tokenHash(token), accountId: id, createdAt: Date.now(), expiresAt: Date.now() + 86_400_000 })
    .execute();
  return { cookie: `${SESSION_COOKIE}=${token}`, accountId: id, phoneNumber };
}
