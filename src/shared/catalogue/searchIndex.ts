import { closestWords, COLLOQUIAL, foldSearch, MOST_SLIPS, searchForms, typoAllowance } from './searchForms.ts';
import { finglishMatch, finglishStarts, finglishWord, otherLayout } from './searchReadings.ts';

// The shop's search index (docs/rules.md#search): every word of the catalogue's texts with the documents it is in,
// a document's name (codes and names) apart from the rest (descriptions, categories, sizes). A query word matches
// the catalogue's words that hold one of its forms; any word may match, and documents matching more words, in
// their names, as whole words, come first.

/** What one document (a product) is found by: its codes and names, and the rest of what describes it. */
export interface SearchDocument {
  name: string;
  more: string;
}

export interface SearchIndex {
  /** How many documents it holds. */
  documents: number;
  /** Every word of the catalogue without a digit, folded, once, the commonest first. */
  words: WordList;
  /** The words with a digit (codes, sizes), the commonest first. */
  codes: WordList;
  /** The codes by the letters they start with ("vas" for vas0120): what a word without digits may start. */
  codesByLetters: Map<string, string[]>;
  /** Each word's documents, as `document * 2 + field` (0 name, 1 the rest), each once, in document order. */
  postings: Map<string, number[]>;
  /** Each word as the catalogue writes it (the madda, the non-joiner, a hyphen), for "did you mean". */
  written: Map<string, string>;
  /** Each document's name as folded words, in order: words of a query standing together in it rank higher. */
  names: string[][];
  /** The Persian words by their first letter, the commonest first: what a Finglish word may be. */
  persianByStart: Map<string, string[]>;
}

/** Words, and where each pair of letters stands: a form's rarest pair leads to the few words that may hold it. */
interface WordList {
  all: string[];
  byPair: Map<string, number[]>;
}

function wordList(all: string[]): WordList {
  const byPair = new Map<string, number[]>();
  all.forEach((word, n) => {
    for (let i = 0; i + 2 <= word.length; i += 1) {
      const pair = word.slice(i, i + 2);
      const list = byPair.get(pair);
      if (!list) byPair.set(pair, [n]);
      else if (list.at(-1) !== n) list.push(n);
    }
  });
  return { all, byPair };
}

/** The words of a list that may hold `form`: all of them for one letter, else those with its rarest pair. */
function candidates(list: WordList, form: string): Iterable<string> {
  if (form.length < 2) return list.all;
  let fewest: number[] | undefined;
  for (let i = 0; i + 2 <= form.length; i += 1) {
    const found = list.byPair.get(form.slice(i, i + 2));
    if (!found) return [];
    if (!fewest || found.length < fewest.length) fewest = found;
  }
  return fewest!.map((n) => list.all[n]!);
}

/** A query word: its forms (itself, singulars, written forms) and the catalogue's words it may be a slip for. */
interface QueryWord {
  typed: string;
  /** Its forms, each with the catalogue's words holding it. */
  holding: { form: string; words: [string, number][] }[];
  /** Whether one of its forms is in the catalogue's words. */
  known: boolean;
  near: string[];
}

/** The documents matching a query, the best first; and what the shopper may have meant. */
export interface SearchRanking {
  ranked: number[];
  /** The query with its slips mended from the catalogue's words, when one was found nowhere; else null. */
  didYouMean: string | null;
  /** The query as read on the other keyboard layout or from Finglish, when that reading was searched; else null. */
  readAs: string | null;
}

