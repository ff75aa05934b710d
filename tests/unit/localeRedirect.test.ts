import { describe, expect, it } from 'vitest';
import { preferredLocale } from '~/web/localeRedirect.ts';

describe('preferredLocale', () => {
  it('follows the locale cookie first', () => {
    expect(preferredLocale('a=1; locale=fa', 'en-US')).toBe('fa');
    expect(preferredLocale('locale=en', 'fa-IR')).toBe('en');
  });

  it('prefers Persian when Accept-Language ranks it highest', () => {
    expect(preferredLocale(null, 'fa-IR,fa;q=0.9,en;q=0.8')).toBe('fa');
    expect(preferredLocale(null, 'en-US,en;q=0.9,fa;q=0.8')).toBe('en');
    expect(preferredLocale(null, 'de-DE, fa;q=0.5')).toBe('fa');
  });

  it('falls back to English', () => {
    expect(preferredLocale(null, null)).toBe('en');
    expect(preferredLocale('locale=de', 'de')).toBe('en');
  });
});
