import { createHash, randomBytes } from 'node:crypto';
import { formatCount } from '~/shared/i18n/format.ts';
import { filled } from '~/shared/i18n/bilingual.ts';
import { fill } from '~/shared/i18n/fill.ts';
import type { Db, Store } from '~/service/db/database.server.ts';
import { lockRule } from '~/service/db/ruleLock.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { loginTexts, serviceMessages } from '~/service/http/messages.server.ts';
import { generateCode, hashCode, maySend, OTP_RULES, verifyCode } from './otpRules.server.ts';
import { smsSender } from './sms.server.ts';
import { log, maskedPhone, messageOf } from '~/service/observe/log.server.ts';
import { metrics } from '~/service/observe/metrics.server.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/** The session cookie's name and lifetime. */
export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;

/** What a signed-in visitor's session knows of them. */
export interface SignedIn {
  accountId: number;
  phoneNumber: string;
  name: string;
  roles: string;
}

/** The key for code hashes: OTP_SECRET, or one made once and kept in the database (shared by every process). */
export async function otpSecret(db: Db, configured: string): Promise<string> {
  if (configured) return configured;
  const made = randomBytes(32).toString('base64url');
  await db
    .insertInto('meta')
    .values({ key: 'otpSecret', value: made })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', 'otpSecret').executeTakeFirstOrThrow();
  return row.value;
}

/**
 * Step 1: makes and sends a code when the rules allow; every number gets the same answer. Only known numbers are
 * texted, unless the bell asked (`forAlert`). Within 119 s of the last code, the seconds left and nothing sent.
 */
export async function requestCode(
  store: Store,
  input: { phoneNumber: string; address: string; now: number; secret: string; locale: Locale; forAlert?: boolean | undefined },
) {
  const { phoneNumber, address, now, secret, locale, forAlert = false } = input;
  const hourAgo = now - 3_600_000;
  const outcome = await store.db.transaction().execute(async (trx) => {
    // The hour's caps count what earlier requests sent: requests racing for codes count one after the other.
    await lockRule(trx, 'otp.send');
    const phoneTimes = await trx
      .selectFrom('otpSends')
      .select('sentAt')
      .where('phoneNumber', '=', phoneNumber)
      .where('sentAt', '>', hourAgo)
      .execute();
    const addressTimes = await trx
      .selectFrom('otpSends')
      .select('sentAt')
      .where('address', '=', address)
      .where('sentAt', '>', hourAgo)
      .execute();
    const decision = maySend(
      now,
      phoneTimes.map((r) => Number(r.sentAt)),
      addressTimes.map((r) => Number(r.sentAt)),
    );
    if (!decision.ok) return decision;
    const code = generateCode();
    const record = { codeHash: hashCode(phoneNumber, code, secret), createdAt: now, tries: 0, usedAt: null, forAlert: forAlert ? 1 : 0 };
    await trx
      .insertInto('otpCodes')
      .values({ phoneNumber, ...record })
      .onConflict((oc) => oc.column('phoneNumber').doUpdateSet(record))
      .execute();
    await trx.insertInto('otpSends').values({ phoneNumber, address, sentAt: now }).execute();
    // Old bookkeeping goes as new comes, so the table stays an hour deep.
    await trx.deleteFrom('otpSends').where('sentAt', '<', hourAgo).execute();
    const account = await trx.selectFrom('accounts').select('id').where('phoneNumber', '=', phoneNumber).executeTakeFirst();
    const known = forAlert || Boolean(account) || (await lastOrderOf(trx, phoneNumber)) !== undefined;
    return { ok: true as const, code, hasAccount: known };
  });
  if (!outcome.ok) {
    if (outcome.reason === 'resend-too-soon') return { phoneNumber, resendAfter: outcome.retryAfterSeconds };
    metrics.loginCodes.inc({ outcome: 'capped' });
    log.warn(
      { event: 'login cap', phone: maskedPhone(phoneNumber), reason: outcome.reason },
      'a login code was refused: hourly cap reached',
    );
    const minutes = Math.ceil(outcome.retryAfterSeconds / 60);
    throw new ServiceError(
      429,
      filled(serviceMessages.codesCapped, { en: { minutes: String(minutes) }, fa: { minutes: formatCount('fa', minutes) } }),
      [],
      { 'retry-after': String(outcome.retryAfterSeconds) },
    );
  }
  if (outcome.hasAccount) {
    const sender = await smsSender();
    // Not awaited: a slow gateway must not tell a visitor which numbers have accounts.
    sender
      .send({
        to: phoneNumber,
        code: outcome.code,
        text: fill(loginTexts.sms[locale], { code: outcome.code, shop: loginTexts.smsShop[locale] }),
      })
      .then(
        () => metrics.loginCodes.inc({ outcome: 'sent' }),
        (error: unknown) => {
          metrics.loginCodes.inc({ outcome: 'failed' });
          log.error({ event: 'login code failed', phone: maskedPhone(phoneNumber) }, `the login code was not sent: ${messageOf(error)}`);
        },
      );
  }
  return { phoneNumber, resendAfter: Math.round(OTP_RULES.resendMs / 1000) };
}

