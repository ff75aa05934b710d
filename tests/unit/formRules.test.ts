import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { addressFields, fieldError, mobileNumber, normalisePhone, oneTimeCode, postalCode } from '../../src/features/forms/rules.ts';

describe('normalisePhone', () => {
  it('folds Persian and Arabic-Indic digits, spacing, +98 and 0098 into the 11-digit form', () => {
    expect(normalisePhone('۰۹۱۲ ۱۲۳ ۴۵۶۷')).toBe('09121234567');
    expect(normalisePhone('٠٩١٢١٢٣٤٥٦٧')).toBe('09121234567');
    expect(normalisePhone('+98 912-123-4567')).toBe('09121234567');
    expect(normalisePhone('00989121234567')).toBe('09121234567');
    expect(normalisePhone('9121234567')).toBe('09121234567');
    expect(normalisePhone('02112345678')).toBe('02112345678');
  });
});

describe('the form rules (SPEC section 5), first failing message only', () => {
  const en = (schema: v.GenericSchema, value: unknown) => fieldError(schema, value, 'en');

  it('mobile numbers: required, digits, 0 then 09, 11 digits', () => {
    expect(en(mobileNumber, '09121234567')).toBe('');
    expect(en(mobileNumber, '۰۹۱۲۱۲۳۴۵۶۷')).toBe('');
    expect(en(mobileNumber, '   ')).toBe('Field is required');
    expect(en(mobileNumber, undefined)).toBe('Field is required');
    expect(en(mobileNumber, '0912abc4567')).toBe('Please only enter numeric characters');
    expect(en(mobileNumber, '19121234567')).toBe('Mobile/Phone numbers start with "0". Please check your number');
    expect(en(mobileNumber, '02112345678')).toBe('Mobile numbers start with "09". Please check your number');
    expect(en(mobileNumber, '0912123456')).toBe('Length of Mobile/Phone number is 11');
    expect(en(mobileNumber, '091212345678')).toBe('Length of Mobile/Phone number is 11');
  });

  it('postal codes: 10 digits, none of the first five a 0 or a 2', () => {
    expect(en(postalCode, '1598765431')).toBe('');
    expect(en(postalCode, '۱۵۹۸۷۶۵۴۳۱')).toBe('');
    expect(en(postalCode, '')).toBe('Field is required');
    expect(en(postalCode, '15987-6543')).toBe('Please only enter numeric characters');
    expect(en(postalCode, '1598760202')).toBe(''); // 0 and 2 are fine after the fifth digit
    expect(en(postalCode, '1509865431')).toBe('The first five digits of a postal code cannot be 0 or 2');
    expect(en(postalCode, '2598765431')).toBe('The first five digits of a postal code cannot be 0 or 2');
    expect(en(postalCode, '159876543')).toBe('A postal code has exactly 10 digits');
  });

  it('one-time codes: exactly 6 digits', () => {
    expect(en(oneTimeCode, '012345')).toBe('');
    expect(en(oneTimeCode, '۰۱۲۳۴۵')).toBe('');
    expect(en(oneTimeCode, '12345')).toBe('The code has exactly 6 digits');
    expect(en(oneTimeCode, '12345a')).toBe('Please only enter numeric characters');
  });

  it('speaks Persian to Persian visitors', () => {
    expect(fieldError(mobileNumber, '', 'fa')).toBe('پر کردن این بخش لازم است');
    expect(fieldError(postalCode, '12', 'fa')).toBe('پنج رقم اول کد پستی نمی‌تواند ۰ یا ۲ باشد');
  });

  it('addresses: every field required, stored with Latin digits and without outer spaces', () => {
    const parsed = v.parse(addressFields, {
      firstName: ' Sara ',
      lastName: 'Ahmadi',
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      address: 'Valiasr St',
      province: 'Tehran',
      city: 'Tehran',
      shopName: 'Yas',
      postalCode: '۱۵۹۸۷۶۵۴۳۱',
    });
    expect(parsed).toMatchObject({ firstName: 'Sara', mobile: '09121234567', postalCode: '1598765431' });
    expect(v.safeParse(addressFields, { ...parsed, shopName: '' }).success).toBe(false);
    expect(v.safeParse(addressFields, { ...parsed, address: 'x'.repeat(301) }).success).toBe(false);
  });
});
