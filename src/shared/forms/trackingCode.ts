// A parcel's tracking code as staff type or paste it, and whether it looks like one.
import { toLatinDigits } from '~/shared/text/digits.ts';

/** The longest tracking code: Post's are 20 to 24 digits, Tipax's and Chapar's shorter. */
export const TRACKING_MAX = 40;

/**
 * A tracking code as typed or pasted: Persian digits become Latin, spaces and dashes between groups go, letters
 * become capitals (Tipax's and Chapar's codes hold some). Empty when nothing is left.
 */
export function typedTrackingCode(text: string): string {
  return toLatinDigits(text)
    .replace(/[\s\-\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .toUpperCase();
}

/** Whether a tracking code, as `typedTrackingCode` leaves it, looks like one: 4 to 40 Latin letters and digits. */
export const validTrackingCode = (code: string): boolean => new RegExp(`^[A-Z0-9]{4,${TRACKING_MAX}}$`).test(code);
