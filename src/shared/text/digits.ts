/** Replaces Persian (U+06F0-06F9) and Arabic-Indic (U+0660-0669) digits with Latin ones. */
export function toLatinDigits(text: string): string {
  return text.replace(/[۰-۹٠-٩]/g, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x6f0 ? code - 0x6f0 : code - 0x660);
  });
}
