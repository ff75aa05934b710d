import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loginPath, nextPath } from '~/shared/login/loginAddress.ts';
import { MAX_OWN_ADDRESS, ownPath } from '~/shared/http/ownAddress.ts';
import { localeChoice } from '~/shared/i18n/localeSwitch.ts';

const SHOP = 'https://shop.example';

/** Where a browser on the page `from` lands when told `Location: address`. */
const landing = (address: string, from = `${SHOP}/fa/Products/VAS01/dune`) => new URL(address, from);

/** What every address the shop sends a visitor to must be: a path of this shop that stays one when read again. */
function expectOwn(path: string, given: unknown) {
  const why = JSON.stringify(given);
  expect(landing(path).origin, why).toBe(SHOP);
  expect(landing(path, `${SHOP}/`).href, why).toBe(`${SHOP}${path}`);
  expect(path, why).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  expect(ownPath(path), why).toBe(path);
}

/** Pieces hostile addresses are made of: dots and slashes plain and encoded, schemes, hosts, controls, look-alikes. */
const PIECES = [
  '/',
  '//',
  '\\',
  '/\\',
  '.',
  '..',
  './',
  '../',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%252f',
  '%252e',
  '%00',
  '%09',
  '%0a',
  '\t',
  '\n',
  '\r',
  '\u0000',
  ' ',
  '\u00a0',
  '\u202e',
  '\u2066',
  '@',
  ':',
  'http:',
  'https://',
  'javascript:',
  'data:',
  'evil.example',
  'user:pass@',
  'fa',
  'cart',
  'Products',
  '?',
  '#',
  '&',
  '=',
  '%',
  '\u3002',
  '\uff0f',
  '\uff3c',
  '\u2215',
  'x',
  ';',
  'گلدان',
  '\u200c',
];
const hostile = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));
/** The same, starting as a path does, so that the checks after resolving are reached too. */
const hostilePath = fc.tuple(fc.constantFrom('/', '/./', '/x/../', '/%2e/', '/fa/', '/.', '/..'), hostile).map(([a, b]) => a + b);
const anyText = fc.string({ unit: 'binary', maxLength: 60 });
const RUNS = { numRuns: 3000 };

describe('ownPath', () => {
  it('refuses the addresses that left the shop, and every other way out', () => {
    for (const address of [
      '/.//evil.example',
      '/x/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example',
      '/..//evil.example',
      '/./%2e/..//evil.example',
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '/%5cevil.example',
      '/%2f%2fevil.example',
      '/%252f%252fevil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u0000/evil.example',
      'https://evil.example/',
      'HTTPS://evil.example/',
      'javascript:alert(1)',
      'evil.example',
      '',
      '/a b',
      `/${'a'.repeat(MAX_OWN_ADDRESS)}`,
    ]) {
      expect(ownPath(address), JSON.stringify(address)).toBeNull();
    }
  });

  it("keeps the shop's own addresses, resolved and percent-encoded as a browser sends them", () => {
    expect(ownPath('/fa/cart?x=1#top')).toBe('/fa/cart?x=1#top');
    expect(ownPath('/fa/./Products/../cart')).toBe('/fa/cart');
    expect(ownPath('/fa/Products/Search?searchResult=گلدان')).toBe('/fa/Products/Search?searchResult=%DA%AF%D9%84%D8%AF%D8%A7%D9%86');
    expect(ownPath('/fa/Products/Search?searchResult=%DA%AF')).toBe('/fa/Products/Search?searchResult=%DA%AF');
    expect(ownPath('/..')).toBe('/');
  });

  it('never gives an address that leads out of the shop, whatever it is given (property)', () => {
    for (const input of [hostile, hostilePath, anyText]) {
      fc.assert(
        fc.property(input, (address) => {
          const path = ownPath(address);
          if (path !== null) expectOwn(path, address);
        }),
        RUNS,
      );
    }
  });
});

describe('every redirect the shop makes goes through it', () => {
  it("login's next: a hostile address falls back, an own one comes back resolved (property)", () => {
    fc.assert(
      fc.property(fc.oneof(hostile, hostilePath), (next) => {
        const path = nextPath(next, '/profile/userManager');
        expectOwn(path, next);
        expect(path === '/profile/userManager' || path === ownPath(next)).toBe(true);
      }),
      RUNS,
    );
  });

  it('the login link carries only an own address in its next (property)', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, hostilePath), fc.constantFrom('en' as const, 'fa' as const), (next, locale) => {
        const link = landing(loginPath(locale, next));
        expect(link.origin).toBe(SHOP);
        const carried = link.searchParams.get('next');
        if (carried !== null) expectOwn(carried, next);
      }),
      RUNS,
    );
  });

  it('the language switch stays in the shop (property)', () => {
    fc.assert(
      fc.property(fc.oneof(hostile, hostilePath), fc.constantFrom('en', 'fa'), (pathname, locale) => {
        const choice = localeChoice(pathname, `locale=${locale}`);
        expectOwn(choice!.location, pathname);
      }),
      RUNS,
    );
  });

  it('the login page is never a place to come back to', () => {
    expect(nextPath('/x/../fa/account/login', '/profile')).toBe('/profile');
    expect(loginPath('fa', '/fa/account/login/')).toBe('/fa/account/login');
    expect(loginPath('en', '/fa/profile/orders')).toBe('/account/login?next=%2Ffa%2Fprofile%2Forders');
  });
});
