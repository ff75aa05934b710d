// A new product's sizes and titles (docs/staff.md#catalogue-editing): a code a chosen category's filters name takes
// that title; any other is titled in the form and joins the filters, so it goes live with a chip.
import { cleanInput } from '~/shared/forms/rules.ts';
import type { KnownSize } from './productEditing.ts';
import type { NewSize } from '~/shared/contract/staff/catalogue.ts';

/** A size code as typed (Persian digits, lower case, spaces) as stored. */
export const sizeCodeOf = (typed: string) => cleanInput(typed).toUpperCase();

/** A size code: characters 6-7 of a SKU. */
export const SIZE_CODE = /^[A-Z0-9]{2}$/;

/** The title a chosen category's size filters give a size code, or null: the form asks for one. */
export function knownTitle(code: string, xCodes: readonly string[], known: readonly KnownSize[]): KnownSize | null {
  const stored = sizeCodeOf(code);
  return known.find((size) => size.code === stored && size.titleEn !== '' && xCodes.includes(size.xCode)) ?? null;
}

/** The chosen categories a new size title joins: those that filter by size already, else every chosen one. */
export function titledCategories(xCodes: readonly string[], known: readonly KnownSize[]): string[] {
  const filtering = xCodes.filter((xCode) => known.some((size) => size.xCode === xCode));
  return filtering.length > 0 ? filtering : [...xCodes];
}

/** A size filter to add: a size the chosen categories do not name yet, with the titles the editor typed. */
export interface NewSizeFilter {
  xCode: string;
  code: string;
  title: string;
  titleFa: string;
}

/**
 * The size filters a new product adds (each untitled size in each category it joins), and the codes of the sizes
 * still without a title in either language.
 */
export function newSizeFilters(sizes: readonly NewSize[], xCodes: readonly string[], known: readonly KnownSize[]) {
  const filters: NewSizeFilter[] = [];
  const untitled: string[] = [];
  const into = titledCategories(xCodes, known);
  for (const size of sizes) {
    const code = sizeCodeOf(String(size.code));
    // A code that is not one is refused as such, not asked for a title.
    if (!SIZE_CODE.test(code) || knownTitle(code, xCodes, known)) continue;
    const title = cleanInput(size.titleEn ?? '');
    const titleFa = (size.titleFa ?? '').trim();
    if (title === '' || titleFa === '') untitled.push(code);
    else filters.push(...into.map((xCode) => ({ xCode, code, title, titleFa })));
  }
  return { filters, untitled };
}
