import * as v from 'valibot';
import { mobileNumber, oneTimeCode } from '../../features/forms/rules.ts';
import { serviceConfig } from '../config.server.ts';
import { getStore } from '../db/database.server.ts';
import { parseInput, ServiceError } from '../http/errors.server.ts';
import type { Route, RouteContext } from '../http/router.server.ts';
import { endSession, otpSecret, readCookie, requestCode, SESSION_COOKIE, sessionCookie, signedInAccount, verifyLogin, type SignedIn } from './login.server.ts';

const phoneBody = v.object({ phoneNumber: mobileNumber });
const codeBody = v.object({ phoneNumber: mobileNumber, code: oneTimeCode });

let secret: Promise<string> | undefined;
const codeSecret = async () => (secret ??= (async () => otpSecret((await getStore()).db, serviceConfig().otpSecret))());

/** The phone-code login (DESIGN decision 6): ask for a code, sign in with it, sign out. */
export const loginRoutes: Route[] = [
  {
    method: 'POST',
    path: '/Idp/Account/LoginViaPhoneNumber',
    handle: async ({ json, locale, clientAddress }) => {
      const { phoneNumber } = parseInput(phoneBody, await json(), locale);
      const data = await requestCode(await getStore(), { phoneNumber, address: clientAddress, now: Date.now(), secret: await codeSecret(), locale });
      return {
        data,
        message: { en: 'If this number has an account, a code is on its way.', fa: 'اگر این شماره حساب کاربری داشته باشد، کد برایش فرستاده شد.' },
      };
    },
  },
  {
    method: 'POST',
    path: '/Idp/Account/LoginViaPhoneNumberCode',
    handle: async ({ json, locale, secure }) => {
      const { phoneNumber, code } = parseInput(codeBody, await json(), locale);
      const result = await verifyLogin(await getStore(), { phoneNumber, code, now: Date.now(), secret: await codeSecret() });
      if (!result.ok) throw new ServiceError(result.status, result.failure);
      return {
        data: result.account,
        message: { en: 'You are logged in.', fa: 'وارد حساب کاربری خود شدید.' },
        headers: { 'set-cookie': sessionCookie(result.token, secure) },
      };
    },
  },
  {
    method: 'POST',
    path: '/Idp/Account/Logout',
    handle: async ({ headers, secure }) => {
      await endSession((await getStore()).db, readCookie(headers.cookie, SESSION_COOKIE));
      return {
        data: { roles: '' },
        message: { en: 'You are logged out.', fa: 'از حساب کاربری خود خارج شدید.' },
        headers: { 'set-cookie': sessionCookie(null, secure) },
      };
    },
  },
];

/** The signed-in account of a request; a 401 that also clears the cookie otherwise. */
export async function requireAccount({ headers, secure }: RouteContext): Promise<SignedIn> {
  const account = await signedInAccount((await getStore()).db, readCookie(headers.cookie, SESSION_COOKIE));
  if (!account) throw new ServiceError(401, 'signedOut', [], { 'set-cookie': sessionCookie(null, secure) });
  return account;
}
