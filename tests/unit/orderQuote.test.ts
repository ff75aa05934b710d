import { describe, expect, it } from 'vitest';
import { carriersOf, pickedFrom } from '~/service/config.server.ts';
import { quoteOpen, quoteSum, trackingLink } from '~/shared/orders/quote.ts';
import { PAYMENT_WAYS } from '~/shared/fields/vocabulary.ts';
import { typedTrackingCode, validTrackingCode } from '~/shared/forms/trackingCode.ts';

describe('a quote', () => {
  it('comes to each line’s packages at its agreed price, and the delivery', () => {
    expect(quoteSum([2, 3], { prices: [1_250_000, 800_000], delivery: 150_000 })).toEqual({ goods: 4_900_000, total: 5_050_000 });
    expect(quoteSum([1], { prices: [0], delivery: 0 })).toEqual({ goods: 0, total: 0 });
  });

  it('holds until its moment, not at it', () => {
    const expiresAt = '2026-11-28T12:00:00.000Z';
    expect(quoteOpen({ expiresAt }, Date.parse(expiresAt) - 1)).toBe(true);
    expect(quoteOpen({ expiresAt }, Date.parse(expiresAt))).toBe(false);
  });
});

describe('a tracking code', () => {
  it('is read as pasted: Persian digits, spaces, dashes and direction marks', () => {
    expect(typedTrackingCode('۱۲۳۴ ۵۶۷۸-۹۰۱۲')).toBe('123456789012');
    expect(typedTrackingCode('\u200ftx-12ab ')).toBe('TX12AB');
    expect(validTrackingCode('123456789012')).toBe(true);
    expect(validTrackingCode('12')).toBe(false);
    expect(validTrackingCode('1'.repeat(41))).toBe(false);
    expect(validTrackingCode('12<script>')).toBe(false);
  });

  it('links to the carrier’s own tracking page, on the parcel when the page takes the code', () => {
    expect(trackingLink({ carrier: 'post', code: '123456' })).toBe('https://tracking.post.ir/');
    expect(trackingLink({ carrier: 'courier', code: '' })).toBeNull();
    expect(trackingLink({ carrier: 'tipax', code: 'AB 12' }, { tipax: 'https://track.example/?c={code}' })).toBe(
      'https://track.example/?c=AB%2012',
    );
  });
});

describe('the shop’s lists of ways to pay and carriers', () => {
  it('keeps the known names, in the order given; unset or none known: all', () => {
    expect(pickedFrom(PAYMENT_WAYS, 'door, card')).toEqual(['door', 'card']);
    expect(pickedFrom(PAYMENT_WAYS, 'cheque')).toEqual([...PAYMENT_WAYS]);
    expect(pickedFrom(PAYMENT_WAYS, undefined)).toEqual([...PAYMENT_WAYS]);
  });

  it('takes a carrier’s own tracking page over https only', () => {
    expect(carriersOf('tipax=https://t.example/{code},post,chapar=http://plain.example')).toEqual({
      carriers: ['tipax', 'post', 'chapar'],
      trackingPages: { tipax: 'https://t.example/{code}' },
    });
    expect(carriersOf('').carriers).toEqual(['post', 'tipax', 'chapar', 'mahex', 'courier']);
  });
});
