// The one rule for every address the shop sends a visitor to (docs/rules.md#redirects). Resolved first, as a browser
// resolves Location, then checked: `/.//evil.example` passes a raw check and resolves to another site.

/** A stand-in origin to resolve against: an address that leaves it leaves the shop. */
const OWN_ORIGIN = 'http://own.invalid';

/** Longer addresses are never the shop's own (its longest page address is well under this). */
export const MAX_OWN_ADDRESS = 2000;

/**
 * Before resolving: a browser drops tabs and line breaks from an address (`/\t/evil` is `//evil`) and reads
 * `\` as `/`; spaces, other controls and bidi overrides have no place in an address the shop writes.
 */
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\\]/;

/**
 * After resolving, in the path: a slash, backslash, dot or control character still encoded (`%2f`, `%5c`,
 * `%2e`, `%00`), or an encoded percent sign that a proxy decoding once more would turn into one.
 */
const ENCODED_TRICKS = /%(?:2f|5c|2e|25|[01][0-9a-f]|7f)/i;

/**
 * `address` as a path of this shop, resolved and percent-encoded for a Location header; null for a scheme, a host,
 * `//` or `/\`, encoded dots or slashes, control characters, or over MAX_OWN_ADDRESS characters.
 */
export function ownPath(address: string | null | undefined): string | null {
  if (!address || address.length > MAX_OWN_ADDRESS || address[0] !== '/' || UNSAFE_CHARACTERS.test(address)) return null;
  let url: URL;
  try {
    url = new URL(address, `${OWN_ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin !== OWN_ORIGIN || url.username || url.password) return null;
  const { pathname, search, hash } = url;
  if (!/^\/(?![/\\])/.test(pathname) || ENCODED_TRICKS.test(pathname)) return null;
  const path = `${pathname}${search}${hash}`;
  // Resolving it again changes nothing: what the visitor's browser reads is what was checked.
  return path.length <= MAX_OWN_ADDRESS && new URL(path, `${OWN_ORIGIN}/`).href === `${OWN_ORIGIN}${path}` ? path : null;
}

/** `address` when it is the shop's own (as ownPath gives it), else `fallback`. */
export function ownPathOr(address: string | null | undefined, fallback: string): string {
  return ownPath(address) ?? fallback;
}

/** The page part of an own path, without its query and anchor. */
export function pagePartOf(path: string): string {
  return path.replace(/[?#].*$/s, '');
}