const verifyFailures = { wrong: loginTexts.wrong, expired: loginTexts.expired, tooMany: loginTexts.tooMany };

/** Step 2: checks the code; on success opens a session and returns its token (shown only once, in the cookie). */
export async function verifyLogin(store: Store, input: { phoneNumber: string; code: string; now: number; secret: string }) {
  const { phoneNumber, code, now, secret } = input;
  return store.db.transaction().execute(async (trx) => {
    // Each guess counts against the code's tries: guesses sent at once are counted one after the other.
    await lockRule(trx, `otp.verify ${phoneNumber}`);
    const stored = await trx.selectFrom('otpCodes').selectAll().where('phoneNumber', '=', phoneNumber).executeTakeFirst();
    const record = stored && {
      ...stored,
      createdAt: Number(stored.createdAt),
      usedAt: stored.usedAt === null ? null : Number(stored.usedAt),
    };
    const { outcome, record: next } = verifyCode(now, record, hashCode(phoneNumber, code, secret));
    if (next && record && (next.tries !== record.tries || next.usedAt !== record.usedAt)) {
      await trx.updateTable('otpCodes').set({ tries: next.tries, usedAt: next.usedAt }).where('phoneNumber', '=', phoneNumber).execute();
    }
    // A number that ordered, or proved itself for the bell, and signs in for the first time gets its account (a
    // customer).
    const account = outcome === 'ok' ? await accountOf(trx, phoneNumber, now, stored?.forAlert === 1) : undefined;
    // A number without an account or an order never got its code: a lucky guess is still a wrong code.
    if (outcome === 'ok' && account) {
      const token = randomBytes(32).toString('base64url');
      await trx
        .insertInto('sessions')
        .values({ tokenHash: tokenHash(token), accountId: account.id, createdAt: now, expiresAt: now + SESSION_DAYS * 86_400_000 })
        .execute();
      await trx.deleteFrom('sessions').where('expiresAt', '<', now).execute();
      return { ok: true as const, token, account: { phoneNumber: account.phoneNumber, name: account.name, roles: account.roles } };
    }
    const failure =
      outcome === 'too-many-tries'
        ? verifyFailures.tooMany
        : outcome === 'expired' || outcome === 'no-code'
          ? verifyFailures.expired
          : verifyFailures.wrong;
    return { ok: false as const, status: outcome === 'too-many-tries' ? 429 : 400, failure };
  });
}

/** The latest order placed from a number, if any. */
function lastOrderOf(db: Db, phoneNumber: string) {
  return db
    .selectFrom('orders')
    .select(['firstName', 'lastName'])
    .where('mobile', '=', phoneNumber)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * A number's account; one that placed an order, or proved itself with the bell's code, but has none is given one, as
 * a customer, named as it ordered (unnamed otherwise).
 */
async function accountOf(trx: Db, phoneNumber: string, now: number, forAlert: boolean) {
  const account = await trx.selectFrom('accounts').selectAll().where('phoneNumber', '=', phoneNumber).executeTakeFirst();
  if (account) return account;
  const order = await lastOrderOf(trx, phoneNumber);
  if (!order && !forAlert) return undefined;
  const name = order ? `${order.firstName} ${order.lastName}`.trim() : '';
  return trx
    .insertInto('accounts')
    .values({ phoneNumber, name, roles: 'customer', createdAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The stored form of a session token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The account behind a session token, or null when the token is unknown or expired. */
export async function signedInAccount(db: Db, token: string | undefined, now = Date.now()): Promise<SignedIn | null> {
  if (!token || token.length > 100) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.accountId')
    .select(['accounts.id as accountId', 'accounts.phoneNumber', 'accounts.name', 'accounts.roles', 'sessions.expiresAt'])
    .where('sessions.tokenHash', '=', tokenHash(token))
    .executeTakeFirst();
  if (!row || Number(row.expiresAt) <= now) return null;
  return { accountId: row.accountId, phoneNumber: row.phoneNumber, name: row.name, roles: row.roles };
}

/** Ends a session (nothing happens for an unknown token). */
export async function endSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash(token)).execute();
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined; // broken %-encoding: no session, so the caller clears the cookie
    }
  }
  return undefined;
}

/** The Set-Cookie value for a session token (or, with no token, one that clears it). */
export function sessionCookie(token: string | null, secure: boolean): string {
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return token ? `${SESSION_COOKIE}=${token}; Max-Age=${SESSION_DAYS * 86_400}; ${flags}` : `${SESSION_COOKIE}=; Max-Age=0; ${flags}`;
}
