import * as v from 'valibot';
import { toLatinDigits } from '../catalogue/search.ts';

/** The forms' messages (SPEC section 5) in both languages; schemas carry the key, the page shows the text. */
export const formMessages = {
  required: { en: 'Field is required', fa: 'پر کردن این بخش لازم است' },
  number: { en: 'Please only enter numeric characters', fa: 'لطفاً فقط رقم وارد کنید' },
  phoneStart: { en: 'Mobile/Phone numbers start with "0". Please check your number', fa: 'شماره موبایل یا تلفن با «۰» شروع می‌شود؛ لطفاً شماره را بررسی کنید' },
  mobileStart: { en: 'Mobile numbers start with "09". Please check your number', fa: 'شماره موبایل با «۰۹» شروع می‌شود؛ لطفاً شماره را بررسی کنید' },
  phoneLength: { en: 'Length of Mobile/Phone number is 11', fa: 'شماره موبایل یا تلفن باید ۱۱ رقم باشد' },
  postalCodeStart: { en: 'The first five digits of a postal code cannot be 0 or 2', fa: 'پنج رقم اول کد پستی نمی‌تواند ۰ یا ۲ باشد' },
  postalCodeLength: { en: 'A postal code has exactly 10 digits', fa: 'کد پستی باید دقیقاً ۱۰ رقم باشد' },
  codeLength: { en: 'The code has exactly 6 digits', fa: 'کد باید دقیقاً ۶ رقم باشد' },
  tooLong: { en: 'This text is too long', fa: 'این متن بیش از حد طولانی است' },
} as const;

export type FormMessageKey = keyof typeof formMessages;

/** Field names as the service names them in its detail lines. */
export const fieldNames: Record<string, { en: string; fa: string }> = {
  phoneNumber: { en: 'Mobile number', fa: 'شماره موبایل' },
  code: { en: 'Code', fa: 'کد' },
  firstName: { en: 'First name', fa: 'نام' },
  lastName: { en: 'Last name', fa: 'نام خانوادگی' },
  mobile: { en: 'Mobile number', fa: 'شماره موبایل' },
  address: { en: 'Address', fa: 'نشانی' },
  province: { en: 'Province', fa: 'استان' },
  city: { en: 'City', fa: 'شهر' },
  shopName: { en: 'Shop name', fa: 'نام فروشگاه' },
  postalCode: { en: 'Postal code', fa: 'کد پستی' },
};

/** Persian and Arabic-Indic digits become Latin; spaces at the ends go. */
export function cleanInput(value: string): string {
  return toLatinDigits(value).trim();
}

/** A phone number as typed (Persian digits, spaces, dashes, +98 or 0098) in its plain 11-digit form. */
export function normalisePhone(value: string): string {
  const plain = cleanInput(value).replace(/[\s\-().]/g, '');
  const international = /^(?:\+|00)98(\d{10})$/.exec(plain);
  if (international) return `0${international[1]}`;
  return /^9\d{9}$/.test(plain) ? `0${plain}` : plain;
}

const text = (max: number) =>
  v.pipe(v.string('required'), v.transform(cleanInput), v.nonEmpty('required'), v.maxLength(max, 'tooLong'));
const digitsOnly = v.regex(/^\d+$/, 'number');

/** A required name or free text field. */
export const requiredText = (max = 100) => text(max);

/** A mobile number: digits, starting with 09, 11 digits (+98 and spacing accepted and folded). */
export const mobileNumber = v.pipe(
  v.string('required'),
  v.transform(normalisePhone),
  v.nonEmpty('required'),
  v.maxLength(20, 'tooLong'),
  digitsOnly,
  v.startsWith('0', 'phoneStart'),
  v.startsWith('09', 'mobileStart'),
  v.length(11, 'phoneLength'),
);

/** A postal code: 10 Latin digits, none of the first five a 0 or a 2. */
export const postalCode = v.pipe(
  text(20),
  digitsOnly,
  v.check((value) => !/[02]/.test(value.slice(0, 5)), 'postalCodeStart'),
  v.length(10, 'postalCodeLength'),
);

/** A 6-digit one-time code. */
export const oneTimeCode = v.pipe(text(12), digitsOnly, v.length(6, 'codeLength'));

/** A delivery address, as the order form and the address book take it. */
export const addressFields = v.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  mobile: mobileNumber,
  address: requiredText(300),
  province: requiredText(60),
  city: requiredText(60),
  shopName: requiredText(100),
  postalCode,
});

export type AddressFields = v.InferOutput<typeof addressFields>;

/** The first failing rule's message for one value, in the given language, or '' when it passes. */
export function fieldError(schema: v.GenericSchema, value: unknown, locale: 'en' | 'fa'): string {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return '';
  const key = result.issues[0].message as FormMessageKey;
  return formMessages[key]?.[locale] ?? formMessages.required[locale];
}
