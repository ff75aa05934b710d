import type { AstroGlobal } from 'astro';
import { accountOf } from '~/features/account/accountSession.server.ts';
import { loginPath } from '~/shared/login/loginAddress.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { areasOf, mayUse, roleOf, type StaffArea } from '~/shared/staff/roles.ts';
import type { StaffMember } from '~/service/access/staffAccess.server.ts';

/**
 * For a staff page: the signed-in member when their role may use `area` (any part of the area when absent).
 * Signed out: to the login page, coming back here. Signed in without the role: the 404 page, as for an address
 * that does not exist. Staff pages are never kept by a cache or a search engine (docs/staff.md).
 */
export async function staffPageAccess(
  Astro: AstroGlobal,
  locale: Locale,
  path: string,
  area?: StaffArea,
): Promise<{ member: StaffMember; response?: never } | { response: Response }> {
  Astro.response.headers.set('cache-control', 'private, no-store');
  Astro.response.headers.set('x-robots-tag', 'noindex, nofollow');
  const account = await accountOf(Astro.cookies);
  if (!account) {
    return { response: Astro.redirect(loginPath(locale, `${localePath(locale, path)}${Astro.url.search}`)) };
  }
  const role = roleOf(account.roles);
  const allowed = area ? mayUse(role, area) : areasOf(role).length > 0;
  if (!allowed) return { response: await Astro.rewrite('/404') };
  return { member: { ...account, role } };
}
