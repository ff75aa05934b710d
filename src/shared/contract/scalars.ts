// The plain values the contract's schemas are made of.
import * as v from 'valibot';

export const text = v.string();
export const int = v.pipe(v.number(), v.integer());
/** A whole number, 0 or more. */
export const count = v.pipe(int, v.minValue(0));
/** A moment as ISO 8601 text (UTC). */
export const moment = v.pipe(text, v.isoTimestamp());
