/** Where publishing stands (docs/staff.md#publishing): nothing yet, a build running, its pages live, or a failed build. */
export const PUBLISH_STATES = ['idle', 'building', 'live', 'failed'] as const;
export type PublishState = (typeof PUBLISH_STATES)[number];

/** The answer of `GET /v1/staff/publish`: the running build's progress, or how the last one ended. */
export interface PublishView {
  state: PublishState;
  /** When the build started and ended (ISO 8601), null when there is none. */
  startedAt: string | null;
  finishedAt: string | null;
  /** The name of the editor who pressed Publish. */
  startedBy: string | null;
  /**
   * Pages the build has written, of the pages it is expected to write: the last build's count, or, for a build
   * that renders only the pages the changes show, those; `carried`: the pages it takes over unchanged.
   */
  pages: { written: number; total: number; carried: number };
  /** The build's files compressed (its longest step, after the pages are written), of all it compresses; 0 of 0 before. */
  compressed: { done: number; total: number };
  /** Seconds until the build is over: the last build's time less the time so far, else from the rate so far; null before any progress. */
  secondsLeft: number | null;
  /** The build's last lines when it failed. */
  error: string | null;
  /** The build's name (its folder under builds/), once built. */
  build: string | null;
}

/** How often the staff page asks for the progress while a build runs. */
export const PUBLISH_POLL_MS = 2000;

/** What is saved but not live yet, in the page's language (docs/staff.md#what-is-not-live-yet). */
export interface PendingChanges {
  count: number;
  /** "3 changes not published yet" */
  summary: string;
  /** The latest changes: what (in words), who and when. */
  lines: { id: number; title: string; byAt: string }[];
  /** "…and 4 earlier changes", when more are waiting than listed. */
  more: string | null;
}
