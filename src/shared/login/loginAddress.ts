// Where login leads: the login page with the address to come back to, and that address once signed in. Kept apart
// from the login form's rules: the API client (in every page's shared chunk) needs only these.
import { ownPath, pagePartOf } from '~/shared/http/ownAddress.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';

/** The login page in `locale`. */
const loginPage = (locale: Locale) => localePath(locale, '/account/login');

/** Whether an own path is the login page itself, in either language (never a place to come back to). */
const isLoginPage = (path: string) => /^(?:\/fa)?\/account\/login\/?$/i.test(pagePartOf(path));

/** Where to go after signing in: the shop's own address from `?next=` (docs/rules.md#redirects), else `fallback`. */
export function nextPath(next: string | null | undefined, fallback: string): string {
  const path = ownPath(next);
  return path && !isLoginPage(path) ? path : fallback;
}

/** The login page, coming back to `next` (an address of this shop, else nowhere in particular) after signing in. */
export function loginPath(locale: Locale, next: string): string {
  const path = ownPath(next);
  return path && !isLoginPage(path) ? `${loginPage(locale)}?next=${encodeURIComponent(path)}` : loginPage(locale);
}
