import * as v from 'valibot';
import { foldSearch } from '~/shared/catalogue/searchForms.ts';
import { oneWord } from '~/shared/forms/rules.ts';

/** A word of the shop's for its search: what shoppers type, and the catalogue's word they mean (docs/rules.md#search). */
export interface SearchWord {
  typed: string;
  meant: string;
}

/** A search that found nothing: its folded text, how often since the day asked, and the last day it was made. */
export interface SearchMiss {
  text: string;
  count: number;
  lastDay: string;
}

/** A word of the shop's as staff write it: one word each side (sameWordProblem checks they differ). */
export const searchWordInput = v.object({ typed: oneWord, meant: oneWord });

/** The catalogue's word said again as the word typed (as the search reads both): a word that would change nothing. */
export function sameWordProblem(word: SearchWord): 'sameWord' | null {
  return foldSearch(word.typed) === foldSearch(word.meant) ? 'sameWord' : null;
}
