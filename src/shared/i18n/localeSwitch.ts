import { ownPathOr } from '~/shared/http/ownAddress.ts';
import { localePath, type Locale } from './locale.ts';

// The language switch: its link is the page's address in the other language, with the page's whole query and
// hash, plus `locale=`; the server remembers that choice in a cookie and redirects to the address without it.

/** The switch link to `path` (the page in the other language) keeping the page's `search` and `hash`. */
export function localeSwitchHref(path: string, search: string, hash: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.delete('locale');
  params.append('locale', locale);
  return `${path}?${params}${hash}`;
}

/**
 * For a query carrying `locale=en|fa`: the chosen locale and the address without it, or the chosen language's home
 * when the address is not the shop's own; null without one.
 */
export function localeChoice(pathname: string, query: string): { locale: Locale; location: string } | null {
  const parts = query.split('&');
  const locale = parts.map((part) => /^locale=(en|fa)$/.exec(part)?.[1]).find(Boolean) as Locale | undefined;
  if (!locale) return null;
  const rest = parts.filter((part) => part !== '' && part.split('=')[0] !== 'locale').join('&');
  // Only to an address of the shop (docs/rules.md#redirects): `/.//host` resolves to another site.
  return { locale, location: ownPathOr(rest ? `${pathname}?${rest}` : pathname, localePath(locale, '/')) };
}
