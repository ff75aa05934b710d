/** The periods staff lists can be narrowed to, back from now (the record of changes, the orders). */
export const PERIODS = { day: 86_400_000, week: 7 * 86_400_000, month: 30 * 86_400_000 } as const;
export type Period = keyof typeof PERIODS;

/** A period's name as an address carries it, or undefined for anything else. */
export const periodOf = (text: string | null | undefined): Period | undefined =>
  text && Object.hasOwn(PERIODS, text) ? (text as Period) : undefined;

/** When a period began, in milliseconds, `now` being its end; undefined for no period. */
export const sinceOf = (period: Period | undefined, now = Date.now()): number | undefined => (period ? now - PERIODS[period] : undefined);
