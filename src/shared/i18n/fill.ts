const PERSIAN_LETTER = /[\u0600-\u06ff]/;
const LATIN_LETTER = /[A-Za-z]/;
/** A value isolated already, or quoted in Persian quotation marks around its isolate (`«⁨VAS⁩»`). */
const ISOLATE_OPEN = /^«?[\u2066-\u2068]/;

/**
 * A dictionary text with its `{{name}}` placeholders filled (a missing value leaves it). A value in the other script
 * is isolated in its own direction, so it neither takes punctuation nor turns words around
 * (docs/rules.md#persian-text).
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  const words = template.replace(/\{\{\w+\}\}/g, '');
  // A template of placeholders and punctuation alone ("{{name}} ({{sku}})") takes its values as they come.
  const foreign = PERSIAN_LETTER.test(words) ? LATIN_LETTER : LATIN_LETTER.test(words) ? PERSIAN_LETTER : null;
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    if (value === undefined) return placeholder;
    return foreign?.test(value) && !ISOLATE_OPEN.test(value) ? `\u2068${value}\u2069` : value;
  });
}

/** A control's name for one thing, "Remove: Dune Vase", the thing's name isolated in a Persian label as `fill` does. */
export function named(action: string, name: string): string {
  return fill(`${action}: {{name}}`, { name });
}
