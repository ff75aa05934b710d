import type { Locale } from '~/shared/i18n/locale.ts';
import { staffCount } from '~/features/staff/staffText.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * A span of time as staff say it, rounded down to its largest whole unit: minutes under an hour (at least one),
 * hours under two days, else days ("3 hours", «۲ روز»).
 */
export function durationText(locale: Locale, ms: number): string {
  if (ms < HOUR) return staffCount(locale, 'dashboard.minutes', Math.max(1, Math.floor(ms / MINUTE)));
  if (ms < 48 * HOUR) return staffCount(locale, 'dashboard.hours', Math.floor(ms / HOUR));
  return staffCount(locale, 'dashboard.days', Math.floor(ms / (24 * HOUR)));
}
