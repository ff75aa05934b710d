// Other readings of what a shopper typed (docs/rules.md#search): the other keyboard layout, and Finglish. Tried only
// when the query as typed finds little, kept only when the catalogue knows more of its words.

/**
 * US QWERTY keys and the letters the standard Persian layout (ISIRI 9147) gives them; `\` is «پ» on the older layout.
 */
const PERSIAN_KEYS: Readonly<Record<string, string>> = {
  q: 'ض',
  w: 'ص',
  e: 'ث',
  r: 'ق',
  t: 'ف',
  y: 'غ',
  u: 'ع',
  i: 'ه',
  o: 'خ',
  p: 'ح',
  '[': 'ج',
  ']': 'چ',
  a: 'ش',
  s: 'س',
  d: 'ی',
  f: 'ب',
  g: 'ل',
  h: 'ا',
  j: 'ت',
  k: 'ن',
  l: 'م',
  ';': 'ک',
  "'": 'گ',
  z: 'ظ',
  x: 'ط',
  c: 'ز',
  v: 'ر',
  b: 'ذ',
  n: 'د',
  m: 'پ',
  ',': 'و',
  '\\': 'پ',
  C: 'ژ',
  H: 'آ',
};

/** The Persian letters and the keys that type them on ISIRI 9147 (Arabic ي ك as their Persian keys). */
const LATIN_KEYS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(PERSIAN_KEYS)
      .filter(([key]) => key !== '\\')
      .map(([key, letter]) => [letter, key.toLowerCase()]),
  ),
  ي: 'd',
  ك: ';',
  ئ: 'm',
};

const LATIN_LETTER = /[a-z]/i;
const PERSIAN_LETTER = /[\u0600-\u06ff]/;

/**
 * The query as it would read typed on the other layout: Latin keys as the Persian letters they give, or Persian
 * letters as the Latin keys that give them; null for a query in both scripts or in neither.
 */
export function otherLayout(query: string): string | null {
  const latin = LATIN_LETTER.test(query);
  const persian = PERSIAN_LETTER.test(query);
  if (latin === persian) return null;
  const keys = latin ? PERSIAN_KEYS : LATIN_KEYS;
  // Capitals are the same keys, but for the shifted letters «ژ» and «آ».
  return [...query].map((key) => keys[key] ?? keys[key.toLowerCase()] ?? key).join('');
}

/**
 * How Latin letters stand for Persian ones in Finglish, longest first at each letter: '' for a short vowel that
 * Persian does not write. Vowels at the start of a word are written with alef (see `finglishMatch`).
 */
const FINGLISH: readonly (readonly [string, readonly string[]])[] = [
  ['kh', ['خ']],
  ['gh', ['ق', 'غ']],
  ['sh', ['ش']],
  ['ch', ['چ']],
  ['zh', ['ژ']],
  ['aa', ['ا']],
  ['oo', ['و']],
  ['ou', ['و']],
  ['ee', ['ی']],
  ['ei', ['ی']],
  ['ey', ['ی']],
  ['eh', ['ه']],
  ['b', ['ب']],
  ['p', ['پ']],
  ['t', ['ت', 'ط']],
  ['s', ['س', 'ص', 'ث']],
  ['j', ['ج', 'ژ']],
  ['h', ['ه', 'ح']],
  ['x', ['خ']],
  ['d', ['د']],
  ['z', ['ز', 'ذ', 'ض', 'ظ']],
  ['r', ['ر']],
  ['f', ['ف']],
  ['q', ['ق', 'غ']],
  ['k', ['ک']],
  ['c', ['ک']],
  ['g', ['گ']],
  ['l', ['ل']],
  ['m', ['م']],
  ['n', ['ن']],
  ['v', ['و']],
  ['w', ['و']],
  ['y', ['ی']],
  ["'", ['ع', '']],
  ['â', ['ا']],
  ['a', ['ا', '', 'ع']],
  ['e', ['', 'ه']],
  ['i', ['ی', '']],
  ['o', ['', 'و']],
  ['u', ['و']],
];

/** A Latin word as Finglish is matched: lower case, a doubled letter as one ("kaseh", "fenjoon" keep their pairs). */
export function finglishWord(word: string): string {
  return word.toLowerCase().replace(/([bcdfgjklmnpqrstvxz])\1/g, '$1');
}

/**
 * Whether a Latin word can be the Persian word in Latin letters: each letter from its Latin ones, short vowels
 * unwritten, a first vowel on an alef, a final «ه» from -e or -eh.
 */
export function finglishMatch(latin: string, persian: string): boolean {
  const seen = new Set<number>();
  const walk = (i: number, j: number): boolean => {
    if (i === latin.length) return j === persian.length;
    const key = i * 64 + j;
    if (seen.has(key)) return false;
    seen.add(key);
    // A word starting with a vowel starts with alef: "otagh" اتاق, "esfand" اسفند, "ayneh" آینه.
    if (i === 0 && j === 0 && persian[0] === 'ا' && /[aeiou]/.test(latin[0]!) && walk(latin[0] === 'a' && latin[1] === 'a' ? 2 : 1, 1))
      return true;
    // «ع» inside a word is often not written at all: "shamdan" شمعدان.
    if (j > 0 && persian[j] === 'ع' && walk(i, j + 1)) return true;
    for (const [letters, written] of FINGLISH) {
      if (!latin.startsWith(letters, i)) continue;
      for (const letter of written) {
        if (letter === '' ? walk(i + letters.length, j) : persian[j] === letter && walk(i + letters.length, j + 1)) return true;
      }
    }
    return false;
  };
  return latin.length > 0 && latin.length < 64 && walk(0, 0);
}

/** The first Persian letters a Finglish word may start with: the ones its first Latin letters stand for, and alef. */
export function finglishStarts(latin: string): string[] {
  const starts = new Set<string>(/^[aeiou]/.test(latin) ? ['ا'] : []);
  for (const [letters, written] of FINGLISH) if (latin.startsWith(letters)) for (const letter of written) if (letter) starts.add(letter);
  return [...starts];
}
