import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '~/shared/forms/rules.ts';

/** The phone-code rules (docs/rules.md#login). */
export const OTP_RULES = {
  length: CODE_LENGTH,
  /** A code is valid for 2 minutes. */
  validMs: 120_000,
  /** A new code for the same phone at most once every 119 s. */
  resendMs: 119_000,
  /** Five wrong tries end a code. */
  maxTries: 5,
  /** Codes per phone and per address in any hour. */
  perPhonePerHour: 5,
  perIpPerHour: 20,
} as const;

/** A code as the store keeps it: only its hash, never the code. */
export interface CodeRecord {
  phoneNumber: string;
  codeHash: string;
  createdAt: number;
  tries: number;
  usedAt: number | null;
}

/** Six digits from the cryptographic generator. */
export function generateCode(draw: (max: number) => number = randomInt): string {
  return String(draw(10 ** OTP_RULES.length)).padStart(OTP_RULES.length, '0');
}

/** The stored form of a code: an HMAC keyed by the server's secret and bound to the phone number. */
export function hashCode(phoneNumber: string, code: string, secret: string): string {
  return createHmac('sha256', secret).update(`${phoneNumber}:${code}`).digest('hex');
}

export type SendDecision =
  { ok: true } | { ok: false; reason: 'resend-too-soon' | 'phone-limit' | 'address-limit'; retryAfterSeconds: number };

/**
 * Whether a new code may be sent now: not within 119 s of the last one for this phone, and under the
 * hourly caps per phone and per address (`sentTimes` are the send times within the last hour).
 */
export function maySend(now: number, phoneSentTimes: readonly number[], addressSentTimes: readonly number[]): SendDecision {
  const hourAgo = now - 3_600_000;
  const phoneHour = phoneSentTimes.filter((t) => t > hourAgo).sort((a, b) => a - b);
  const addressHour = addressSentTimes.filter((t) => t > hourAgo).sort((a, b) => a - b);
  const last = phoneHour[phoneHour.length - 1];
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  if (last !== undefined && now - last < OTP_RULES.resendMs) {
    return { ok: false, reason: 'resend-too-soon', retryAfterSeconds: seconds(last + OTP_RULES.resendMs - now) };
  }
  if (phoneHour.length >= OTP_RULES.perPhonePerHour) {
    return { ok: false, reason: 'phone-limit', retryAfterSeconds: seconds(phoneHour[0]! + 3_600_000 - now) };
  }
  if (addressHour.length >= OTP_RULES.perIpPerHour) {
    return { ok: false, reason: 'address-limit', retryAfterSeconds: seconds(addressHour[0]! + 3_600_000 - now) };
  }
  return { ok: true };
}

export type VerifyOutcome = 'ok' | 'wrong' | 'expired' | 'too-many-tries' | 'no-code';

/**
 * Checks a typed code against the phone's latest code: single use, valid 2 minutes, ended by 5 wrong
 * tries. Returns the outcome and the record as it must be stored afterwards.
 */
export function verifyCode(
  now: number,
  record: CodeRecord | undefined,
  typedHash: string,
): { outcome: VerifyOutcome; record: CodeRecord | undefined } {
  if (!record || record.usedAt !== null) return { outcome: 'no-code', record };
  if (record.tries >= OTP_RULES.maxTries) return { outcome: 'too-many-tries', record };
  if (now - record.createdAt > OTP_RULES.validMs) return { outcome: 'expired', record };
  const matches = record.codeHash.length === typedHash.length && timingSafeEqual(Buffer.from(record.codeHash), Buffer.from(typedHash));
  if (matches) return { outcome: 'ok', record: { ...record, usedAt: now } };
  const tries = record.tries + 1;
  return { outcome: tries >= OTP_RULES.maxTries ? 'too-many-tries' : 'wrong', record: { ...record, tries } };
}
