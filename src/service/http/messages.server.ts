import type { Bilingual } from '../../shared/catalogue/types.ts';

/** Every text the service answers with, in both languages. */
export const serviceMessages = {
  notFound: { en: 'Nothing was found at this address.', fa: 'چیزی در این نشانی پیدا نشد.' },
  unknownShop: { en: 'This shop does not exist.', fa: 'چنین فروشگاهی وجود ندارد.' },
  productNotFound: { en: 'This product was not found.', fa: 'این کالا پیدا نشد.' },
  categoryNotFound: { en: 'This category was not found.', fa: 'این دسته پیدا نشد.' },
  methodNotAllowed: { en: 'This address does not accept this kind of request.', fa: 'این نشانی چنین درخواستی را نمی‌پذیرد.' },
  badJson: { en: 'The data sent could not be read (it is not valid JSON).', fa: 'داده‌های ارسال‌شده خوانده نشد (JSON معتبر نیست).' },
  notJson: { en: 'Please send the data as JSON.', fa: 'لطفاً داده‌ها را به صورت JSON بفرستید.' },
  tooLarge: { en: 'The data sent is too large (at most 64 KB).', fa: 'حجم داده‌های ارسال‌شده بیش از حد است (حداکثر ۶۴ کیلوبایت).' },
  invalid: { en: 'Some of the data sent is not valid.', fa: 'بخشی از داده‌های ارسال‌شده معتبر نیست.' },
  fileNotFound: { en: 'This file was not found.', fa: 'این فایل پیدا نشد.' },
  crossOrigin: { en: 'Requests from other sites are not accepted.', fa: 'درخواست از سایت‌های دیگر پذیرفته نمی‌شود.' },
  signedOut: { en: 'Please log in to continue.', fa: 'لطفاً برای ادامه وارد حساب کاربری خود شوید.' },
  internal: { en: 'Internal server error', fa: 'خطای داخلی سرور' },
} satisfies Record<string, Bilingual>;

export type MessageKey = keyof typeof serviceMessages;
