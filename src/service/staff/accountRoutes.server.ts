import * as v from 'valibot';
import { recordId, wholeNumberParam, wire } from '~/shared/fields/wire.ts';
import { mobileNumber, requiredText } from '~/shared/forms/rules.ts';
import { ROLES } from '~/shared/staff/roles.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';
import { getStore } from '~/service/db/database.server.ts';
import { lockRule } from '~/service/db/ruleLock.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { addAccount, countAdmins, findAccount, listAccounts } from '~/service/login/accounts.server.ts';
import { listChanges, recordChange } from '~/service/access/audit.server.ts';
import { accountTexts } from '~/service/access/messages.server.ts';
import { confirmStaff, requireStaff } from '~/service/access/staffAccess.server.ts';

const role = v.picklist(ROLES);
const accountRow = v.object({
  id: recordId,
  phoneNumber: v.string(),
  name: v.string(),
  role,
  createdAt: v.pipe(v.string(), v.description('ISO 8601')),
});
const auditEntry = v.object({
  id: recordId,
  at: v.pipe(v.string(), v.description('ISO 8601')),
  accountId: recordId,
  actorName: v.pipe(v.string(), v.description('Who made the change, as they were named then.')),
  actorPhone: v.string(),
  action: v.pipe(v.string(), v.description('e.g. order.status, product.update, account.create, publish.')),
  subject: v.string(),
  before: v.pipe(v.unknown(), v.description('The record before the change (JSON), null when it was created.')),
  after: v.pipe(v.unknown(), v.description('The record after the change (JSON), null when it was removed.')),
});
const searchQuery = v.optional(
  v.pipe(
    v.string(),
    wire({ type: 'string', maxLength: 100 }),
    v.maxLength(100),
    v.transform((text) => withoutControls(text).trim()),
  ),
);

const db = async () => (await getStore()).db;

/** Accounts, their roles and the record of changes: admins only (docs/staff.md). */
export const accountRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/staff/accounts',
    staff: 'accounts',
    summary: 'The accounts, staff roles first; `q` searches names and numbers. Admins only (signed out 401, other roles 404).',
    query: v.object({ q: searchQuery }),
    answer: v.array(accountRow),
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'accounts');
      return { data: await listAccounts(await db(), context.query.q ?? '') };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/accounts',
    staff: 'accounts',
    summary: 'Creates an account with a role; the number is checked as at the login. An existing number: 409.',
    body: v.object({ phoneNumber: mobileNumber, name: requiredText(100), role }),
    answer: accountRow,
    failures: [401, 404, 409],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'accounts');
      const { phoneNumber, name, role } = context.body;
      const store = await db();
      const created = await store.transaction().execute(async (trx) => {
        await lockRule(trx, 'accounts.roles');
        await confirmStaff(trx, member, 'accounts');
        const result = await addAccount(trx, phoneNumber, name, { role });
        if (!result.ok) throw new ServiceError(409, accountTexts.exists);
        const row = (await findAccount(trx, result.id))!;
        await recordChange(trx, member, { action: 'account.create', subject: `account ${row.phoneNumber}`, after: { name, role } });
        return row;
      });
      return { data: created, message: accountTexts.created };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/v1/staff/accounts/{id}',
    staff: 'accounts',
    summary:
      "Changes an account's name and role. An admin cannot change their own role, and the last admin stays one (409). Takes effect on the account's next request.",
    params: v.object({ id: wholeNumberParam(1, 2_147_483_647, 'The account id.') }),
    body: v.object({ name: requiredText(100), role }),
    answer: accountRow,
    failures: [401, 404, 409],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'accounts');
      const { id } = context.params;
      const { name, role } = context.body;
      const store = await db();
      // Roles change one at a time, each checked against the roles as the one before left them.
      const saved = await store.transaction().execute(async (trx) => {
        await lockRule(trx, 'accounts.roles');
        await confirmStaff(trx, member, 'accounts');
        const before = await findAccount(trx, id);
        if (!before) throw new ServiceError(404, accountTexts.notFound);
        if (before.role !== role && id === member.accountId) throw new ServiceError(409, accountTexts.ownRole);
        if (before.role === 'admin' && role !== 'admin' && (await countAdmins(trx)) <= 1)
          throw new ServiceError(409, accountTexts.lastAdmin);
        await trx.updateTable('accounts').set({ name, roles: role }).where('id', '=', id).execute();
        await recordChange(trx, member, {
          action: 'account.update',
          subject: `account ${before.phoneNumber}`,
          before: { name: before.name, role: before.role },
          after: { name, role },
        });
        return (await findAccount(trx, id))!;
      });
      return { data: saved, message: accountTexts.saved };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/staff/audit',
    staff: 'accounts',
    summary: 'The record of changes made in the staff area, latest first, 50 at a time (`before`: the id to page back from).',
    query: v.object({ before: v.optional(wholeNumberParam(1, 2_147_483_647, 'Entries older than this id.')) }),
    answer: v.array(auditEntry),
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'accounts');
      return { data: await listChanges(await db(), { beforeId: context.query.before }) };
    },
  }),
];
