import * as v from 'valibot';
import { type Bilingual, section } from '~/shared/i18n/bilingual.ts';
import messagesEn from './messages.en.json' with { type: 'json' };
import messagesFa from './messages.fa.json' with { type: 'json' };
import { ANY_DIGIT, CONTROLS, textPattern, wire } from '~/shared/fields/wire.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';
import type { Locale } from '~/shared/i18n/locale.ts';
import { toLatinDigits } from '~/shared/text/digits.ts';

/** The forms' messages (docs/rules.md#validation-rules) in both languages; schemas carry the key, the page shows the text. */
export const formMessages = section(messagesEn, messagesFa, 'form.');

export type FormMessageKey = keyof typeof formMessages;

/** Field names as the service names them in its detail lines. */
export const fieldNames: Readonly<Record<string, Bilingual | undefined>> = section(messagesEn, messagesFa, 'field.');

/** Persian and Arabic-Indic digits become Latin; control and bidi-override characters and spaces at the ends go. */
export function cleanInput(value: string): string {
  return withoutControls(toLatinDigits(value)).trim();
}

/** A phone number as typed (Persian digits, spaces, dashes, +98 or 0098) in its plain 11-digit form. */
export function normalisePhone(value: string): string {
  const plain = cleanInput(value).replace(/[\s\-().]/g, '');
  const international = /^(?:\+|00)98(\d{10})$/.exec(plain);
  if (international) return `0${international[1]}`;
  return /^9\d{9}$/.test(plain) ? `0${plain}` : plain;
}

/** Refuses `<` and `>`: names, addresses and catalogue texts never need them, and it keeps markup out of staff tools and exports. */
export const noMarkup = v.regex(/^[^<>]*$/, 'noMarkup');

/** Typed text: `max` characters at most; on the wire (the contract's document), `pattern` or any visible text without < and >. */
const text = (max: number, pattern = textPattern('<>')) =>
  v.pipe(
    v.string('required'),
    wire({ type: 'string', maxLength: max, pattern }),
    v.transform(cleanInput),
    v.nonEmpty('required'),
    // Characters as the contract counts them (JSON Schema's maxLength: code points), not UTF-16 units: an emoji is one.
    v.check((value) => [...value].length <= max, 'tooLong'),
    noMarkup,
  );
const digitsOnly = v.regex(/^\d+$/, 'number');
/** Between `min` and `max` digits of any script, as the wire pattern of a digit field. */
const digitsPattern = (min: number, max = min) => `^${ANY_DIGIT}{${min},${max}}$`;

/** A required name or free text field (firstName, lastName, fullName, shopName, userName, province, city, address). */
export const requiredText = (max = 100) => text(max);

/** One word (the non-joiner may stand inside it), two characters or more: a search word of the shop's. */
export const oneWord = v.pipe(text(40), v.regex(/^\S{2,}$/u, 'oneWord'));

/** Digits only (the spec's digits helper). */
export const digits = v.pipe(text(100, digitsPattern(1, 100)), digitsOnly);

/** A number as typed (+98, spacing and Persian digits folded), digits only, starting with 0; `pattern` is what the wire takes. */
const dialled = (pattern: string) =>
  v.pipe(
    v.string('required'),
    wire({ type: 'string', pattern }),
    v.transform(normalisePhone),
    v.nonEmpty('required'),
    v.maxLength(20, 'tooLong'),
    digitsOnly,
    v.startsWith('0', 'phoneStart'),
  );

/** A mobile number: digits, starting with 09, 11 digits (+98 and spacing accepted and folded). */
export const mobileNumber = v.pipe(
  dialled(`^(?:[0۰٠]|\\+98|0098)?[9۹٩]${ANY_DIGIT}{9}$`),
  v.startsWith('09', 'mobileStart'),
  v.length(11, 'phoneLength'),
);

/** A mobile or landline number (the spec's "mobile/telephone"): digits, starting with 0, 11 digits with the area code. */
export const phoneNumber = v.pipe(
  dialled(`^(?:[0۰٠]${ANY_DIGIT}{10}|(?:\\+98|0098)${ANY_DIGIT}{10}|[9۹٩]${ANY_DIGIT}{9})$`),
  v.length(11, 'phoneLength'),
);

