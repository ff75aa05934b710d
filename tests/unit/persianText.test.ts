import { describe, expect, it } from 'vitest';
import { digitsIn, formatCount, formatDigits, isolateLatin, typedDigits } from '~/shared/i18n/format.ts';
import { DEFAULT_TIME_ZONE, formatMoment, timeZoneLabel, validTimeZone } from '~/shared/i18n/dates.ts';
import { fill } from '~/shared/i18n/fill.ts';
import { joinParts, listComma, orList, separator } from '~/shared/i18n/lineParts.ts';
import { reasonIn, rowErrorLine } from '~/service/catalogue/catalogueReasons.ts';
import { persianTextProblems } from '../support/persianText.ts';

const rules = (text: string, isolated = false) => persianTextProblems({ text, where: 'test', isolated }).map((p) => p.split(' in ')[0]);

describe('the parts of one line', () => {
  it('are joined by a middle dot in English and a Persian comma in Persian (a dot beside ۱ reads ۱۰)', () => {
    expect(joinParts('en', ['Single', '1 piece'])).toBe('Single · 1 piece');
    expect(joinParts('fa', ['تک‌عددی', '۱ عدد'])).toBe('تک‌عددی، ۱ عدد');
    expect(separator('fa')).not.toContain('·');
  });

  it('leave out empty parts', () => {
    expect(joinParts('fa', ['', 'کد', null, undefined, false, '  '])).toBe('کد');
  });

  it('list alternatives and an address in the locale’s words and comma', () => {
    expect(orList('en', ['csv', 'json', 'xlsx'])).toBe('csv, json or xlsx');
    expect(orList('fa', ['الف', 'ب', 'ج'])).toBe('الف، ب یا ج');
    expect(orList('fa', ['تنها'])).toBe('تنها');
    expect(['تهران', 'ونک'].join(listComma('fa'))).toBe('تهران، ونک');
  });
});

describe('one clock', () => {
  // 20:45 UTC on 21 March 2026 is 00:15 on 22 March in Tehran (UTC+3:30): the first day of 1405.
  const nearMidnight = '2026-03-21T20:45:00.000Z';

  it('writes a moment in the shop’s zone: Gregorian in English, Solar Hijri in Persian digits in Persian', () => {
    expect(formatMoment('en', 'Asia/Tehran', nearMidnight)).toBe('22 Mar 2026, 00:15');
    expect(formatMoment('fa', 'Asia/Tehran', nearMidnight)).toBe('۲ فروردین ۱۴۰۵، ۰:۱۵');
    expect(formatMoment('fa', 'Asia/Tehran', nearMidnight, 'date')).toBe('۲ فروردین ۱۴۰۵');
  });

  it('follows another zone when the shop sets one, and falls back to Tehran on a name Intl does not know', () => {
    expect(formatMoment('en', 'Europe/London', nearMidnight, 'time')).toBe('20:45');
    expect(validTimeZone('Europe/London')).toBe('Europe/London');
    expect(validTimeZone('Mars/Olympus')).toBe(DEFAULT_TIME_ZONE);
    expect(validTimeZone(undefined)).toBe('Asia/Tehran');
  });

  it('names the zone for staff', () => {
    expect(timeZoneLabel('en', 'Asia/Tehran')).toMatch(/Iran .*\(GMT\+3:30\)/);
    expect(timeZoneLabel('fa', 'Asia/Tehran')).toBe('وقت ایران');
  });
});

describe('Latin runs in an editor’s Persian text', () => {
  it('are isolated left-to-right; English text is left as it is', () => {
    expect(isolateLatin('fa', 'سرپیچ معمولی E27 دارد.')).toBe('سرپیچ معمولی \u2066E27\u2069 دارد.');
    expect(isolateLatin('en', 'an E27 holder')).toBe('an E27 holder');
  });
});

describe('counts in the page’s digits', () => {
  // The browser writes a badge's count digit by digit (no Intl.NumberFormat after the load event): it must
  // read as the server wrote it.
  it('writes a count digit by digit exactly as the number format does', () => {
    for (const n of [0, 1, 7, 10, 42, 305, 1000, 98765]) {
      expect(digitsIn('fa', String(n))).toBe(formatDigits('fa', n));
      expect(digitsIn('en', String(n))).toBe(formatDigits('en', n));
    }
    expect(digitsIn('fa', '120')).toBe('۱۲۰');
  });

  it('groups English counts, never Persian ones', () => {
    expect(formatCount('en', 12500)).toBe('12,500');
    expect(formatDigits('en', 12500)).toBe('12500');
    expect(formatCount('fa', 12500)).toBe('۱۲۵۰۰');
  });

  it('shows what a person typed in the page’s digits, unless it is written in Latin letters (the service stores Latin digits)', () => {
    // The review's staff order card: «کوچهٔ ۱۲، پلاک ۴» came back as «کوچهٔ 12، پلاک 4».
    expect(typedDigits('fa', 'کوچهٔ 12، پلاک 4')).toBe('کوچهٔ ۱۲، پلاک ۴');
    expect(typedDigits('fa', '09121234567')).toBe('۰۹۱۲۱۲۳۴۵۶۷');
    expect(typedDigits('fa', '12 Fin Garden Rd')).toBe('12 Fin Garden Rd');
    expect(typedDigits('fa', 'خیابان ولیعصر، پلاک 8، واحد B')).toBe('خیابان ولیعصر، پلاک ۸، واحد B');
    expect(typedDigits('en', '7134567891')).toBe('7134567891');
  });
});

