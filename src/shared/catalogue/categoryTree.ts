/** The given categories and every category below them, from a flat list of {id, parentId}. */
export function descendantIds(categories: readonly { id: number; parentId: number | null }[], ids: readonly number[]): number[] {
  const found = new Set(ids.filter((id) => categories.some((c) => c.id === id)));
  for (let grew = true; grew;) {
    grew = false;
    for (const c of categories) {
      if (c.parentId !== null && found.has(c.parentId) && !found.has(c.id)) {
        found.add(c.id);
        grew = true;
      }
    }
  }
  return [...found];
}
