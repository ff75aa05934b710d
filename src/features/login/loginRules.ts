import { digitsIn } from '~/shared/i18n/format.ts';
import { CODE_LENGTH } from '~/shared/forms/rules.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { toLatinDigits } from '~/shared/text/digits.ts';

/** A countdown as minutes:seconds (1:59), in Persian digits on Persian pages. */
export function formatCountdown(seconds: number, locale: Locale): string {
  const s = Math.max(0, Math.ceil(seconds));
  return digitsIn(locale, `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`);
}

/** Up to `length` Latin digits from typed or pasted text (Persian and Arabic-Indic digits folded, the rest dropped). */
export function codeDigits(text: string, length = CODE_LENGTH): string[] {
  return [...toLatinDigits(text)].filter((c) => c >= '0' && c <= '9').slice(0, length);
}

/** The code boxes, all empty. */
export function emptyCode(): string[] {
  return Array<string>(CODE_LENGTH).fill('');
}

/** Whether every box holds a digit: the code is then checked at once (docs/rules.md#login). */
export function isCodeComplete(code: readonly string[]): boolean {
  return code.every(Boolean);
}

/** Whole seconds from `now` to `deadline` (both in ms), never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
