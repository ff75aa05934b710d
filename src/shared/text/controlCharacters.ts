// Characters no one means to type into a form: control codes and the bidi embeddings, overrides and isolates
// ("Ali\u202Egnp.exe" shows as "Aliexe.png"). Persian's joiners and marks (ZWNJ, ZWJ, LRM/RLM) are not among them.

/** Line breaks and tabs: typed or pasted between words, so they become a space. */
const BREAKS = /[\t\n\v\f\r\u0085\u2028\u2029]+/g;
/** C0 and C1 controls, DEL, and the bidi embeddings (U+202A–U+202E) and isolates (U+2066–U+2069). */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** Typed text without control or bidi-override characters: line breaks and tabs become a space, the rest go. */
export function withoutControls(text: string): string {
  return text.replace(BREAKS, ' ').replace(CONTROLS, '');
}

/**
 * Text for a terminal or a file staff open: every control or bidi-override character shown as `\u001b`, never acted
 * on.
 */
export function printable(text: string): string {
  return text.replace(
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
