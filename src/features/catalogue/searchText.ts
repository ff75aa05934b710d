import { translator, type Locale } from '~/shared/i18n/i18n.ts';

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

/** The search box's and dialog's words in one language. */
export function searchText(locale: Locale): SearchText {
  const t = translator(locale);
  return {
    label: t('search.label'),
    placeholder: t('search.placeholder'),
    submit: t('search.submit'),
    close: t('common.close'),
    suggestions: t('search.suggestions'),
    noneFor: t('search.noneFor'),
    didYouMean: t('search.didYouMean'),
    readAs: t('search.readAs'),
    asTyped: t('search.asTyped'),
    allResults: t('search.allResults'),
    categories: t('nav.categories'),
    popular: t('search.popular'),
  };
}
