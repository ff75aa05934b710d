import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import type { Locale } from '~/shared/i18n/locale.ts';
import { codeFor, test, withDatabase } from './support.ts';
import type { Role } from '~/shared/fields/staffVocabulary.ts';

/** The login page's labels in each language (the staff area uses the shop's phone-code login). */
const login = {
  en: { prefix: '', phone: 'Mobile number', send: 'Send the code', digit: 'Digit 1 of 6' },
  fa: { prefix: '/fa', phone: 'شمارهٔ موبایل', send: 'ارسال کد', digit: 'رقم ۱ از ۶' },
} as const;

/** A fresh account of `role` (tests run side by side); its number. */
export function newStaffAccount(role: Role, name = `Test ${role}`): string {
  const phone = `0913${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  withDatabase((db) => {
    db.prepare('INSERT INTO accounts (phoneNumber, name, roles, createdAt) VALUES (?, ?, ?, ?)').run(phone, name, role, Date.now());
    // Every test logs in from 127.0.0.1: keep the hourly per-address cap for the one test running.
    db.prepare('DELETE FROM otpSends WHERE phoneNumber != ?').run(phone);
  });
  return phone;
}

/**
 * Logs a fresh account of `role` in through the login page and back to `path` of the staff area, as a member would
 * (open, be sent to log in, type the code). Returns its number.
 */
export async function staffLogin(page: Page, role: Role, locale: Locale, path = '/staff'): Promise<string> {
  const phone = newStaffAccount(role);
  await logIn(page, phone, locale, path);
  return phone;
}

/** Logs the account of `phone` in as anybody does: open `path`, get sent to the login page, type the texted code. */
export async function logIn(page: Page, phone: string, locale: Locale, path: string) {
  const l = login[locale];
  await page.goto(`${l.prefix}${path}`);
  await expect(page).toHaveURL(/\/account\/login\?next=/);
  await page.getByLabel(l.phone).fill(phone);
  await page.getByRole('button', { name: l.send }).click();
  await page.getByRole('textbox', { name: l.digit }).fill(await codeFor(phone));
  await expect(page).not.toHaveURL(/\/account\/login/);
}

/** Screenshots of the staff area for review when SHOTS_DIR is set (phone and desktop, both languages). */
export async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${test.info().project.name}.png`, fullPage: true });
}