/** A landline number: digits, at least 11 with the area code. */
export const fixedPhoneNumber = v.pipe(text(20, digitsPattern(11, 20)), digitsOnly, v.minLength(11, 'fixedPhoneLength'));

/** A password: at least 6 characters with an uppercase letter, a lowercase letter and a digit. */
export const password = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.maxLength(200, 'tooLong'),
  v.minLength(6, 'passwordShort'),
  v.check((value) => /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value), 'passwordMix'),
);

/** A simple password: at least 6 characters. */
export const passwordSimple = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.maxLength(200, 'tooLong'),
  v.minLength(6, 'passwordShort'),
);

/** The shape of an email address (an @, a dot after it, no spaces), also the footer field's `pattern`. */
export const EMAIL_PATTERN = '[^\\s@]+@[^\\s@]+\\.[^\\s@]+';

/** An email address: an @, a dot after it, no spaces. */
export const email = v.pipe(
  text(254, `^[^\\s@<>${CONTROLS}]+@[^\\s@<>${CONTROLS}]+\\.[^\\s@<>${CONTROLS}]+$`),
  v.includes('@', 'email'),
  v.includes('.', 'email'),
  v.regex(new RegExp(`^${EMAIL_PATTERN}$`), 'email'),
);

/** Whether a 10-digit national code's check digit matches (weights 10..2 over the first nine, modulo 11). */
export function nationalCodeChecks(code: string): boolean {
  if (!/^\d{10}$/.test(code) || /^(\d)\1{9}$/.test(code)) return false;
  const sum = [...code.slice(0, 9)].reduce((total, digit, i) => total + Number(digit) * (10 - i), 0);
  const remainder = sum % 11;
  const check = Number(code[9]);
  return remainder < 2 ? check === remainder : check === 11 - remainder;
}

/** An Iranian national code: 10 digits, not all the same, with a matching check digit. */
export const nationalCode = v.pipe(
  text(20, digitsPattern(10)),
  digitsOnly,
  v.length(10, 'nationalCodeLength'),
  v.check(nationalCodeChecks, 'nationalCode'),
);

/** A postal code: 10 Latin digits, none of the first five a 0 or a 2 (said only of a code of the right length). */
export const postalCode = v.pipe(
  text(20, `^[13-9۱۳-۹١٣-٩]{5}${ANY_DIGIT}{5}$`),
  digitsOnly,
  v.length(10, 'postalCodeLength'),
  v.check((value) => !/[02]/.test(value.slice(0, 5)), 'postalCodeStart'),
);

/** Digits in a login code (the service makes them, the login dialog has a box for each). */
export const CODE_LENGTH = 6;

/** A 6-digit one-time code. */
export const oneTimeCode = v.pipe(text(12, digitsPattern(CODE_LENGTH)), digitsOnly, v.length(CODE_LENGTH, 'codeLength'));

/** A delivery address, as the order form and the address book take it. */
export const addressFields = v.object({
  firstName: requiredText(60),
  lastName: requiredText(60),
  mobile: phoneNumber,
  address: requiredText(300),
  province: requiredText(60),
  city: requiredText(60),
  shopName: requiredText(100),
  postalCode,
});

export type AddressFields = v.InferOutput<typeof addressFields>;

/** The first failing rule's message for one value, in the given language, or '' when it passes; an empty `field` says what to write in it. */
export function fieldError(schema: v.GenericSchema, value: unknown, locale: Locale, field?: string): string {
  const result = v.safeParse(schema, value, { abortPipeEarly: true });
  if (result.success) return '';
  const key = result.issues[0].message as FormMessageKey;
  // An empty field says what to write in it, where the form has a sentence of its own for it.
  const own = key === 'required' && field ? formMessages[`empty.${field}` as FormMessageKey] : undefined;
  return (own ?? formMessages[key] ?? formMessages.required)[locale];
}
