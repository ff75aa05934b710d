import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_PATTERN,
  addressFields,
  digits,
  email,
  fieldError,
  fixedPhoneNumber,
  mobileNumber,
  nationalCode,
  nationalCodeChecks,
  normalisePhone,
  oneTimeCode,
  password,
  passwordSimple,
  phoneNumber,
  postalCode,
  requiredText,
  formMessages,
} from '~/shared/forms/rules.ts';

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

describe('the form rules (docs/rules.md#validation-rules), first failing message only', () => {
  const en = (schema: v.GenericSchema, value: unknown) => fieldError(schema, value, 'en');

  it('mobile numbers: required, digits, 0 then 09, 11 digits', () => {
    expect(en(mobileNumber, '09121234567')).toBe('');
    expect(en(mobileNumber, '۰۹۱۲۱۲۳۴۵۶۷')).toBe('');
    expect(en(mobileNumber, '   ')).toBe('This field is required');
    expect(en(mobileNumber, undefined)).toBe('This field is required');
    expect(en(mobileNumber, '0912abc4567')).toBe('Please enter digits only');
    expect(en(mobileNumber, '19121234567')).toBe('Mobile/Phone numbers start with "0". Please check your number');
    expect(en(mobileNumber, '02112345678')).toBe('Mobile numbers start with "09". Please check your number');
    expect(en(mobileNumber, '0912123456')).toBe('A mobile or phone number has 11 digits');
    expect(en(mobileNumber, '091212345678')).toBe('A mobile or phone number has 11 digits');
  });

  it('postal codes: 10 digits, none of the first five a 0 or a 2', () => {
    expect(en(postalCode, '1598765431')).toBe('');
    expect(en(postalCode, '۱۵۹۸۷۶۵۴۳۱')).toBe('');
    expect(en(postalCode, '')).toBe('This field is required');
    expect(en(postalCode, '15987-6543')).toBe('Please enter digits only');
    expect(en(postalCode, '1598760202')).toBe(''); // 0 and 2 are fine after the fifth digit
    expect(en(postalCode, '1509865431')).toBe('The first five digits of a postal code may not contain 0 or 2');
    expect(en(postalCode, '2598765431')).toBe('The first five digits of a postal code may not contain 0 or 2');
    expect(en(postalCode, '159876543')).toBe('A postal code has exactly 10 digits');
  });

  it('one-time codes: exactly 6 digits', () => {
    expect(en(oneTimeCode, '012345')).toBe('');
    expect(en(oneTimeCode, '۰۱۲۳۴۵')).toBe('');
    expect(en(oneTimeCode, '12345')).toBe('The code has exactly 6 digits');
    expect(en(oneTimeCode, '12345a')).toBe('Please enter digits only');
  });

  it('speaks Persian to Persian visitors', () => {
    expect(fieldError(mobileNumber, '', 'fa')).toBe('پر کردن این فیلد الزامی است');
    expect(fieldError(postalCode, '12', 'fa')).toBe('کد پستی باید دقیقاً ۱۰ رقم باشد');
    expect(fieldError(postalCode, '0234567891', 'fa')).toBe('پنج رقم اول کد پستی نباید ۰ یا ۲ داشته باشد');
  });

  it('an empty field of a form says what to write in it, where the form names the field', () => {
    expect(fieldError(postalCode, ' ', 'en', 'postalCode')).toBe('Enter the 10-digit postal code');
    expect(fieldError(mobileNumber, '', 'fa', 'phoneNumber')).toBe('شمارهٔ موبایل خود را وارد کنید');
    expect(fieldError(postalCode, '12', 'en', 'postalCode')).toBe('A postal code has exactly 10 digits');
    // A field without a sentence of its own, or no field named: the rule's own message.
    expect(fieldError(postalCode, '', 'en', 'nowhere')).toBe('This field is required');
    expect(fieldError(postalCode, '', 'en')).toBe('This field is required');
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

describe("the order form's and address book's number (the spec's mobile/telephone)", () => {
  const mobile = addressFields.entries.mobile;

  it('takes a mobile or a landline with its area code, as typed, and stores the plain 11 digits', () => {
    expect(v.parse(mobile, '0912 123 4567')).toBe('09121234567');
    expect(v.parse(mobile, '۰۲۱-۸۸۸۸-۰۰۰۰')).toBe('02188880000');
    expect(v.parse(mobile, '+98 31 3222 3344')).toBe('03132223344');
  });

  it('says which rule failed, one message per rule, in English and Persian', () => {
    const cases: [string, keyof typeof formMessages][] = [
      ['', 'required'],
      ['021abc80000', 'number'],
      ['123', 'phoneStart'],
      ['2188880000', 'phoneStart'],
      ['021888800', 'phoneLength'],
      ['021888800001', 'phoneLength'],
    ];
    for (const [value, key] of cases) {
      expect(fieldError(mobile, value, 'en'), value).toBe(formMessages[key].en);
      expect(fieldError(mobile, value, 'fa'), value).toBe(formMessages[key].fa);
    }
  });

  it('postal codes say which rule failed in both languages too', () => {
    const postal = addressFields.entries.postalCode;
    const cases: [string, keyof typeof formMessages][] = [
      [' ', 'required'],
      ['15987-6543', 'number'],
      ['12', 'postalCodeLength'],
      ['1298765431', 'postalCodeStart'],
      ['1598', 'postalCodeLength'],
      ['15987654310', 'postalCodeLength'],
    ];
    for (const [value, key] of cases) {
      expect(fieldError(postal, value, 'en'), value).toBe(formMessages[key].en);
      expect(fieldError(postal, value, 'fa'), value).toBe(formMessages[key].fa);
    }
  });

  it('every message exists in both languages, and they differ', () => {
    for (const [key, message] of Object.entries(formMessages)) {
      expect(message.en, key).toBeTruthy();
      expect(message.fa, key).toMatch(/[\u0600-\u06FF]/);
    }
    expect(new Set(Object.values(formMessages).map((m) => m.en)).size).toBe(Object.keys(formMessages).length);
  });

  it('the province takes any stored text (older orders kept it free), never an empty one', () => {
    expect(v.parse(addressFields.entries.province, 'Fars')).toBe('Fars');
    expect(v.parse(addressFields.entries.province, 'استان فارس، شیراز')).toBe('استان فارس، شیراز');
    expect(fieldError(addressFields.entries.province, '', 'fa')).toBe(formMessages.required.fa);
  });
});

describe('the footer field pattern', () => {
  it('is the email rule, so the browser and the store agree on what is valid', () => {
    const pattern = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v');
    for (const value of ['sara@example.com', 'reader@example', 'sa ra@example.com', 'x+y@mail.example.org', '@example.com']) {
      expect(pattern.test(value), value).toBe(fieldError(email, value, 'en') === '');
    }
  });
});

describe('the other validation rules (docs/rules.md#validation-rules)', () => {
  const en = (schema: v.GenericSchema, value: unknown) => fieldError(schema, value, 'en');

  it('phone numbers (mobile or landline): digits, starting with 0, 11 digits', () => {
    expect(en(phoneNumber, '02188880000')).toBe('');
    expect(en(phoneNumber, '09121234567')).toBe('');
    expect(en(phoneNumber, '')).toBe('This field is required');
    expect(en(phoneNumber, '2188880000')).toBe('Mobile/Phone numbers start with "0". Please check your number');
    expect(en(phoneNumber, '021888800')).toBe('A mobile or phone number has 11 digits');
  });

  it('landline numbers: digits, at least 11 with the area code', () => {
    expect(en(fixedPhoneNumber, '02188880000')).toBe('');
    expect(en(fixedPhoneNumber, '۰۳۱۳۲۲۲۳۳۴۴')).toBe('');
    expect(en(fixedPhoneNumber, '88880000')).toBe('A phone number has at least 11 digits, with the area code');
    expect(en(fixedPhoneNumber, '021-8888-0000')).toBe('Please enter digits only');
  });

  it('passwords: 6 or more characters with upper, lower and digit; the simple one only 6 or more', () => {
    expect(en(password, 'Abcde1')).toBe('');
    expect(en(password, 'Ab1')).toBe('The password needs at least 6 characters');
    expect(en(password, 'abcdef1')).toBe('The password needs an uppercase letter, a lowercase letter and a digit');
    expect(en(password, 'ABCDEFg')).toBe('The password needs an uppercase letter, a lowercase letter and a digit');
    expect(en(passwordSimple, 'abcdef')).toBe('');
    expect(en(passwordSimple, 'abc')).toBe('The password needs at least 6 characters');
    expect(en(passwordSimple, '')).toBe('This field is required');
  });

  it('email addresses: an @ and a dot, no spaces', () => {
    for (const good of ['sara@example.com', ' a.b@shop.co.ir ', 'x+y@mail.example.org']) expect(en(email, good), good).toBe('');
    expect(en(email, '')).toBe('This field is required');
    for (const bad of ['sara', 'sara@example', 'sara.example.com', 'sa ra@example.com', '@example.com', 'sara@.']) {
      expect(en(email, bad), bad).toBe('Please enter a valid email address');
    }
    expect(fieldError(email, 'x@y', 'fa')).toBe('لطفاً یک نشانی ایمیل معتبر وارد کنید');
  });

  it('national codes: 10 digits, not all the same, check digit (weights 10..2, modulo 11)', () => {
    for (const good of ['0499370899', '0012345679', '0084575948', '۰۴۹۹۳۷۰۸۹۹']) {
      expect(en(nationalCode, good), good).toBe('');
    }
    expect(en(nationalCode, '1234567890')).toBe('This national code is not valid');
    expect(en(nationalCode, '1111111111')).toBe('This national code is not valid');
    expect(en(nationalCode, '0499370898')).toBe('This national code is not valid');
    expect(en(nationalCode, '049937089')).toBe('A national code has exactly 10 digits');
    expect(en(nationalCode, '04993708a9')).toBe('Please enter digits only');
    expect(nationalCodeChecks('0000000000')).toBe(false);
  });

  it('digits only, and required names', () => {
    expect(en(digits, '۱۲۳')).toBe('');
    expect(en(digits, '12a')).toBe('Please enter digits only');
    expect(en(requiredText(), ' ')).toBe('This field is required');
    expect(en(requiredText(5), 'abcdef')).toBe('This text is too long');
    // Counted in characters, as the contract's maxLength counts them: an emoji is one, not two UTF-16 units.
    expect(en(requiredText(5), 'ab😀😀😀')).toBe('');
    expect(en(requiredText(5), 'abc😀😀😀')).toBe('This text is too long');
  });
});

describe('markup in text fields', () => {
  it('is refused with a clear message; apostrophes and ampersands are ordinary text', () => {
    expect(fieldError(requiredText(), '<script>alert(1)</script>', 'en')).toBe('Please do not use the characters < and > here');
    expect(fieldError(requiredText(), "O'Neil & Sons; DROP TABLE orders", 'en')).toBe('');
  });
});

describe('typed text', () => {
  it('drops control and bidi-override characters, turns line breaks into spaces, and keeps the joiners Persian needs', () => {
    expect(v.parse(requiredText(60), 'Ali\u202egnp.exe')).toBe('Alignp.exe');
    expect(v.parse(requiredText(60), ' Reza\r\n#2 forged\u001b[2J ')).toBe('Reza #2 forged[2J');
    expect(v.parse(requiredText(60), 'گالری\u200cیاس\u0007')).toBe('گالری\u200cیاس');
    expect(v.parse(phoneNumber, '0912\u0000555\u20666677')).toBe('09125556677');
    expect(fieldError(requiredText(60), '\u0000\u001b\u202e', 'fa')).toBe(formMessages.required.fa);
  });
});