describe('the Persian text check', () => {
  it('passes Persian written as a native reader expects', () => {
    expect(rules('بسته‌بندی: تک‌عددی، ۱ عدد')).toEqual([]);
    expect(rules('کد: \u2066VAS0110\u2069، اندازه: ۲۱×۳۰')).toEqual([]);
    expect(rules('VAS0110', true)).toEqual([]);
    expect(rules('English')).toEqual([]);
  });

  it('fails on a middle dot, Latin digits or a Latin comma in Persian text', () => {
    expect(rules('تک‌عددی · ۱ عدد')).toEqual(['a middle dot (it reads as the Persian zero)']);
    expect(rules('اندازه: 21×30')).toEqual(['Latin digits outside an isolated code']);
    expect(rules('تهران, ونک')).toEqual(['a Latin comma beside Persian text']);
    expect(rules('تک‌عددی ، ۱ عدد')).toEqual(['a space before a Persian comma or semicolon']);
  });

  it('fails on a Latin word inside a Persian sentence unless isolated or an allowed name', () => {
    expect(rules('هر category به آن نیاز دارد')).toEqual(['Latin words (category) inside a Persian sentence, not isolated,']);
    expect(rules('هر \u2066category\u2069 به آن نیاز دارد')).toEqual([]);
    expect(rules('دریافت به صورت CSV')).toEqual([]);
  });

  it('fails on Arabic letters, «لیست» and a missing zero-width non-joiner, even inside an isolate', () => {
    expect(rules('كالاي تازه', true)).toEqual(['Arabic ي or ك (write ی and ک)']);
    expect(rules('لیست سفارش')).toEqual(['«لیست» (write فهرست, or سبد خرید for the cart)']);
    for (const text of ['می شود', 'نمی توانید', 'کالا ها', 'بزرگ ترین', 'میشود'])
      expect(rules(text), text).toEqual(['a missing zero-width non-joiner']);
    for (const text of ['می‌شود', 'کالاها', 'بزرگ‌ترین', 'میز', 'میدانی', 'تنها']) expect(rules(text), text).toEqual([]);
  });
});

describe('a catalogue file’s problems in Persian', () => {
  // The reasons that fill English words in (kinds, nouns, lists, places, "or"), as the checks write them.
  const reasons = [
    'is empty, but every category needs it',
    'is not used for a banner (use href)',
    'is not used for a package; leave it empty',
    '"VAS" is already used by row 5',
    'there is no menu entry "M1" in this file',
    'there is no product; an import replaces the whole catalogue',
    'is not a list of size filters',
    '"middle" is not start, center or end',
    '"shelf" is not a kind: use category, product, banner, package or menu',
    'is empty: use category, product, banner, package or menu',
    'makes categories more than 3 levels deep: A → B → C → D',
    'is not a list of the catalogue: use categories, products, banners, packages or menu',
    'must hold one object with the lists categories, products, banners, packages or menu',
    'is not a field; a package has key, titleEn, titleFa, pieces',
    '"12:" is not a size filter: write code:title, e.g. 12:Ø12',
  ];

  it.each(reasons)('%s: every filled-in word in Persian, codes isolated, nothing left in English', (reason) => {
    const persian = reasonIn('fa', reason);
    expect(persian).not.toBe(reason);
    expect(persianTextProblems({ text: persian, where: reason, isolated: false })).toEqual([]);
  });

  it('names the place in Persian, the column isolated', () => {
    const line = rowErrorLine({ row: 3, column: 'nameEn', reason: 'is empty' }, 'fa');
    expect(line).toBe('ردیف ۳، ستون \u2066nameEn\u2069: خالی است');
    expect(reasonIn('fa', 'is empty, but every category needs it')).toBe('خالی است، ولی هر دسته‌بندی به آن نیاز دارد');
    expect(reasonIn('fa', '"shelf" is not a kind: use category, product or menu')).toContain('\u2066product\u2069 یا \u2066menu\u2069');
  });
});

describe('filling a Persian sentence', () => {
  it('isolates a value with Latin letters in its own direction, and leaves English sentences and Persian values alone', () => {
    expect(fill('واردشده با نام {{name}}', { name: 'Test Staff' })).toBe('واردشده با نام \u2068Test Staff\u2069');
    expect(fill('واردشده با نام {{name}}', { name: 'مدیر فروشگاه' })).toBe('واردشده با نام مدیر فروشگاه');
    expect(fill('Signed in as {{name}}', { name: 'Test Staff' })).toBe('Signed in as Test Staff');
    // A Persian name in an English sentence, likewise: "Called by مدیر فروشگاه, 28 Nov" keeps its comma and date;
    // a template of placeholders alone leaves its values to the caller.
    expect(fill('{{status}} by {{by}}, {{date}}', { status: 'Called', by: 'مدیر فروشگاه', date: '28 Nov' })).toBe(
      'Called by \u2068مدیر فروشگاه\u2069, 28 Nov',
    );
    expect(fill('{{name}} ({{sku}})', { name: 'گلدان', sku: 'VAS0112' })).toBe('گلدان (VAS0112)');
    expect(fill('کد ورود شما: {{code}}', { code: '123456' })).toBe('کد ورود شما: 123456');
    expect(
      persianTextProblems({ text: fill('ویرایش: {{name}}', { name: 'Leila Karimi, Shiraz' }), where: 'fill', isolated: false }),
    ).toEqual([]);
  });
});
