import { afterAll, beforeAll } from 'vitest';
import type { Db } from '~/service/db/database.server.ts';
import type { Role } from '~/shared/fields/staffVocabulary.ts';
import { openTestStore } from '../support/database.ts';
import { signedInAs } from '../support/staffSession.ts';
import { startShop } from '../support/startShop.ts';
import { call } from './http.ts';

type Shop = Awaited<ReturnType<typeof startShop>>;

/**
 * A shop of the suite's own (for suites that change what the others read), with an account of each role signed in;
 * started before the suite's tests and stopped after. `as(who, path)` calls it as that role, null signed out.
 */
export function shopWithRoles<R extends Role>(roles: readonly R[]) {
  const own = { shop: undefined as unknown as Shop, db: undefined as unknown as Db, cookies: {} as Record<R, string> };
  beforeAll(async () => {
    own.shop = await startShop();
    own.db = (await openTestStore(own.shop.dataDir)).db;
    for (const role of roles) own.cookies[role] = (await signedInAs(own.db, role, `Test ${role}`)).cookie;
  });
  afterAll(async () => {
    await own.db.destroy();
    await own.shop.stop();
  });
  const as = (who: R | null, path: string, init: Parameters<typeof call>[1] = {}, locale: 'en' | 'fa' = 'en') =>
    call(`${own.shop.url}${path}`, {
      ...init,
      headers: { 'accept-language': locale, ...(who ? { cookie: own.cookies[who] } : {}), ...(init.headers as Record<string, string>) },
    });
  return { own, as };
}
