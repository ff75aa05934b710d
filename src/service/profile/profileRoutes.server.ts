import * as v from 'valibot';
import { addressFields } from '../../features/forms/rules.ts';
import { getStore } from '../db/database.server.ts';
import { parseInput } from '../http/errors.server.ts';
import type { Route } from '../http/router.server.ts';
import { requireAccount } from '../login/loginRoutes.server.ts';
import { accountOrders, listAddresses, MAX_ADDRESSES, replaceAddresses } from './profile.server.ts';

const addressBook = v.pipe(
  v.array(v.object({ ...addressFields.entries, id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))) })),
  v.maxLength(MAX_ADDRESSES),
);

const db = async () => (await getStore()).db;

/** The signed-in visitor's own data (DESIGN decision 9); each call answers 401 without a session. */
export const profileRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v1/profile',
    personal: true,
    handle: async (context) => {
      const { name, phoneNumber, roles } = await requireAccount(context);
      return { data: { name, phoneNumber, roles } };
    },
  },
  {
    method: 'GET',
    path: '/v1/profile/orders',
    personal: true,
    handle: async (context) => {
      const account = await requireAccount(context);
      return { data: await accountOrders(await db(), account.phoneNumber) };
    },
  },
  {
    method: 'GET',
    path: '/v1/profile/addresses',
    personal: true,
    handle: async (context) => {
      const account = await requireAccount(context);
      return { data: await listAddresses(await db(), account.accountId) };
    },
  },
  {
    method: 'PUT',
    path: '/v1/profile/addresses',
    personal: true,
    handle: async (context) => {
      const account = await requireAccount(context);
      const addresses = parseInput(addressBook, await context.json(), context.locale);
      return {
        data: await replaceAddresses(await db(), account.accountId, addresses),
        message: { en: 'Your addresses are saved.', fa: 'نشانی‌های شما ذخیره شد.' },
      };
    },
  },
];
