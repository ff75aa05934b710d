import { localePath, type Locale } from '~/shared/i18n/locale.ts';

/** What the record of changes is narrowed to: who, what kind, since when (each unset for any). */
type Filter = Readonly<Partial<Record<'who' | 'kind' | 'period', string | undefined>>>;

/** The filter's chosen parts, as query pairs. */
export const chosenParts = (filter: Filter): [string, string][] =>
  Object.entries(filter).filter((pair): pair is [string, string] => pair[1] !== undefined);

/** The record's page with the filter kept (and `extra`, e.g. the entry to page back from). */
export function auditLink(locale: Locale, filter: Filter, extra: [string, string][] = []): string {
  const page = localePath(locale, '/staff/audit');
  const query = new URLSearchParams([...chosenParts(filter), ...extra]).toString();
  return query ? `${page}?${query}` : page;
}
