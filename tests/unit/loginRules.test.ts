import { describe, expect, it } from 'vitest';
import { nextPath } from '~/shared/login/loginAddress.ts';
import { codeDigits, emptyCode, formatCountdown, isCodeComplete, secondsLeft } from '~/features/login/loginRules.ts';

describe('nextPath', () => {
  const fallback = '/profile/userManager';
  it('goes back to a page of this site', () => {
    expect(nextPath('/fa/profile/address', fallback)).toBe('/fa/profile/address');
    expect(nextPath('/cart?x=1', fallback)).toBe('/cart?x=1');
  });
  it('percent-encodes a Persian address, so it can go into a Location header as it is', () => {
    expect(nextPath('/fa/Products/Search?searchResult=گلدان', fallback)).toBe(
      '/fa/Products/Search?searchResult=%DA%AF%D9%84%D8%AF%D8%A7%D9%86',
    );
    expect(nextPath('/fa/Products/Search?searchResult=%DA%AF', fallback)).toBe('/fa/Products/Search?searchResult=%DA%AF');
  });
  it('never leaves the site or loops back to the login page', () => {
    for (const next of [
      null,
      '',
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/account/login',
      '/fa/account/login?next=/',
      '/a b',
    ]) {
      expect(nextPath(next, fallback), String(next)).toBe(fallback);
    }
  });
});

describe('formatCountdown', () => {
  it('shows minutes:seconds, in Persian digits on Persian pages', () => {
    expect(formatCountdown(119, 'en')).toBe('1:59');
    expect(formatCountdown(60, 'en')).toBe('1:00');
    expect(formatCountdown(9, 'en')).toBe('0:09');
    expect(formatCountdown(-3, 'en')).toBe('0:00');
    expect(formatCountdown(119, 'fa')).toBe('۱:۵۹');
  });
});

describe('codeDigits', () => {
  it('takes digits from typed or pasted text, Persian and Arabic-Indic included, at most six', () => {
    expect(codeDigits('123456')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(codeDigits('۱۲۳ ۴۵۶')).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(codeDigits('Your code: ٤٥٦٧٨٩0')).toEqual(['4', '5', '6', '7', '8', '9']);
    expect(codeDigits('abc')).toEqual([]);
    expect(codeDigits('98765', 2)).toEqual(['9', '8']);
  });
});

describe('the code boxes', () => {
  it('start as six empty boxes and count as complete only with a digit in each', () => {
    expect(emptyCode()).toEqual(['', '', '', '', '', '']);
    expect(emptyCode()).not.toBe(emptyCode());
    expect(isCodeComplete(emptyCode())).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
  });
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    expect(secondsLeft(119_000, 0)).toBe(119);
    expect(secondsLeft(119_000, 1)).toBe(119);
    expect(secondsLeft(119_000, 1_000)).toBe(118);
    expect(secondsLeft(1_000, 999)).toBe(1);
    expect(secondsLeft(1_000, 1_000)).toBe(0);
    expect(secondsLeft(1_000, 5_000)).toBe(0);
  });
});
