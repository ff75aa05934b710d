import * as v from 'valibot';
import { getStore } from '~/service/db/database.server.ts';
import { lockRule } from '~/service/db/ruleLock.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { addAccount, countAdmins, findAccount, listAccounts } from '~/service/login/accounts.server.ts';
import { listChanges, recordChange } from '~/service/access/audit.server.ts';
import { accountTexts } from '~/service/access/messages.server.ts';
import { confirmStaff, requireStaff } from '~/service/access/staffAccess.server.ts';
import {
  accountChange,
  accountIdParams,
  accountRow,
  accountSearch,
  auditEntry,
  auditQuery,
  newAccount,
} from '~/shared/contract/staff/accounts.ts';

const db = async () => (await getStore()).db;

/** Accounts, their roles and the record of changes: admins only (docs/staff.md). */
export const accountRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/staff/accounts',
    staff: 'accounts',
    summary: 'The accounts, staff roles first; `q` searches names and numbers. Admins only (signed out 401, other roles 404).',
    query: accountSearch,
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
    body: newAccount,
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
    params: accountIdParams,
    body: accountChange,
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
    query: auditQuery,
    answer: v.array(auditEntry),
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'accounts');
      return { data: await listChanges(await db(), { beforeId: context.query.before }) };
    },
  }),
];
