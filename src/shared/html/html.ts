/** Markup already safe to put in a page: what `html` answers, and inserts as it is. */
export class Html {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for an element's content and a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

type Part = Html | string | number | false | null | undefined | readonly Part[];

function partText(part: Part): string {
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return part.map(partText).join('');
  if (part === false || part === null || part === undefined) return '';
  return escapeHtml(String(part));
}

/**
 * Markup from a template: every value is escaped unless it is `Html`, lists are joined, and `false`, `null` and
 * `undefined` leave nothing (as in a component's template). For the parts of a page rendered without Astro.
 */
export function html(strings: TemplateStringsArray, ...values: readonly Part[]): Html {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += partText(values[i]!) + strings[i + 1]!;
  return new Html(out);
}
