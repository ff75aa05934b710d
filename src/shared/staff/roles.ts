import { ROLES, type Role } from '~/shared/fields/staffVocabulary.ts';

/** The parts of the staff area. */
export type StaffArea = 'orders' | 'catalogue' | 'accounts';

const AREAS: Record<Role, readonly StaffArea[]> = {
  customer: [],
  staff: ['orders'],
  editor: ['catalogue'],
  admin: ['orders', 'catalogue', 'accounts'],
};

/** The role stored in an account's `roles` column; anything unknown is a customer's. */
export function roleOf(stored: string): Role {
  return (ROLES as readonly string[]).includes(stored) ? (stored as Role) : 'customer';
}

/** Whether a role may use a part of the staff area. */
export function mayUse(role: Role, area: StaffArea): boolean {
  return AREAS[role].includes(area);
}

/** The parts a role may use, in the order the staff area lists them (none for a customer). */
export function areasOf(role: Role): readonly StaffArea[] {
  return AREAS[role];
}
