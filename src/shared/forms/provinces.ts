import type { Locale } from '~/shared/i18n/locale.ts';
/** A province of Iran, named in both languages. */
export interface Province {
  en: string;
  fa: string;
}

/** Iran's 31 provinces, in the Persian alphabetical order Iranian forms list them in. */
export const PROVINCES: readonly Province[] = [
  { en: 'East Azerbaijan', fa: 'آذربایجان شرقی' },
  { en: 'West Azerbaijan', fa: 'آذربایجان غربی' },
  { en: 'Ardabil', fa: 'اردبیل' },
  { en: 'Isfahan', fa: 'اصفهان' },
  { en: 'Alborz', fa: 'البرز' },
  { en: 'Ilam', fa: 'ایلام' },
  { en: 'Bushehr', fa: 'بوشهر' },
  { en: 'Tehran', fa: 'تهران' },
  { en: 'Chaharmahal and Bakhtiari', fa: 'چهارمحال و بختیاری' },
  { en: 'South Khorasan', fa: 'خراسان جنوبی' },
  { en: 'Razavi Khorasan', fa: 'خراسان رضوی' },
  { en: 'North Khorasan', fa: 'خراسان شمالی' },
  { en: 'Khuzestan', fa: 'خوزستان' },
  { en: 'Zanjan', fa: 'زنجان' },
  { en: 'Semnan', fa: 'سمنان' },
  { en: 'Sistan and Baluchestan', fa: 'سیستان و بلوچستان' },
  { en: 'Fars', fa: 'فارس' },
  { en: 'Qazvin', fa: 'قزوین' },
  { en: 'Qom', fa: 'قم' },
  { en: 'Kurdistan', fa: 'کردستان' },
  { en: 'Kerman', fa: 'کرمان' },
  { en: 'Kermanshah', fa: 'کرمانشاه' },
  { en: 'Kohgiluyeh and Boyer-Ahmad', fa: 'کهگیلویه و بویراحمد' },
  { en: 'Golestan', fa: 'گلستان' },
  { en: 'Gilan', fa: 'گیلان' },
  { en: 'Lorestan', fa: 'لرستان' },
  { en: 'Mazandaran', fa: 'مازندران' },
  { en: 'Markazi', fa: 'مرکزی' },
  { en: 'Hormozgan', fa: 'هرمزگان' },
  { en: 'Hamadan', fa: 'همدان' },
  { en: 'Yazd', fa: 'یزد' },
];

/** The provinces in the order a reader of the language looks for them: Persian as listed, English A to Z. */
export function provincesIn(locale: Locale): string[] {
  const names = PROVINCES.map((p) => p[locale]);
  return locale === 'fa' ? names : names.sort((a, b) => a.localeCompare(b, 'en'));
}

/** Case, Arabic ي ى ك, spacing, the zero-width non-joiner, dashes and the word "province" aside. */
const fold = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[يى]/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/^(?:استان|province of)\s+|\s+(?:province|استان)$/g, '')
    .replace(/[\s\u200c\-‐]+/g, '');

/**
 * The list's name, in the page's language, of a province stored as free text in either language (older
 * orders and saved addresses): 'Fars' or 'فارس' give 'فارس' on a Persian page. Text that names no province: ''.
 */
export function provinceName(stored: string, locale: Locale): string {
  const wanted = fold(stored);
  if (!wanted) return '';
  const found = PROVINCES.find((p) => fold(p.en) === wanted || fold(p.fa) === wanted);
  return found ? found[locale] : '';
}
