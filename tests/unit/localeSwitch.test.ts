import { describe, expect, it } from 'vitest';
import { localeChoice, localeSwitchHref } from '~/shared/i18n/localeSwitch.ts';

describe('localeSwitchHref', () => {
  it('keeps the whole query and the hash, and adds the chosen locale', () => {
    expect(localeSwitchHref('/fa/Products/Search', '?searchResult=rug&page=2', '#list', 'fa')).toBe(
      '/fa/Products/Search?searchResult=rug&page=2&locale=fa#list',
    );
    expect(localeSwitchHref('/account/login', '?next=%2Fprofile%2Forders', '', 'en')).toBe(
      '/account/login?next=%2Fprofile%2Forders&locale=en',
    );
  });

  it('adds only the locale to a page without a query, and replaces an earlier choice', () => {
    expect(localeSwitchHref('/fa/', '', '', 'fa')).toBe('/fa/?locale=fa');
    expect(localeSwitchHref('/', '?locale=fa&x=1', '', 'en')).toBe('/?x=1&locale=en');
  });
});

describe('localeChoice', () => {
  it('takes the locale out of the address and keeps the other parameters as sent', () => {
    expect(localeChoice('/fa/Products/Search', 'searchResult=%D9%81%D8%B1%D8%B4&locale=fa')).toEqual({
      locale: 'fa',
      location: '/fa/Products/Search?searchResult=%D9%81%D8%B1%D8%B4',
    });
    expect(localeChoice('/account/login', 'locale=en&next=%2Fprofile')).toEqual({
      locale: 'en',
      location: '/account/login?next=%2Fprofile',
    });
    expect(localeChoice('/fa/', 'locale=fa')).toEqual({ locale: 'fa', location: '/fa/' });
  });

  it('ignores addresses without a known locale', () => {
    expect(localeChoice('/', '')).toBeNull();
    expect(localeChoice('/', 'locale=de')).toBeNull();
    expect(localeChoice('/', 'mylocale=fa')).toBeNull();
  });

  it("sends an address that could leave the shop to the chosen language's home page instead", () => {
    expect(localeChoice('//evil.example/x', 'locale=en')?.location).toBe('/');
    expect(localeChoice('/\\evil.example', 'locale=fa')?.location).toBe('/fa/');
    expect(localeChoice('/.//evil.example', 'locale=fa')?.location).toBe('/fa/');
    expect(localeChoice('/%2e%2e//evil.example', 'locale=en')?.location).toBe('/');
  });
});
