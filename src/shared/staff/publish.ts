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
