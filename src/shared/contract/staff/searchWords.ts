// What the calls of the shop's own search words take and answer (docs/rules.md#search), and the types read from them.
import * as v from 'valibot';
import { oneWord } from '~/shared/forms/rules.ts';

/** A word of the shop's for its search: what shoppers type, and the catalogue's word they mean. */
export const searchWord = v.object({ typed: v.string(), meant: v.string() });
export type SearchWord = v.InferOutput<typeof searchWord>;

export const searchWordList = v.object({ words: v.array(searchWord) });

/** A search that found nothing: its folded text, how often since the day asked, and the last day it was made. */
export const searchMiss = v.object({
  text: v.pipe(v.string(), v.description('The search as the search reads it (folded).')),
  count: v.pipe(v.number(), v.integer()),
  lastDay: v.pipe(v.string(), v.description('YYYY-MM-DD in the shop’s time zone.')),
});
export type SearchMiss = v.InferOutput<typeof searchMiss>;

export const searchWordsAndMisses = v.object({ ...searchWordList.entries, misses: v.array(searchMiss) });

/** A word of the shop's as staff write it: one word each side (sameWordProblem checks they differ). */
export const searchWordInput = v.object({ typed: oneWord, meant: oneWord });

/** The word to remove, by what shoppers type. */
export const searchWordRemoval = v.object({ typed: v.pipe(v.string(), v.maxLength(100)) });
