import { describe, expect, it } from 'vitest';
import { generateCode, hashCode, maySend, OTP_RULES, verifyCode, type CodeRecord } from '~/service/login/otpRules.server.ts';

const SECRET = 'test-secret';
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const record = (code: string, overrides: Partial<CodeRecord> = {}): CodeRecord => ({
  phoneNumber: '09121234567',
  codeHash: hashCode('09121234567', code, SECRET),
  createdAt: T0,
  tries: 0,
  usedAt: null,
  ...overrides,
});

describe('generateCode', () => {
  it('gives six digits, keeping leading zeros', () => {
    expect(generateCode(() => 42)).toBe('000042');
    expect(generateCode(() => 999_999)).toBe('999999');
    expect(generateCode()).toMatch(/^\d{6}$/);
  });
});

describe('hashCode', () => {
  it('never stores the code itself and binds it to the phone number', () => {
    const hash = hashCode('09121234567', '123456', SECRET);
    expect(hash).not.toContain('123456');
    expect(hashCode('09120000000', '123456', SECRET)).not.toBe(hash);
    expect(hashCode('09121234567', '123456', 'other-secret')).not.toBe(hash);
  });
});

describe('maySend', () => {
  it('allows the first code and a resend 119 s later, not sooner', () => {
    expect(maySend(T0, [], [])).toEqual({ ok: true });
    expect(maySend(T0 + 118_000, [T0], [T0])).toEqual({ ok: false, reason: 'resend-too-soon', retryAfterSeconds: 1 });
    expect(maySend(T0 + OTP_RULES.resendMs, [T0], [T0])).toEqual({ ok: true });
  });

  it('caps codes per phone and per address in any hour', () => {
    const five = [0, 1, 2, 3, 4].map((i) => T0 + i * 120_000);
    const now = T0 + 10 * 60_000;
    expect(maySend(now, five, five)).toMatchObject({ ok: false, reason: 'phone-limit' });
    expect(maySend(T0 + 3_600_001, five, five)).toEqual({ ok: true });
    const twenty = Array.from({ length: 20 }, (_, i) => T0 + i * 1000);
    expect(maySend(now, [], twenty)).toMatchObject({ ok: false, reason: 'address-limit' });
  });
});

describe('verifyCode', () => {
  it('accepts the right code once', () => {
    const first = verifyCode(T0 + 10_000, record('123456'), hashCode('09121234567', '123456', SECRET));
    expect(first.outcome).toBe('ok');
    expect(verifyCode(T0 + 11_000, first.record, hashCode('09121234567', '123456', SECRET)).outcome).toBe('no-code');
  });

  it('expires after two minutes', () => {
    expect(verifyCode(T0 + OTP_RULES.validMs + 1, record('123456'), hashCode('09121234567', '123456', SECRET)).outcome).toBe('expired');
  });

  it('counts wrong tries and ends the code at the fifth', () => {
    let current: CodeRecord | undefined = record('123456');
    const wrong = hashCode('09121234567', '000000', SECRET);
    const outcomes = [];
    for (let i = 0; i < 5; i++) {
      const result = verifyCode(T0 + 1000, current, wrong);
      outcomes.push(result.outcome);
      current = result.record;
    }
    expect(outcomes).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'too-many-tries']);
    expect(verifyCode(T0 + 2000, current, hashCode('09121234567', '123456', SECRET)).outcome).toBe('too-many-tries');
  });

  it('has nothing to check without a code', () => {
    expect(verifyCode(T0, undefined, 'x').outcome).toBe('no-code');
  });
});
