import { Fragment } from 'react';
import { listComma } from '~/shared/i18n/lineParts.ts';
import type { Locale } from '~/shared/i18n/locale.ts';

/**
 * An address's parts joined by the locale's comma, each in its own direction: a Persian city on an English page
 * (or a Latin street name on a Persian one) does not pull the commas and its neighbours out of order.
 */
export function AddressText({ locale, parts }: { locale: Locale; parts: readonly string[] }) {
  return (
    <>
      {parts
        .filter((part) => part.trim() !== '')
        .map((part, index) => (
          <Fragment key={index}>
            {index > 0 && listComma(locale)}
            <bdi>{part}</bdi>
          </Fragment>
        ))}
    </>
  );
}
