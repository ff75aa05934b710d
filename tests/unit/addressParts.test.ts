import { describe, expect, it } from 'vitest';
import { addressLocale, addressParts } from '~/shared/forms/addressParts.ts';

describe('an address in the language it was typed in', () => {
  it('reads Persian letters as Persian and Latin ones as English, whatever the page', () => {
    expect(addressLocale('en', ['تهران', 'خیابان ولیعصر، پلاک ۱۲'])).toBe('fa');
    expect(addressLocale('fa', ['Shiraz', '7 Bahar St'])).toBe('en');
  });

  it('goes by the most letters, and by the page when there are as many of each or none', () => {
    expect(addressLocale('en', ['تهران', 'Valiasr St, Bahar Alley'])).toBe('en');
    expect(addressLocale('en', ['اصفهان', 'چهارباغ، Apt 3'])).toBe('fa');
    expect(addressLocale('fa', ['12', '3/4'])).toBe('fa');
    expect(addressLocale('en', ['', ''])).toBe('en');
  });

  it('names the province in the address’s language, so an English page does not show "Tehran, تهران"', () => {
    expect(addressParts('en', { province: 'Tehran', city: 'تهران', address: 'خیابان ولیعصر' })).toEqual({
      locale: 'fa',
      parts: ['تهران', 'تهران', 'خیابان ولیعصر'],
    });
    expect(addressParts('fa', { province: 'فارس', city: 'Shiraz', address: '7 Bahar St' })).toEqual({
      locale: 'en',
      parts: ['Fars', 'Shiraz', '7 Bahar St'],
    });
  });

  it('keeps a province that names none of the list as it was stored', () => {
    expect(addressParts('en', { province: 'Gotham', city: 'تهران', address: 'پلاک ۱' }).parts[0]).toBe('Gotham');
  });
});
