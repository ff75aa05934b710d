import { account, codeAsked, signedOut } from '~/shared/contract/answers.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { getStore } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { alertTexts, loginTexts } from '~/service/http/messages.server.ts';
import { defineRoute, type Route, type RouteContext } from '~/service/http/route.server.ts';
import {
  endSession,
  otpSecret,
  readCookie,
  requestCode,
  SESSION_COOKIE,
  sessionCookie,
  signedInAccount,
  verifyLogin,
  type SignedIn,
} from './login.server.ts';
import { loginCodeBody, loginPhoneBody } from '~/shared/contract/requests.ts';

let secret: Promise<string> | undefined;
const codeSecret = async () => (secret ??= (async () => otpSecret((await getStore()).db, serviceConfig().otpSecret))());

/** The phone-code login (docs/rules.md#login): ask for a code, sign in with it, sign out. */
export const loginRoutes: Route[] = [
  defineRoute({
    method: 'POST',
    path: '/Idp/Account/LoginViaPhoneNumber',
    summary:
      'Ask for a login code. The same answer for every valid number; only numbers with an account get a text (with forAlert, every number: the bell asks for it). Within 119 s of the last code nothing is sent and resendAfter gives the seconds left. Too many codes for a number or an address in an hour: 429.',
    body: loginPhoneBody,
    answer: codeAsked,
    failures: [429],
    handle: async ({ body: { phoneNumber, forAlert }, locale, clientAddress }) => {
      const data = await requestCode(await getStore(), {
        phoneNumber,
        address: clientAddress,
        now: Date.now(),
        secret: await codeSecret(),
        locale,
        forAlert,
      });
      return {
        data,
        message: forAlert ? alertTexts.codeOnItsWay : loginTexts.codeOnItsWay,
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/Idp/Account/LoginViaPhoneNumberCode',
    summary: 'Sign in with the code: sets the httpOnly session cookie. Wrong or expired code: 400; the fifth wrong try ends the code: 429.',
    body: loginCodeBody,
    answer: account,
    failures: [429],
    handle: async ({ body: { phoneNumber, code }, secure }) => {
      const result = await verifyLogin(await getStore(), { phoneNumber, code, now: Date.now(), secret: await codeSecret() });
      if (!result.ok) throw new ServiceError(result.status, result.failure);
      return {
        data: result.account,
        message: loginTexts.loggedIn,
        headers: { 'set-cookie': sessionCookie(result.token, secure) },
      };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/Idp/Account/Logout',
    summary: 'Ends the session and clears its cookie; roles become "".',
    answer: signedOut,
    handle: async ({ headers, secure }) => {
      await endSession((await getStore()).db, readCookie(headers.cookie, SESSION_COOKIE));
      return {
        data: { roles: '' },
        message: loginTexts.loggedOut,
        headers: { 'set-cookie': sessionCookie(null, secure) },
      };
    },
  }),
];

/** The signed-in account of a request; a 401 that also clears the cookie otherwise. */
export async function requireAccount({ headers, secure }: RouteContext): Promise<SignedIn> {
  const account = await signedInAccount((await getStore()).db, readCookie(headers.cookie, SESSION_COOKIE));
  if (!account) throw new ServiceError(401, 'signedOut', [], { 'set-cookie': sessionCookie(null, secure) });
  return account;
}
