import { mayUse, roleOf, type Role, type StaffArea } from '~/shared/staff/roles.ts';
import { getStore } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import type { RouteContext } from '~/service/http/router.server.ts';
import { readCookie, SESSION_COOKIE, sessionCookie, signedInAccount, type SignedIn } from '~/service/login/login.server.ts';

/** A signed-in member of staff and their role. */
export type StaffMember = SignedIn & { role: Role };

/**
 * The signed-in account of a staff call, when its role may use `area`. Signed out: 401 (log in first). Signed
 * in without the role: 404, the same as an address that does not exist, so a customer learns nothing of the area.
 */
export async function requireStaff(context: RouteContext, area: StaffArea): Promise<StaffMember> {
  const account = await signedInAccount((await getStore()).db, readCookie(context.headers.cookie, SESSION_COOKIE));
  if (!account) throw new ServiceError(401, 'signedOut', [], { 'set-cookie': sessionCookie(null, context.secure) });
  const role = roleOf(account.roles);
  if (!mayUse(role, area)) throw new ServiceError(404, 'notFound');
  return { ...account, role };
}
