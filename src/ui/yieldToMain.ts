/**
 * Ends the current task and goes on in a new one, so the browser can paint and answer a tap in between: on a
 * slow phone a page's start-up work in one piece is a long task (docs/rules.md, "Budgets").
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
