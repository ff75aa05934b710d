import { describe, expect, it } from 'vitest';
import { areasOf, mayUse, roleOf } from '~/shared/staff/roles.ts';

describe('roles', () => {
  it('give staff the orders, editors the catalogue, admins everything and customers nothing', () => {
    expect(areasOf('customer')).toEqual([]);
    expect(mayUse('staff', 'orders')).toBe(true);
    expect(mayUse('staff', 'catalogue')).toBe(false);
    expect(mayUse('editor', 'catalogue')).toBe(true);
    expect(mayUse('editor', 'orders')).toBe(false);
    expect(mayUse('editor', 'accounts')).toBe(false);
    expect(areasOf('admin')).toEqual(['orders', 'catalogue', 'accounts']);
  });

  it('read an unknown stored role as a customer’s, so a typo in the database never opens the staff area', () => {
    expect(roleOf('admin')).toBe('admin');
    expect(roleOf('Admin')).toBe('customer');
    expect(roleOf('')).toBe('customer');
    expect(roleOf('staff,admin')).toBe('customer');
  });
});
