import { fill } from '~/shared/i18n/fill.ts';
import { plural, type PluralForms } from '~/shared/i18n/plural.ts';
import { formatDigits } from '~/shared/i18n/format.ts';
import type { PackageType } from '~/shared/contract/types.ts';
import { packageOf } from '~/shared/cart/cartRules.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/** What the order-list islands need to say which package a line is in and how many pieces that makes. */
export interface PackageText {
  /** `{{count}} × {{package}} = {{pieces}}` */
  packageTotal: string;
  pieces: PluralForms;
}

/** The package type of a line (its own, its product's default, or the shop's first), as the shop lists it. */
export function linePackage(
  item: { packageId?: number | undefined; packageIds?: number[] | undefined },
  packages: readonly PackageType[],
): PackageType | undefined {
  const id = packageOf(
    item,
    packages.map((p) => p.id),
  );
  return packages.find((p) => p.id === id);
}

/** "2 × Box of 6 = 12 pieces" for a line of 2 boxes of 6, in the page's language and digits. */
export function packageSummary(locale: Locale, count: number, unit: PackageType | undefined, text: PackageText): string {
  if (!unit) return '';
  const digits = (n: number) => formatDigits(locale, n);
  return fill(text.packageTotal, {
    count: digits(count),
    package: locale === 'fa' ? unit.titleFa : unit.titleEn,
    pieces: plural(locale, text.pieces, count * unit.pieces, digits(count * unit.pieces)),
  });
}
