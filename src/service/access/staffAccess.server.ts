import type { IncomingHttpHeaders } from 'node:http';
import { areasOf, mayUse, roleOf, type StaffArea } from '~/shared/staff/roles.ts';
import { getStore, type Db } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import type { StaffGate } from '~/service/http/dispatch.server.ts';
import { isSecure } from '~/service/http/proxy.server.ts';
import type { RouteContext } from '~/service/http/route.server.ts';
import { readCookie, SESSION_COOKIE, sessionCookie, signedInAccount, type SignedIn } from '~/service/login/login.server.ts';
import type { Role } from '~/shared/fields/staffVocabulary.ts';

/** A signed-in member of staff and their role. */
export type StaffMember = SignedIn & { role: Role };

/**
 * The signed-in account of a staff call, when its role may use `area`. Signed out: 401; without the role: 404, as for
 * an address that does not exist, so a customer learns nothing of the area.
 */
export async function requireStaff(context: RouteContext, area: StaffArea): Promise<StaffMember> {
  const member = await signedInMember(context.headers, context.secure);
  if (!mayUse(member.role, area)) throw new ServiceError(404, 'notFound');
  return member;
}

/** The caller and their role; signed out: 401, which clears the cookie. */
async function signedInMember(headers: IncomingHttpHeaders, secure: boolean): Promise<StaffMember> {
  const account = await signedInAccount((await getStore()).db, readCookie(headers.cookie, SESSION_COOKIE));
  if (!account) throw new ServiceError(401, 'signedOut', [], { 'set-cookie': sessionCookie(null, secure) });
  return { ...account, role: roleOf(account.roles) };
}

/** The router's StaffGate: who calls is asked before the method or the inputs of a staff path are looked at. */
export const staffGate: StaffGate = async (req, areas) => {
  const { role } = await signedInMember(req.headers, isSecure(req));
  const allowed = (area: StaffArea | 'any') => (area === 'any' ? areasOf(role).length > 0 : mayUse(role, area));
  if (!areas.some(allowed)) throw new ServiceError(404, 'notFound');
};

/**
 * Inside a change's transaction, after its rule lock: the member's role as it is now, not as it was when the
 * request began, still lets them use `area` (an admin demoted a moment ago changes nothing more). Else 404.
 */
export async function confirmStaff(trx: Db, member: StaffMember, area: StaffArea): Promise<void> {
  const now = await trx.selectFrom('accounts').select('roles').where('id', '=', member.accountId).executeTakeFirst();
  if (!now || !mayUse(roleOf(now.roles), area)) throw new ServiceError(404, 'notFound');
}
