import type { Locale } from '~/shared/i18n/locale.ts';
import { staffTexts, type StaffKey } from '~/features/staff/staffText.ts';

/** The staff texts the search words' island shows (the form to teach a word, and the words taught). */
export const SEARCH_WORDS_KEYS = [
  'searchWords.add',
  'searchWords.typed',
  'searchWords.typedHelp',
  'searchWords.meant',
  'searchWords.meantHelp',
  'searchWords.save',
  'searchWords.wordsTitle',
  'searchWords.noWords',
  'searchWords.remove',
  'searchWords.means',
] as const satisfies readonly StaffKey[];
export type SearchWordsText = Record<(typeof SEARCH_WORDS_KEYS)[number], string>;
export const searchWordsText = (locale: Locale): SearchWordsText => staffTexts(locale, SEARCH_WORDS_KEYS);
