import type { AstroCookies, AstroGlobal } from 'astro';
import { loginPath } from '~/shared/login/loginAddress.ts';
import { localePath, type Locale } from '~/shared/i18n/i18n.ts';
import { getStore } from '~/service/db/database.server.ts';
import { endSession, SESSION_COOKIE, signedInAccount, type SignedIn } from '~/service/login/login.server.ts';

/** The signed-in account behind the request's session cookie, or null (an unknown cookie is removed). */
export async function accountOf(cookies: AstroCookies): Promise<SignedIn | null> {
  const token = cookies.get(SESSION_COOKIE)?.value;
  if (!token) return null;
  const account = await signedInAccount((await getStore()).db, token);
  if (!account) cookies.delete(SESSION_COOKIE, { path: '/' });
  return account;
}

/** Ends the request's session and removes its cookie. */
export async function logOut(cookies: AstroCookies): Promise<void> {
  await endSession((await getStore()).db, cookies.get(SESSION_COOKIE)?.value);
  cookies.delete(SESSION_COOKIE, { path: '/' });
}

/**
 * For a profile page: the signed-in account, or a redirect to the login page that comes back here.
 * Account pages are personal: never kept by a browser cache, a proxy or the service worker.
 */
export async function profileAccess(
  Astro: AstroGlobal,
  locale: Locale,
  path: string,
): Promise<{ account: SignedIn; redirect?: never } | { redirect: Response }> {
  Astro.response.headers.set('cache-control', 'private, no-store');
  const account = await accountOf(Astro.cookies);
  if (account) return { account };
  return { redirect: Astro.redirect(loginPath(locale, localePath(locale, path))) };
}
