/** Translated strings of the search box and dialog. */
export interface SearchText {
  label: string;
  placeholder: string;
  submit: string;
  close: string;
  suggestions: string;
  /** No product for the term: what to try, with {{text}}. */
  noneFor: string;
  /** The term with its slips mended, offered: "Did you mean {{text}}?". */
  didYouMean: string;
  /** The search read another way (the other keyboard layout, Finglish): "Showing results for {{text}}". */
  readAs: string;
  /** The link to the words as typed: "Search for {{text}} as typed". */
  asTyped: string;
  /** The link under the suggestions to the results page: "See all results for {{text}}". */
  allResults: string;
  categories: string;
  popular: string;
}
