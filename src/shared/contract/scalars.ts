// The plain values the contract's schemas are made of.
import * as v from 'valibot';
import { PRICE_MAX } from '~/shared/fields/vocabulary.ts';

export const text = v.string();
export const int = v.pipe(v.number(), v.integer());
/** A whole number, 0 or more. */
export const count = v.pipe(int, v.minValue(0));
/** A moment as ISO 8601 text (UTC). */
export const moment = v.pipe(text, v.isoTimestamp());
/** Tomans: a whole number from 0 to the largest price. */
export const amount = v.pipe(int, v.minValue(0), v.maxValue(PRICE_MAX));
