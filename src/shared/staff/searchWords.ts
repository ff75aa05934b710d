import { foldSearch } from '~/shared/catalogue/searchForms.ts';
import type { SearchWord } from '~/shared/contract/staff/searchWords.ts';

/** The catalogue's word said again as the word typed (as the search reads both): a word that would change nothing. */
export function sameWordProblem(word: SearchWord): 'sameWord' | null {
  return foldSearch(word.typed) === foldSearch(word.meant) ? 'sameWord' : null;
}
