import { describe, expect, it } from 'vitest';
import { canMove, nextStatuses } from '~/shared/staff/orders.ts';
import { ORDER_STATUSES } from '~/shared/fields/vocabulary.ts';

describe('the order’s life (docs/staff.md#statuses)', () => {
  it('goes one step on at a time, from new to delivered', () => {
    const life = ['new', 'called', 'quoted', 'confirmed', 'sent', 'delivered'] as const;
    for (const [index, from] of life.entries()) {
      const next = life[index + 1];
      for (const to of ORDER_STATUSES) {
        const allowed = to === from || to === next || (to === 'cancelled' && ['new', 'called', 'quoted', 'confirmed'].includes(from));
        expect(canMove(from, to), `${from} -> ${to}`).toBe(allowed);
      }
    }
  });

  it('cancels before sent only, and a cancelled or delivered order goes nowhere', () => {
    expect(nextStatuses('confirmed')).toContain('cancelled');
    expect(nextStatuses('sent')).toEqual(['delivered']);
    expect(nextStatuses('delivered')).toEqual([]);
    expect(nextStatuses('cancelled')).toEqual([]);
    expect(ORDER_STATUSES.filter((from) => from !== 'cancelled' && canMove('cancelled', from))).toEqual([]);
  });
});
