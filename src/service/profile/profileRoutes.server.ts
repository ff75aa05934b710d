import * as v from 'valibot';
import { getStore } from '~/service/db/database.server.ts';
import { account, accountOrder, savedAddress } from '~/shared/contract/answers.ts';
import { profileTexts } from '~/service/http/messages.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { requireAccount } from '~/service/login/loginRoutes.server.ts';
import { accountOrders, listAddresses, replaceAddresses } from './profile.server.ts';
import { addressBook } from '~/shared/contract/requests.ts';

const db = async () => (await getStore()).db;

/** The signed-in visitor's own data (docs/rules.md#profile); each call answers 401 without a session. */
export const profileRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/profile',
    summary: 'The signed-in account (401 without a session)',
    answer: account,
    failures: [401],
    personal: true,
    handle: async (context) => {
      const { name, phoneNumber, roles } = await requireAccount(context);
      return { data: { name, phoneNumber, roles } };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/profile/orders',
    summary: "Orders placed with the account's phone number, newest first",
    answer: v.array(accountOrder),
    failures: [401],
    personal: true,
    handle: async (context) => {
      const account = await requireAccount(context);
      return { data: await accountOrders(await db(), account.phoneNumber) };
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/v1/profile/addresses',
    summary: 'Saved addresses',
    answer: v.array(savedAddress),
    failures: [401],
    personal: true,
    handle: async (context) => {
      const account = await requireAccount(context);
      return { data: await listAddresses(await db(), account.accountId) };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/v1/profile/addresses',
    summary:
      'Replaces the address book (entries with a known id are edited, the rest added, the ones left out removed); validated like the order form',
    body: addressBook,
    answer: v.array(savedAddress),
    failures: [401],
    personal: true,
    handle: async (context) => {
      const account = await requireAccount(context);
      return {
        data: await replaceAddresses(await db(), account.accountId, context.body),
        message: profileTexts.saved,
      };
    },
  }),
];
