import type { AstroGlobal } from 'astro';
import { accountOf } from '~/features/account/accountSession.server.ts';
import { loginPath } from '~/shared/login/loginAddress.ts';
import { localePath, type Locale } from '~/shared/i18n/locale.ts';
import { areasOf, mayUse, roleOf, type StaffArea } from '~/shared/staff/roles.ts';
import type { StaffMember } from '~/service/access/staffAccess.server.ts';

/**
 * A staff page's member, when their role may use `area`. Signed out: to the login page and back; without the role:
 * the 404 page. Staff pages are never cached or indexed (docs/staff.md).
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
