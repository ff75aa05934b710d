import { hostname } from 'node:os';
import { serviceConfig } from '~/service/config.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import type { PublishView } from '~/shared/contract/staff/publish.ts';

// With several machines on one PostgreSQL (docs/machines.md), the machine running a build mirrors its view into the
// database each second, and every machine answers with the newer of its own and the mirrored one.

const KEY = 'publishView';
/** A mirrored build not told of for this long: its machine stopped (killed, or lost its power). */
export const MIRROR_STALE_MS = 30_000;
/** Said when the machine building stopped mirroring. */
const MACHINE_GONE = 'The machine that was building stopped before the build finished: nothing was switched.';

/** The view a machine mirrored, when, and which machine it is (host and data folder). */
export interface MirroredView {
  view: PublishView;
  at: number;
  machine: string;
}

/** This machine, as mirrored views name it. */
export const thisMachine = () => `${hostname()}:${serviceConfig().dataDir}`;

/** Mirrors this machine's view of its build. */
export async function mirrorView(db: Db, view: PublishView, now = Date.now()): Promise<void> {
  const value = JSON.stringify({ view, at: now, machine: thisMachine() } satisfies MirroredView);
  await db
    .insertInto('meta')
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** The view last mirrored by any machine, or null. */
export async function mirroredView(db: Db): Promise<MirroredView | null> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', KEY).executeTakeFirst();
  try {
    return row ? (JSON.parse(row.value) as MirroredView) : null;
  } catch {
    return null;
  }
}

/** Whether a mirrored view is a build another machine is running now. */
export const runningElsewhere = (mirrored: MirroredView | null, now = Date.now()): mirrored is MirroredView =>
  mirrored?.view.state === 'building' && now - mirrored.at <= MIRROR_STALE_MS && mirrored.machine !== thisMachine();

/**
 * The view to answer with: this machine's own, or the mirrored one when it is of a later build (by start time). A
 * mirrored build no longer told of is shown as failed.
 */
export function newerView(own: PublishView, mirrored: MirroredView | null, now = Date.now()): PublishView {
  if (!mirrored?.view.startedAt) return own;
  if (own.startedAt !== null && own.startedAt >= mirrored.view.startedAt) return own;
  const { view } = mirrored;
  if (view.state !== 'building' || now - mirrored.at <= MIRROR_STALE_MS) return view;
  return { ...view, state: 'failed', finishedAt: new Date(mirrored.at).toISOString(), secondsLeft: null, error: MACHINE_GONE };
}
