// A product stores the package types it is sold in; none stored means every active type (those added later too).
// The staff form shows the types it is sold in ticked, so "none stored" shows every box ticked.

/** The types ticked on the form: those stored that are still active, or every active type when none are stored. */
export function tickedPackages(stored: readonly number[], active: readonly number[]): number[] {
  const kept = active.filter((id) => stored.includes(id));
  return kept.length === 0 ? [...active] : kept;
}

/**
 * What the product stores after one box changes: every active type ticked is stored as none (so a type added
 * later is offered too); the last ticked box stays ticked, as a product is sold in at least one type.
 */
export function togglePackage(stored: readonly number[], active: readonly number[], id: number): number[] {
  const ticked = tickedPackages(stored, active);
  const next = ticked.includes(id)
    ? ticked.filter((other) => other !== id)
    : active.filter((other) => other === id || ticked.includes(other));
  if (next.length === 0) return [...stored];
  return next.length === active.length ? [] : next;
}
