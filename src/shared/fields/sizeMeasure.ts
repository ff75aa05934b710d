// What a category's sizes measure and in what unit (docs/rules.md#size-measures): «قطر ۱۶» a diameter of 16 cm, 21×30
// a width by a height. Set per category; the product page says it in its Details.

/** The units a category's sizes may be in ('' for none: S, M, L, one size). */
export const SIZE_UNITS = ['', 'cm', 'mm'] as const;
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** What a size's numbers measure, each with how many numbers its title holds. */
export const SIZE_MEASURES = { '': 0, diameter: 1, height: 1, 'width-height': 2, 'width-length': 2 } as const;
export type SizeMeasure = keyof typeof SIZE_MEASURES;

export const isSizeUnit = (value: unknown): value is SizeUnit => (SIZE_UNITS as readonly unknown[]).includes(value);
export const isSizeMeasure = (value: unknown): value is SizeMeasure => typeof value === 'string' && value in SIZE_MEASURES;

/**
 * A size's measures from its title as the category measures them: "Ø16" as a diameter is [16], "21×30" as width ×
 * height [21, 30]. Null when nothing is measured or the numbers do not fit.
 */
export function sizeMeasures(title: string, measure: SizeMeasure): string[] | null {
  const wanted = SIZE_MEASURES[measure];
  const numbers = title.match(/\d+(?:[.,]\d+)?/g) ?? [];
  return wanted > 0 && numbers.length === wanted ? numbers.map((n) => n.replace(',', '.')) : null;
}
