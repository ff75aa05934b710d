// What changed between two versions of a record or of a list of rows, field by field: the record of changes
// stores it for an import (service/catalogue/catalogueChanges.ts) and the staff area reads any change in words.

/** A field as it was and as it became. */
export type FieldChange = [before: unknown, after: unknown];

/** One row of a list that changed: added, removed, or changed with its fields before and after. */
export type RowChange =
  | { section: string; key: string; added: true }
  | { section: string; key: string; removed: true }
  | { section: string; key: string; changed: Record<string, FieldChange> };

/** A record as a plain object of fields. */
export type Fields = Readonly<Record<string, unknown>>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two versions of a record, each as `value` shows it (as it is, unless given). */
export function changedFields(before: Fields, after: Fields, value: (v: unknown) => unknown = (v) => v): Record<string, FieldChange> {
  const fields: Record<string, FieldChange> = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!same(before[name], after[name])) fields[name] = [value(before[name]), value(after[name])];
  }
  return fields;
}

/** The rows of one list added, changed (in the new list's order) and removed, by the key each is kept by. */
export function rowChanges(
  section: string,
  before: ReadonlyMap<string, Fields>,
  after: ReadonlyMap<string, Fields>,
  value?: (v: unknown) => unknown,
): RowChange[] {
  const rows: RowChange[] = [];
  for (const [key, row] of after) {
    const was = before.get(key);
    if (!was) rows.push({ section, key, added: true });
    else {
      const changed = changedFields(was, row, value);
      if (Object.keys(changed).length > 0) rows.push({ section, key, changed });
    }
  }
  for (const key of before.keys()) if (!after.has(key)) rows.push({ section, key, removed: true });
  return rows;
}
