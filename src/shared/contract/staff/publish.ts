// What the publishing calls answer (docs/staff.md#publishing), and the type the staff area reads from it.
import * as v from 'valibot';
import { count } from '~/shared/contract/scalars.ts';
import { PUBLISH_STATES } from '~/shared/fields/staffVocabulary.ts';

/** A moment as ISO 8601 text, null when there is none. */
const momentOrNone = v.nullable(v.string());

/** The running build's progress, or how the last one ended. */
export const publishState = v.object({
  state: v.picklist(PUBLISH_STATES),
  /** When the build started and ended. */
  startedAt: momentOrNone,
  finishedAt: momentOrNone,
  /** The name of the editor who pressed Publish. */
  startedBy: v.nullable(v.string()),
  /**
   * Pages written of the pages expected: the last build's count, or for a build rendering only the changed pages,
   * those; `carried`: the pages it takes over unchanged.
   */
  pages: v.object({ written: count, total: count, carried: count }),
  /** The files compressed (the longest step, after the pages), of all it compresses; 0 of 0 before. */
  compressed: v.object({ done: count, total: count }),
  /** Seconds until the build is over (the last build's time less the time so far, else the rate so far); null before progress. */
  secondsLeft: v.nullable(count),
  /** The build's last lines when it failed. */
  error: v.nullable(v.string()),
  /** The build's name (its folder under builds/), once built. */
  build: v.nullable(v.string()),
});
export type PublishView = v.InferOutput<typeof publishState>;
