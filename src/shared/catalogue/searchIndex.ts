import { closestWords, COLLOQUIAL, foldSearch, MOST_SLIPS, searchForms, typoAllowance } from './searchForms.ts';
import { finglishMatch, finglishStarts, finglishWord, otherLayout } from './searchReadings.ts';

// The search index (docs/rules.md#search): each catalogue word with its documents, names apart from the rest. A query
// word matches words holding one of its forms; more words matched, in names, as whole words, rank first.

/** What one document (a product) is found by: its codes and names, its description, and what kind it is. */
export interface SearchDocument {
  name: string;
  /** Its descriptions. */
  more: string;
  /** Its categories' names and its size: what it is, as much as its name says. */
  kind?: string | undefined;
  /** Its family (a product's sizes are one family); absent, each document its own. */
  family?: string | undefined;
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
  /** Each word's documents, as `document * 4 + field` (0 name, 1 description, 2 kind), each once, in document order. */
  postings: Map<string, number[]>;
  /** Each word as the catalogue writes it (the madda, the non-joiner, a hyphen), for "did you mean". */
  written: Map<string, string>;
  /**
   * Each document's name and description as its words' numbers (`wordIds`), in order: words of a query standing
   * together rank higher.
   */
  texts: [name: Uint32Array, more: Uint32Array][];
  /** Each word's number, for `texts`. */
  wordIds: Map<string, number>;
  /** Each document's family, as a number. */
  families: Uint32Array;
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

// Weights of a match in a name, a description and a kind (categories, size): the whole word, its start, inside it.
const WEIGHTS = [
  [8, 6, 4],
  [3, 2, 1],
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
  // A catalogue repeats its words: each token is folded once, its words numbered once.
  const tokens = new Map<string, { parts: string[]; ids: number[]; whole: string }>();
  const wordIds = new Map<string, number>();
  const idOf = (word: string) => {
    let id = wordIds.get(word);
    if (id === undefined) wordIds.set(word, (id = wordIds.size));
    return id;
  };
  // Words as a sentence writes them ("vase" for "Vase", without the ezafe's «ٔ»); codes as they are.
  const writtenAs = (word: string, token: string) => {
    if (!written.has(word)) written.set(word, /\d/.test(token) ? token : token.toLowerCase().replace(/\u0654$/, ''));
  };
  const tokenOf = (token: string) => {
    let known = tokens.get(token);
    if (!known) {
      const parts = foldSearch(token).split(' ').filter(Boolean);
      tokens.set(token, (known = { parts, ids: parts.map(idOf), whole: parts.join('') }));
      if (parts.length > 0) writtenAs(known.whole, token);
    }
    return known;
  };
  const textsAsIds: [number[], number[]][] = [];
  const families = new Uint32Array(documents.length);
  const familyNumbers = new Map<string, number>();
  const post = (word: string, code: number) => {
    const list = postings.get(word);
    if (!list) postings.set(word, [code]);
    else if (list.at(-1) !== code) list.push(code);
  };
  documents.forEach((document, index) => {
    const family = document.family ?? `#${index}`;
    if (!familyNumbers.has(family)) familyNumbers.set(family, familyNumbers.size);
    families[index] = familyNumbers.get(family)!;
    const text: [number[], number[]] = [[], []];
    textsAsIds.push(text);
    [document.name, document.more, document.kind ?? ''].forEach((body, field) => {
      for (const token of body.split(WRITTEN_WORDS)) {
        const { parts, ids, whole } = tokenOf(token);
        if (parts.length === 0) continue;
        if (field < 2) text[field]!.push(...ids);
        for (const part of parts) post(part, index * 4 + field);
        // دست‌باف is also found as دستباف, blown-glass as blownglass.
        if (parts.length > 1) post(whole, index * 4 + field);
      }
    });
  });
  // The commonest words first: of two words as close to a slip, the catalogue's commoner one is meant (گلدن: گلدان).
  const vocabulary = [...postings.keys()].sort((a, b) => postings.get(b)!.length - postings.get(a)!.length);
  const codes = vocabulary.filter((word) => /\d/.test(word));
  const codesByLetters = Map.groupBy(codes, (code) => /^\D*/.exec(code)![0]);
  codesByLetters.delete('');
  const words = wordList(vocabulary.filter((word) => !/\d/.test(word)));
  const texts = textsAsIds.map(([name, more]): SearchIndex['texts'][number] => [Uint32Array.from(name), Uint32Array.from(more)]);
  const persianByStart = Map.groupBy(
    words.all.filter((word) => PERSIAN.test(word)),
    (word) => word[0]!,
  );
  return {
    documents: documents.length,
    words,
    codes: wordList(codes),
    codesByLetters,
    postings,
    written,
    texts,
    wordIds,
    families,
    persianByStart,
  };
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

/** The scores of a query's matches: per document, its score, how many words it matched, whether one strongly. */
interface Tally {
  scores: Float64Array;
  matched: Uint8Array;
  strong: Uint8Array;
  touched: number[];
  /** One word's best score per document, zeroed again after each word. */
  best: Float64Array;
}

/**
 * Each index's tally arrays, zeroed after each search (ranking is synchronous): a search allocates no arrays as long
 * as the catalogue.
 */
const tallies = new WeakMap<SearchIndex, Omit<Tally, 'touched'>>();

/** A tally for one search on `index`, its arrays zeroed; `done` zeroes what the search wrote. */
function tallyFor(index: SearchIndex): Tally & { done: () => void } {
  let arrays = tallies.get(index);
  if (!arrays) {
    const size = index.documents;
    arrays = { scores: new Float64Array(size), matched: new Uint8Array(size), strong: new Uint8Array(size), best: new Float64Array(size) };
    tallies.set(index, arrays);
  }
  const tally = { ...arrays, touched: [] as number[] };
  const done = () => {
    for (const document of tally.touched) {
      tally.scores[document] = 0;
      tally.matched[document] = 0;
      tally.strong[document] = 0;
      tally.best[document] = 0;
    }
  };
  return { ...tally, done };
}

/**
 * Families matching strongly enough that matches in descriptions alone are left out («گلدون»: the vases, no candle).
 */
const STRONG_FAMILIES = 3;

/**
 * Adds one query word's best score per document to `scores` (and counts the word in `matched`): its forms as
 * typed, then (at half weight) its near words.
 */
function addWordScores(index: SearchIndex, word: QueryWord, tally: Tally): void {
  const { scores, matched, strong, touched, best } = tally;
  const seen: number[] = [];
  const score = (form: string, words: [string, number][], share: number) => {
    for (const [found, how] of words) {
      for (const code of index.postings.get(found)!) {
        const field = code & 3;
        // Inside a word of a description, only a form long enough to mean something (not "art" in "cartoon").
        if (field !== 0 && how === 2 && form.length < 4) continue;
        const document = code >> 2;
        const value = WEIGHTS[field]![how]! * share;
        if (best[document] === 0) seen.push(document);
        if (value > best[document]!) best[document] = value;
        // A word (or, for a word found nowhere, its nearest word) whole or a word's start, in the name or the
        // kind: what the product is.
        if (how < 2 && field !== 1) strong[document] = 1;
      }
    }
  };
  for (const { form, words } of word.holding) score(form, words, 1);
  for (const form of word.near) score(form, wordsHolding(index, form), 0.5);
  for (const document of seen) {
    if (matched[document] === 0) touched.push(document);
    matched[document] = matched[document]! + 1;
    scores[document] = scores[document]! + best[document]!;
    best[document] = 0;
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
 * When the catalogue does not know every word as typed: the query on the other keyboard layout, or its Latin words as
 * Finglish, whichever the catalogue knows better, else none. A whole English catalogue word is never read otherwise.
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

/**
 * The query with each Latin word the catalogue does not hold whole as the Persian word it spells, when one does; else
 * null.
 */
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

/** Per index, a mask per catalogue word, zeroed after each search: bit p set when the query's p-th word holds it. */
const positionMasks = new WeakMap<SearchIndex, Uint32Array>();

/**
 * How the query's words stand together, in order, per document: 2 side by side in its name, 1 in its description,
 * else 0. A phrase ranks above the same words apart.
 */
function phraseLevels(index: SearchIndex, query: string, words: QueryWord[], tally: Tally, shown: readonly number[]): Map<number, number> {
  const levels = new Map<number, number>();
  if (words.length < 2) return levels;
  const byTyped = new Map(words.map((word) => [word.typed, word]));
  // The query's words in the order typed (at most 32 of them).
  const order = foldSearch(query)
    .split(' ')
    .flatMap((token) => byTyped.get(token) ?? [])
    .slice(0, 32);
  if (order.length < 2) return levels;
  let masks = positionMasks.get(index);
  if (!masks) positionMasks.set(index, (masks = new Uint32Array(index.wordIds.size)));
  const marked: number[] = [];
  order.forEach((word, position) => {
    for (const held of word.holding)
      for (const [found, how] of held.words) {
        // A word joined from others (دستباف) stands in no text: its parts do.
        const id = index.wordIds.get(found);
        if (how >= 2 || id === undefined) continue;
        if (masks[id] === 0) marked.push(id);
        masks[id] = masks[id]! | (1 << position);
      }
  });
  // Two words side by side where the first holds the query's p-th word and the second its (p+1)-th.
  const together = (text: Uint32Array) => {
    for (let i = 0; i + 1 < text.length; i += 1) if (masks[text[i]!]! & (masks[text[i + 1]!]! >>> 1)) return true;
    return false;
  };
  try {
    for (const document of shown) {
      if (tally.matched[document]! < 2) continue;
      const [name, more] = index.texts[document]!;
      const level = together(name) ? 2 : together(more) ? 1 : 0;
      if (level > 0) levels.set(document, level);
    }
  } finally {
    for (const id of marked) masks[id] = 0;
  }
  return levels;
}

/** The matched documents worth showing: with enough families matched strongly, those found in descriptions alone go. */
function worthShowing(index: SearchIndex, tally: Tally): number[] {
  const families = new Set<number>();
  for (const document of tally.touched) if (tally.strong[document]) families.add(index.families[document]!);
  return families.size < STRONG_FAMILIES ? tally.touched : tally.touched.filter((document) => tally.strong[document]);
}

/**
 * The documents matching any word of the query, ranked (words matched, words together, score, then not `behind`,
 * document order), with what the shopper may have meant or the reading searched instead.
 */
export function rankDocuments(index: SearchIndex, query: string, options: RankOptions = {}): SearchRanking {
  const behind = options.behind ?? new Set<number>();
  const typed = queryWords(index, query, options.colloquial);
  const reading = options.asTyped ? null : otherReading(index, query, typed, options.colloquial);
  const [text, words] = reading ? [reading.text, reading.words] : [query, typed];
  const size = index.documents;
  const tally = tallyFor(index);
  let keys: Float64Array;
  try {
    for (const word of words) addWordScores(index, word, tally);
    const shown = worthShowing(index, tally);
    const phrases = phraseLevels(index, text, words, tally, shown);
    // One number per match, sorted natively: the better first (words matched, a phrase, score, not behind), then
    // the document. Scores are multiples of a quarter below 256 (at most eight words, at most 8 each).
    keys = new Float64Array(shown.length);
    shown.forEach((document, n) => {
      const together = (tally.matched[document]! * 4 + (phrases.get(document) ?? 0)) * 1024;
      const better = together + tally.scores[document]! * 4 + (behind.has(document) ? 0 : 1);
      keys[n] = (65_536 - better) * size + document;
    });
  } finally {
    tally.done();
  }
  keys.sort();
  return { ranked: Array.from(keys, (key) => key % size), didYouMean: didYouMean(index, text, words), readAs: reading?.text ?? null };
}

/**
 * The query with each word found nowhere replaced by the catalogue's closest standalone word, within the search's
 * slips or one more for four or five letters starting as typed («قالیچه» is not «پارچه»); else null.
 */
function didYouMean(index: SearchIndex, query: string, words: QueryWord[]): string | null {
  const mended = new Map<string, string>();
  for (const word of words) {
    if (word.known || word.typed.length < 3) continue;
    // One slip further than the search forgives only in a short word that starts as typed ("lethr": leather).
    const further = () =>
      typoAllowance(word.typed) === 1 ? nearWords(index, word.typed, 2).filter((near) => near.startsWith(word.typed.slice(0, 2))) : [];
    const offers = word.near.length > 0 ? word.near : nearWords(index, word.typed);
    const closest = (offers.length > 0 ? offers : further()).find((near) => index.written.has(near));
    if (closest) mended.set(word.typed, index.written.get(closest)!);
  }
  if (mended.size === 0) return null;
  return query
    .trim()
    .split(/\s+/)
    .map((token) => mended.get(foldSearch(token)) ?? token)
    .join(' ');
}
