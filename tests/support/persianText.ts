// The Persian text check (docs/rules.md#persian-text): what a native reader notices at once. One pure function judges
// a text; the dictionaries' test and every Persian page of the end-to-end run feed it.

/** A text as it stands on a page or in a dictionary: where it is, and whether it sits in an isolate of its own. */
export interface TextSample {
  text: string;
  /** The page and element, or the dictionary and key. */
  where: string;
  /** Inside a `<bdi>`, an element with its own `dir` or another `lang`: a code, a number or a name shown as written. */
  isolated: boolean;
}

/** Latin words a Persian sentence may carry as they are: names of brands and formats nobody translates. */
export const LATIN_ALLOWED = new Set(['CSV', 'JSON']);

const PERSIAN_LETTER = /[\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc]/;
const ARABIC_YEH_KAF = /[\u064a\u0643]/;
/** Text between an isolate's opening (LRI, RLI, FSI) and its closing PDI: a code or value shown as written. */
const ISOLATES = /[\u2066\u2067\u2068][^\u2069]*\u2069/g;
/** A prefix or suffix written apart with a space where it takes a zero-width non-joiner (می‌رود, کالاها, بیشترین). */
const SPACED_AFFIX = /(?:^|[\s«(])(?:ن?می) (?=[\u0600-\u06ff])|[\u0600-\u06ff] (?:ها|های|تر|ترین)(?=$|[\s.،؛:!؟»)])/;
/** The commonest verbs written with می glued on: می‌شود, نمی‌توانید, می‌کنیم… */
const GLUED_MI = /(?:^|[^\u0600-\u06ff\u200c])ن?می(?:شو|کن|توان|خواه|گیر|ده|بین|رس|ماند|گذار|ساز|فرست|گرد|پذیر|آی|کش|زن)/;

/** What is wrong with one text on a Persian page, each as a short line naming the rule; [] when nothing is. */
export function persianTextProblems(sample: TextSample): string[] {
  const problems: string[] = [];
  const at = `${sample.where}: «${sample.text.trim().slice(0, 120)}»`;
  if (ARABIC_YEH_KAF.test(sample.text)) problems.push(`Arabic ي or ك (write ی and ک) in ${at}`);
  if (sample.text.includes('لیست')) problems.push(`«لیست» (write فهرست, or سبد خرید for the cart) in ${at}`);
  if (SPACED_AFFIX.test(sample.text) || GLUED_MI.test(sample.text)) problems.push(`a missing zero-width non-joiner in ${at}`);
  if (sample.isolated) return problems;
  const open = sample.text.replace(ISOLATES, '\u2060'); // a word joiner: stands in for the isolate, no space
  if (/[0-9]/.test(open)) problems.push(`Latin digits outside an isolated code in ${at}`);
  if (open.includes('·')) problems.push(`a middle dot (it reads as the Persian zero) in ${at}`);
  if (/,/.test(open) && PERSIAN_LETTER.test(open)) problems.push(`a Latin comma beside Persian text in ${at}`);
  if (/\s[،؛]/.test(open)) problems.push(`a space before a Persian comma or semicolon in ${at}`);
  if (PERSIAN_LETTER.test(open)) {
    const latin = (open.match(/[A-Za-z][A-Za-z'-]*[A-Za-z]/g) ?? []).filter((word) => !LATIN_ALLOWED.has(word));
    if (latin.length > 0) problems.push(`Latin words (${latin.join(' ')}) inside a Persian sentence, not isolated, in ${at}`);
  }
  return problems;
}

/**
 * A dictionary's Persian strings as samples: the `{{name}}` placeholders are left out (their values are checked on
 * the page).
 */
export function dictionarySamples(name: string, dictionary: Readonly<Record<string, string>>): TextSample[] {
  return Object.entries(dictionary).map(([key, text]) => ({
    text: text.replace(/\{\{\w+\}\}/g, '\u2060'),
    where: `${name} ${key}`,
    isolated: false,
  }));
}

/**
 * Runs in the page (handed to `page.evaluate`, so it imports nothing): every text node and read-aloud attribute of
 * the document, with the element it sits in and whether it is isolated.
 */
export function collectPageText(): { text: string; where: string; isolated: boolean }[] {
  const samples: { text: string; where: string; isolated: boolean }[] = [];
  if (document.documentElement.lang !== 'fa' || !document.body) return samples;
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
    return `${element.tagName.toLowerCase()}${id}${classes}`;
  };
  const path = (element: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = element; e && e !== document.body && parts.length < 4; e = e.parentElement) parts.unshift(describe(e));
    return parts.join(' > ');
  };
  const isolatedAt = (element: Element) =>
    Boolean(element.closest('bdi, [dir="ltr"], [dir="auto"], code, pre, kbd, samp, [lang]:not([lang="fa"])'));
  const skipped = (element: Element) => Boolean(element.closest('script, style, template, svg, math'));
  samples.push({ text: document.title, where: 'title', isolated: false });
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent ?? '';
    // With scripting on, a <noscript> holds its markup as raw text: checked where scripting is off.
    if (!parent || parent.tagName === 'NOSCRIPT' || skipped(parent) || text.trim() === '') continue;
    samples.push({ text, where: path(parent), isolated: isolatedAt(parent) });
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
    if (skipped(element)) continue;
    for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
      const text = element.getAttribute(name);
      if (text && text.trim() !== '') samples.push({ text, where: `${path(element)} [${name}]`, isolated: isolatedAt(element) });
    }
  }
  return samples;
}