/** Words too common to search by: "a vase for flowers", «گلدان برای گل». */
const STOP_WORDS = new Set([
  ...['a', 'an', 'and', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with'],
  ...['از', 'اون', 'این', 'با', 'برای', 'به', 'در', 'را', 'که', 'و', 'یا', 'یک'],
]);

// Weights of a match in a name and elsewhere: the whole word, its start, inside it.
const WEIGHTS = [
  [8, 6, 4],
  [3, 2, 1],
] as const;

const PERSIAN = /^[\u0600-\u06ff]/;
const LATIN_WORD = /^[a-zâ']+$/;

/** Splits a text into words as written: spaces and punctuation part words; the non-joiner and hyphens do not. */
const WRITTEN_WORDS = /[\s.,،؛;:!?()[\]{}«»"“”'‘’|*+=<>]+/;

/** The index of the given documents. */
export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const postings = new Map<string, number[]>();
  const written = new Map<string, string>();
  // A catalogue repeats its words: each is folded once.
  const folded = new Map<string, string[]>();
  const names: string[][] = [];
  const post = (word: string, code: number) => {
    const list = postings.get(word);
    if (!list) postings.set(word, [code]);
    else if (list.at(-1) !== code) list.push(code);
  };
  documents.forEach((document, index) => {
    const name: string[] = [];
    names.push(name);
    [document.name, document.more].forEach((text, field) => {
      for (const token of text.split(WRITTEN_WORDS)) {
        let parts = folded.get(token);
        if (!parts) folded.set(token, (parts = foldSearch(token).split(' ').filter(Boolean)));
        if (parts.length === 0) continue;
        if (field === 0) name.push(...parts);
        for (const part of parts) post(part, index * 2 + field);
        // دست‌باف is also found as دستباف, blown-glass as blownglass.
        const whole = parts.join('');
        if (parts.length > 1) post(whole, index * 2 + field);
        // Words as a sentence writes them ("vase" for "Vase"); codes as they are.
        if (!written.has(whole)) written.set(whole, /\d/.test(token) ? token : token.toLowerCase());
      }
    });
  });
  // The commonest words first: of two words as close to a slip, the catalogue's commoner one is meant (گلدن: گلدان).
  const vocabulary = [...postings.keys()].sort((a, b) => postings.get(b)!.length - postings.get(a)!.length);
  const codes = vocabulary.filter((word) => /\d/.test(word));
  const codesByLetters = Map.groupBy(codes, (code) => /^\D*/.exec(code)![0]);
  codesByLetters.delete('');
  const words = wordList(vocabulary.filter((word) => !/\d/.test(word)));
  const persianByStart = Map.groupBy(
    words.all.filter((word) => PERSIAN.test(word)),
    (word) => word[0]!,
  );
  return { documents: documents.length, words, codes: wordList(codes), codesByLetters, postings, written, names, persianByStart };
}

/**
 * The catalogue's words holding `form`, each with how: 0 the whole word, 1 its start, 2 inside it. A form
 * without a digit finds the codes it starts ("vas": VAS0120), not codes it is inside.
 */
function wordsHolding(index: SearchIndex, form: string): [string, number][] {
  const found: [string, number][] = [];
  const hasDigit = /\d/.test(form);
  for (const word of candidates(hasDigit ? index.codes : index.words, form)) {
    if (word === form) found.push([word, 0]);
    else if (word.startsWith(form)) found.push([word, 1]);
    else if (word.includes(form)) found.push([word, 2]);
  }
  if (!hasDigit) {
    for (const [letters, codes] of index.codesByLetters) if (letters.startsWith(form)) for (const code of codes) found.push([code, 1]);
  }
  return found;
}

/** The catalogue's words a typed word may be a slip for (codes for a code), within `limit` slips. */
function nearWords(index: SearchIndex, typed: string, limit = typoAllowance(typed)): string[] {
  return closestWords(typed, (/\d/.test(typed) ? index.codes : index.words).all, limit);
}

/**
 * The query's words with their forms, stop words left out, and for at most two
 * words found nowhere in the catalogue, the catalogue's words they may be a slip for.
 */
function queryWords(index: SearchIndex, query: string, colloquial?: Readonly<Record<string, string>>): QueryWord[] {
  const words = searchForms(query, colloquial)
    .filter((forms) => !STOP_WORDS.has(forms[0]!))
    .map((forms) => {
      const holding = forms.map((form) => ({ form, words: wordsHolding(index, form) }));
      return { typed: forms[0]!, holding, known: holding.some((held) => held.words.length > 0), near: [] as string[] };
    });
  const unknown = words.filter((word) => !word.known);
  if (unknown.length <= MOST_SLIPS) for (const word of unknown) word.near = nearWords(index, word.typed);
  return words;
}

/**
 * Adds one query word's best score per document to `scores` (and counts the word in `matched`): its forms as
 * typed, then (at half weight) its near words.
 */
function addWordScores(index: SearchIndex, word: QueryWord, scores: Float64Array, matched: Uint8Array, touched: number[]): void {
  const best = new Float64Array(index.documents);
  const seen: number[] = [];
  const score = (form: string, words: [string, number][], share: number) => {
    for (const [found, how] of words) {
      for (const code of index.postings.get(found)!) {
        const field = code & 1;
        // Inside a word of a description, only a form long enough to mean something (not "art" in "cartoon").
        if (field === 1 && how === 2 && form.length < 4) continue;
        const document = code >> 1;
        const value = WEIGHTS[field]![how]! * share;
        if (best[document] === 0) seen.push(document);
        if (value > best[document]!) best[document] = value;
      }
    }
  };
  for (const { form, words } of word.holding) score(form, words, 1);
  for (const form of word.near) score(form, wordsHolding(index, form), 0.5);
  for (const document of seen) {
    if (matched[document] === 0) touched.push(document);
    matched[document] = matched[document]! + 1;
    scores[document] = scores[document]! + best[document]!;
  }
}

export interface RankOptions {
  /** The shop's own colloquial forms, beside the built-in ones (searchForms.ts). */
  colloquial?: Readonly<Record<string, string>> | undefined;
  /** Documents that go behind equally good matches (sold out). */
  behind?: ReadonlySet<number> | undefined;
  /** The query as typed only: no other keyboard layout, no Finglish (the link under "showing results for"). */
  asTyped?: boolean | undefined;
}

/** Whether a query word's forms are a catalogue word or a word's start (found only inside words is weak). */
const strongly = (word: QueryWord) => word.holding.some((held) => held.words.some(([, how]) => how < 2));
/** Whether one of a query word's forms is a catalogue word, whole. */
const wholly = (word: QueryWord) => word.holding.some((held) => held.words.some(([, how]) => how === 0));
/** How well the catalogue knows a query's words: words known whole, then words at least a word's start. */
const knownness = (words: QueryWord[]) => words.filter(wholly).length * 16 + words.filter(strongly).length;

/** The query read another way: its text, as the results page names it, and its words. */
interface Reading {
  text: string;
  words: QueryWord[];
}

/**
 * When the catalogue does not know every word as typed, whole: the query read on the other keyboard layout, or its
 * Latin words read as Finglish; the reading whose words the catalogue knows better (more whole words, then more
 * words' starts) wins, else none. An English word of the catalogue, typed whole, is never read otherwise.
 */
function otherReading(
  index: SearchIndex,
  query: string,
  typed: QueryWord[],
  colloquial?: Readonly<Record<string, string>>,
): Reading | null {
  if (typed.every(wholly)) return null;
  let most = knownness(typed);
  let best: Reading | null = null;
  for (const text of [otherLayout(query.trim()), finglishText(index, query, typed, colloquial)]) {
    if (!text) continue;
    const words = queryWords(index, text, colloquial);
    const known = knownness(words);
    if (known > most) [best, most] = [{ text, words }, known];
  }
  return best;
}

/** The query with each Latin word the catalogue does not hold whole as the Persian word it spells, when one does; else null. */
function finglishText(index: SearchIndex, query: string, typed: QueryWord[], colloquial = COLLOQUIAL): string | null {
  const weak = new Set(typed.filter((word) => !wholly(word)).map((word) => word.typed));
  let read = false;
  const tokens = query
    .trim()
    .split(/\s+/)
    .map((token) => {
      const folded = foldSearch(token);
      const persian = weak.has(folded) && LATIN_WORD.test(folded) ? finglishOf(index, folded, colloquial) : null;
      if (!persian) return token;
      read = true;
      return index.written.get(persian) ?? persian;
    });
  return read ? tokens.join(' ') : null;
}

/** Finglish words already read, by index: searches repeat. */
const finglishRead = new WeakMap<SearchIndex, Map<string, string | null>>();

/**
 * The catalogue's Persian word a Finglish word spells (a colloquial form as the catalogue's word: "goldoon" گلدون
 * گلدان), the commonest first; a plural's "-ha" is let go. Null for none, or for a word under three letters.
 */
function finglishOf(index: SearchIndex, typed: string, colloquial: Readonly<Record<string, string>>): string | null {
  let read = finglishRead.get(index);
  if (!read) finglishRead.set(index, (read = new Map()));
  if (read.size > 10_000) read.clear();
  if (read.has(typed)) return read.get(typed)!;
  const latin = finglishWord(typed);
  let found: string | null = null;
  for (const stem of latin.length < 3 ? [] : [latin, latin.replace(/ha(?:ye?)?$/, '')]) {
    for (const start of finglishStarts(stem)) {
      found = index.persianByStart.get(start)?.find((word) => finglishMatch(stem, word)) ?? null;
      for (const [spoken, written] of Object.entries(colloquial)) {
        if (found) break;
        if (spoken.startsWith(start) && index.postings.has(written) && finglishMatch(stem, spoken)) found = written;
      }
      if (found) break;
    }
    if (found) break;
  }
  read.set(typed, found);
  return found;
}

/**
 * The documents whose name holds two words of the query standing together in the order typed ("pendant lamp" in
 * "Brass Pendant Lamp"): they rank above the same words found apart.
 */
function phraseDocuments(index: SearchIndex, query: string, words: QueryWord[], touched: readonly number[]): Set<number> {
  const found = new Set<number>();
  if (words.length < 2) return found;
  const formsOf = new Map(words.map((word) => [word.typed, word.holding.map((held) => held.form)]));
  // The query's words in the order typed, each with its forms.
  const pairs = foldSearch(query)
    .split(' ')
    .map((token) => formsOf.get(token))
    .filter((forms): forms is string[] => forms !== undefined);
  const starts = (word: string | undefined, forms: string[]) => word !== undefined && forms.some((form) => word.startsWith(form));
  for (const document of touched) {
    const name = index.names[document]!;
    for (let i = 0; i + 1 < name.length && !found.has(document); i += 1)
      for (let p = 0; p + 1 < pairs.length; p += 1)
        if (starts(name[i], pairs[p]!) && starts(name[i + 1], pairs[p + 1]!)) found.add(document);
  }
  return found;
}

/**
 * The documents matching any word of the query, ranked: more words matched, then the better score, then
 * equally good matches not `behind` first, in document order; and what the shopper may have meant.
 */
export function rankDocuments(index: SearchIndex, query: string, options: RankOptions = {}): SearchRanking {
  const behind = options.behind ?? new Set<number>();
  const typed = queryWords(index, query, options.colloquial);
  const reading = options.asTyped ? null : otherReading(index, query, typed, options.colloquial);
  const [text, words] = reading ? [reading.text, reading.words] : [query, typed];
  const scores = new Float64Array(index.documents);
  const matched = new Uint8Array(index.documents);
  const touched: number[] = [];
  for (const word of words) addWordScores(index, word, scores, matched, touched);
  const phrases = phraseDocuments(index, text, words, touched);
  // One number per match, sorted natively: the better first (words matched, a phrase in the name, score, not
  // behind), then the document. Scores are multiples of a quarter below 256 (at most eight words, at most 8 each).
  const size = index.documents;
  const keys = new Float64Array(touched.length);
  touched.forEach((document, n) => {
    const better =
      (matched[document]! * 2 + (phrases.has(document) ? 1 : 0)) * 1024 + scores[document]! * 4 + (behind.has(document) ? 0 : 1);
    keys[n] = (32_768 - better) * size + document;
  });
  keys.sort();
  return { ranked: Array.from(keys, (key) => key % size), didYouMean: didYouMean(index, text, words), readAs: reading?.text ?? null };
}

/**
 * The query with each word found nowhere replaced by the catalogue's closest word as the catalogue writes it
 * (one slip more than the search forgives, so a word too far to search by still gets an offer); null when the
 * query has no such word or nothing is close.
 */
function didYouMean(index: SearchIndex, query: string, words: QueryWord[]): string | null {
  const mended = new Map<string, string>();
  for (const word of words) {
    if (word.known || word.typed.length < 3) continue;
    const closest = word.near[0] ?? nearWords(index, word.typed, typoAllowance(word.typed) + 1)[0];
    if (closest) mended.set(word.typed, index.written.get(closest) ?? closest);
  }
  if (mended.size === 0) return null;
  return query
    .trim()
    .split(/\s+/)
    .map((token) => mended.get(foldSearch(token)) ?? token)
    .join(' ');
}
