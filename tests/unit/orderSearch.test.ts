import { describe, expect, it } from 'vitest';
import { orderSearch } from '~/shared/staff/orders.ts';

describe('orderSearch', () => {
  it('reads a phone number typed in any form as the digits the shop stores', () => {
    expect(orderSearch('۰۹۱۲ ۱۲۳ ۴۵۶۷').digits).toBe('09121234567');
    expect(orderSearch('+98 912-123-4567').digits).toBe('09121234567');
    expect(orderSearch('0098 912 1234567').digits).toBe('09121234567');
    expect(orderSearch('(0912) 123').digits).toBe('0912123');
    expect(orderSearch('#42').digits).toBe('42');
  });

  it('reads #12 (Persian digits too) as that order alone; a bare number may still be part of a phone', () => {
    expect(orderSearch('#42').orderNumber).toBe(42);
    expect(orderSearch('# ۴۲').orderNumber).toBe(42);
    expect(orderSearch('42').orderNumber).toBeNull();
    expect(orderSearch('#42a').orderNumber).toBeNull();
  });

  it('keeps words as words, without control characters', () => {
    expect(orderSearch('  Sara\u0007  Ahmadi ')).toEqual({ text: 'Sara Ahmadi', digits: null, orderNumber: null });
    expect(orderSearch('گالری ۱۲').digits).toBeNull();
    expect(orderSearch('').digits).toBeNull();
  });
});
