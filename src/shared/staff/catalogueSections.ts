/**
 * The parts of the catalogue besides products that editors change in the staff area, each a list edited whole
 * (docs/staff.md#catalogue-editing): its rows carry the catalogue file's own fields, so the import's rules check them.
 */
export const SECTION_NAMES = ['categories', 'banners', 'packages', 'menu'] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

export const isSectionName = (value: unknown): value is SectionName => (SECTION_NAMES as readonly unknown[]).includes(value);

/** One row as the form edits it: the file's fields as text, a banner's pictures as their media store names. */
export type SectionRow = Record<string, string | string[]>;

/** A section as `GET /v1/staff/catalogue/sections/{name}` answers it. */
export interface SectionData {
  name: SectionName;
  rows: SectionRow[];
  /** The state the rows were read in, sent back with a save (a save from an older state is refused). */
  version: string;
  /** The menu only: true while it follows the category tree (no menu of its own saved). */
  followsCategories: boolean;
  /** The categories (key, address name and names), for the parent and link choices. */
  categories: { key: string; slug: string; nameEn: string; nameFa: string }[];
}
