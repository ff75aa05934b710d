import { MAX_ID } from '~/shared/fields/wire.ts';
import type { Db } from '~/service/db/database.server.ts';
import { endAlerts } from '~/service/catalogue/stockAlerts.server.ts';

/** What the list's form did, said on the page after it. */
export type AlertFormDone = 'ended' | 'endedAll';

/**
 * The list's plain form (AlertListView.astro): ends one of the number's waiting requests, or all of them. Answers what
 * it did, or null for a form that is not the list's or a request that had ended already.
 */
export async function endByForm(request: Request, db: Db, phone: string): Promise<AlertFormDone | null> {
  const form = await request.formData().catch(() => null);
  const action = form?.get('action');
  const id = Number(form?.get('id'));
  if (action === 'endAll') return (await endAlerts(db, phone, null)) > 0 ? 'endedAll' : null;
  if (action !== 'end' || !Number.isInteger(id) || id < 1 || id > MAX_ID) return null;
  return (await endAlerts(db, phone, id)) > 0 ? 'ended' : null;
}

/** What the form did, from the address it answered with (`?done=`). */
export function doneOf(url: URL): AlertFormDone | null {
  const done = url.searchParams.get('done');
  return done === 'ended' || done === 'endedAll' ? done : null;
}
