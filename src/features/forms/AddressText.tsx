import { Fragment } from 'react';
import { typedDigits } from '~/shared/i18n/format.ts';
import { addressLocale, addressParts } from '~/shared/forms/addressParts.ts';
import { listComma } from '~/shared/i18n/lineParts.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/**
 * An address as typed: Persian right to left with Persian commas on any page, Latin left to right, each part isolated
 * so a word in the other script does not pull the commas out of order.
 */
export function AddressText({ locale, address }: { locale: Locale; address: { province: string; city: string; address: string } }) {
  const own = addressParts(locale, address);
  return (
    <span className="address-text" {...ownDirection(locale, own.locale)}>
      {own.parts
        .filter((part) => part.trim() !== '')
        .map((part, index) => (
          <Fragment key={index}>
            {index > 0 && listComma(own.locale)}
            <bdi>{typedDigits(own.locale, part)}</bdi>
          </Fragment>
        ))}
    </span>
  );
}

/** Text typed in the other language than the page's reads in its own direction; in the page's, nothing to say. */
function ownDirection(page: Locale, own: Locale): { dir?: 'rtl' | 'ltr'; lang?: Locale } {
  return own === page ? {} : { dir: own === 'fa' ? 'rtl' : 'ltr', lang: own };
}

/** Who an address is for (name and shop), in the direction it was typed in. */
export function typedDirection(page: Locale, typed: readonly string[]) {
  return ownDirection(page, addressLocale(page, typed));
}
