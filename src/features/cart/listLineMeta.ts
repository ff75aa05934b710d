import { linePackage, packageSummary } from './packageText.ts';
import { translator, type Locale } from '~/shared/i18n/i18n.ts';
import { packageWords } from './cartText.ts';
import type { PackageType } from '~/shared/contract/types.ts';
import { html } from '~/shared/html/html.ts';
import { nameIn } from '~/shared/i18n/format.ts';
import { separator } from '~/shared/i18n/lineParts.ts';
import type { OpenedLine } from '~/shared/lists/sharedList.ts';

/** "2 × Box of 6 = 12 pieces" for a line read against the catalogue; '' for a line without a count or product. */
function quantity(locale: Locale, line: OpenedLine, packages: readonly PackageType[]): string {
  if (!line.item) return '';
  const unit = linePackage({ packageId: line.packageId, packageIds: line.item.packageIds }, packages);
  return packageSummary(locale, line.count, unit, packageWords(locale));
}

/**
 * A line's facts as HTML: its size, its code and, when `packages` are given (a list with counts), its packages;
 * no space between the parts, none before a Persian comma.
 */
export function listLineMeta(locale: Locale, line: OpenedLine, packages: readonly PackageType[] | null): string {
  const t = translator(locale);
  const size =
    line.item &&
    html`<span class="nowrap"
      >${t('product.size')}: <bdi>${locale === 'fa' ? (line.item.sizeFa ?? line.item.size) : line.item.size}</bdi></span
    >`;
  const code = html`<span class="nowrap">${t('product.code')}: <bdi dir="ltr">${line.sku}</bdi></span>`;
  const packed = packages ? quantity(locale, line, packages) : '';
  const count = packed && html`<span class="nowrap">${packed}</span>`;
  return [size, code, count].filter(Boolean).map(String).join(separator(locale));
}

/** The line's product name in the page's language; its SKU when the catalogue no longer knows it. */
export const lineName = (locale: Locale, line: OpenedLine): string =>
  (line.item ?? line.name) ? nameIn(locale, (line.item ?? line.name)!) : line.sku;
