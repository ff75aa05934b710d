// The shop's terms (docs/rules.md#glossary): one name per concept per language, and the Persian words retired.
// glossary.test.ts runs `retiredTerms` over every Persian string and the catalogues, so a retired word fails `npm
// test`.

/** A concept and its one name in each language. */
export interface Term {
  concept: string;
  en: string;
  fa: string;
}

/** The shop's terms, as docs/rules.md#glossary lists them. */
export const GLOSSARY: readonly Term[] = [
  { concept: 'cart', en: 'order list', fa: 'سبد خرید' },
  { concept: 'order (the act)', en: 'send the order', fa: 'ثبت سفارش' },
  { concept: 'package', en: 'package (a box of 6, a carton of 24)', fa: 'بسته (جعبهٔ ۶تایی، کارتن ۲۴تایی)' },
  { concept: 'stock left', en: 'Only 2 packages left', fa: 'تنها ۲ بسته باقی مانده' },
  { concept: 'buy later', en: 'buy later', fa: 'خرید بعدی' },
  { concept: 'notify', en: 'Tell me when it is back', fa: 'وقتی موجود شد خبرم کنید' },
  { concept: 'category', en: 'category', fa: 'دسته‌بندی' },
  { concept: 'picture', en: 'picture', fa: 'تصویر' },
  { concept: 'product', en: 'product', fa: 'کالا (shoppers), محصول (staff); the SKU is «کد کالا»' },
  { concept: 'import', en: 'import the catalogue', fa: 'وارد کردن کاتالوگ' },
  { concept: 'featured', en: 'featured, our picks', fa: 'برگزیده' },
  { concept: 'new (order, product, row)', en: 'new', fa: 'جدید («کد تازه» for a login code, «تازه‌های فروشگاه» for new arrivals)' },
  { concept: 'row (of a file or table)', en: 'row', fa: 'ردیف' },
  { concept: 'contact', en: 'contact us', fa: 'تماس با ما' },
  { concept: 'link', en: 'link', fa: 'پیوند' },
  { concept: 'address', en: 'address', fa: 'نشانی' },
  { concept: 'here', en: 'here', fa: 'اینجا' },
];

/**
 * A retired word or phrase: what finds it, and what to write instead. A word with other meanings is retired from
 * the shop's own texts only (`textsOnly`): a product's description may well speak of a mug's «دسته» (handle).
 */
interface Retired {
  pattern: RegExp;
  instead: string;
  textsOnly?: boolean;
}

// A Persian word's letters (the Arabic block less its punctuation, digits and marks); a zero-width non-joiner joins a
// suffix to its word.
const LETTER = '\\u0621-\\u064A\\u066E-\\u06D3\\u06FA-\\u06FF';
const W = `(?<![${LETTER}\\u200C])`;
const E = `(?![${LETTER}])`;

/** What the glossary and the native editor's reviews retired (docs/rules.md#glossary). */
export const RETIRED: readonly Retired[] = [
  { pattern: new RegExp(`${W}دسته(?!\\u200Cبندی)(?:\\u200C(?:ها|های)|ٔ)?${E}`), instead: 'دسته‌بندی', textsOnly: true },
  { pattern: /عدد (?:مانده|باقی)|عدد در انبار/, instead: 'بسته باقی مانده (stock is counted in packages)', textsOnly: true },
  { pattern: /(?:سفارش|محصول|کالا|ردیف|بنر|اندازهٔ)(?:\u200Cها|\u200Cهای)? تازه/, instead: 'جدید', textsOnly: true },
  { pattern: new RegExp(`${W}عکس`), instead: 'تصویر', textsOnly: true },
  { pattern: /درون\u200Cریزی|ورود کاتالوگ/, instead: 'وارد کردن کاتالوگ' },
  { pattern: new RegExp(`${W}ویژه${E}`), instead: 'برگزیده', textsOnly: true },
  { pattern: /بعداً می\u200Cخرم|خرید در آینده/, instead: 'خرید بعدی' },
  { pattern: /ارتباط با ما/, instead: 'تماس با ما' },
  { pattern: /سطر عنوان/, instead: 'ردیف عنوان' },
  { pattern: new RegExp(`${W}لینک`), instead: 'پیوند', textsOnly: true },
  { pattern: new RegExp(`${W}آدرس`), instead: 'نشانی', textsOnly: true },
  { pattern: /این\u200Cجا/, instead: 'اینجا' },
  // Calques and spoken register the reviews found.
  { pattern: /هم\u200Cاکنون در فروشگاه/, instead: 'تازه‌های فروشگاه' },
  { pattern: /شما اینجا هستید/, instead: 'مسیر صفحه' },
  { pattern: /در تعداد کم/, instead: 'به تعداد محدود' },
  { pattern: /خوب می\u200Cنشیند/, instead: 'جلوهٔ خوبی دارد' },
  { pattern: /بیشترین تعداد/, instead: 'حداکثر تعداد' },
  { pattern: /جور نیست/, instead: 'مطابقت ندارد' },
  { pattern: /وقت عادی ایران/, instead: 'وقت ایران' },
  { pattern: /بارگیری/, instead: 'بارگذاری (loading) or تازه کردن (reloading)' },
  { pattern: /فهرست سفارش/, instead: 'سبد خرید' },
];

/** Each retired term in `text` (a text of the shop's, or a catalogue's `content`), with what to write instead. */
export function retiredTerms(text: string, content = false): string[] {
  return RETIRED.filter(({ pattern, textsOnly }) => !(content && textsOnly) && pattern.test(text)).map(
    ({ pattern, instead }) => `${pattern.exec(text)![0]} → ${instead}`,
  );
}
