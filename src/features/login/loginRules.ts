import { digitsIn } from '~/shared/catalogue/format.ts';
import { toLatinDigits } from '~/shared/catalogue/search.ts';
import { CODE_LENGTH } from '~/shared/forms/rules.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/** Where to go after signing in: a path on this site taken from `?next=`, else the account page. */
export function nextPath(next: string | null | undefined, fallback: string): string {
  if (!next || next.length > 300) return fallback;
  // Only a path of this site: no scheme, no protocol-relative `//`, no backslash tricks, not the login page again.
  if (!/^\/(?![/\\])[^\\\s]*$/.test(next) || /\/account\/login\/?(?:[?#]|$)/.test(next)) return fallback;
  // As a URL would send it: a Persian path percent-encoded, so it can go into a Location header as it is.
  const url = new URL(next, 'http://this.site');
  return url.origin === 'http://this.site' ? `${url.pathname}${url.search}${url.hash}` : fallback;
}

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
