import { describe, expect, it } from 'vitest';
import staffEn from '~/features/staff/staff.en.json' with { type: 'json' };
import staffFa from '~/features/staff/staff.fa.json' with { type: 'json' };
import { fieldSentence, rowErrorLine } from '~/service/catalogue/catalogueReasons.ts';
import reasonsEn from '~/service/catalogue/catalogueReasons.en.json' with { type: 'json' };
import reasonsFa from '~/service/catalogue/catalogueReasons.fa.json' with { type: 'json' };
import { persianTextProblems } from '../support/persianText.ts';

describe('a staff form’s problem as a whole sentence', () => {
  it('names the field before a reason that needs a subject, and ends with a stop, in both languages', () => {
    const empty = 'is empty, but every product needs it';
    expect(fieldSentence('en', 'nameFa', empty, 'product')).toBe('Name in Persian is empty, but every product needs it.');
    expect(fieldSentence('fa', 'nameFa', empty, 'product')).toBe('نام فارسی خالی است، ولی هر محصول به آن نیاز دارد.');
    expect(fieldSentence('en', 'key', 'is empty, but every package needs it', 'package')).toBe(
      'Number is empty, but every package needs it.',
    );
    expect(fieldSentence('en', 'nameEn', 'is longer than 200 characters')).toBe('Name in English is longer than 200 characters.');
    expect(fieldSentence('fa', 'nameEn', 'is longer than 200 characters')).toBe('نام انگلیسی بیش از ۲۰۰ نویسه است.');
  });

  it('leaves a reason that names its value as it is, the value in Persian quotation marks in Persian', () => {
    const stock = '"-3" is not a whole number of 0 or more';
    expect(fieldSentence('en', 'quantity', stock)).toBe('"-3" is not a whole number of 0 or more.');
    expect(fieldSentence('fa', 'quantity', stock)).toBe('«\u2068-3\u2069» عدد صحیح ۰ یا بیشتر نیست.');
    expect(fieldSentence('fa', 'href', '"/a b" is not a link on this shop: start it with /, e.g. /category/VAS/vases')).toMatch(
      /^«\u2068\/a b\u2069» پیوندی در این فروشگاه نیست/,
    );
  });

  it('says what to do where the file’s words do not fit a form', () => {
    expect(fieldSentence('en', 'categories', 'names no category')).toBe('Choose at least one category.');
    expect(fieldSentence('en', 'categories', 'is empty, but every product needs it')).toBe('Choose at least one category.');
    expect(fieldSentence('fa', 'images', 'is empty, but every banner needs it', 'banner')).toBe('دست‌کم یک تصویر بیفزایید.');
    expect(fieldSentence('fa', 'sizes', 'has no size: add at least one, with its size code and stock')).toBe(
      'دست‌کم یک اندازه با کد اندازه و موجودی‌اش بیفزایید.',
    );
    const line = rowErrorLine({ row: 'menu[2]', column: 'href', reason: 'links to category "VAS", which is not in this file' }, 'en', true);
    expect(line).toBe('menu[2].href: This link goes to category "VAS", which the shop does not have.');
    const persian = rowErrorLine(
      { row: 'menu[2]', column: 'href', reason: 'links to category "VAS", which is not in this file' },
      'fa',
      true,
    );
    expect(persian).toBe('\u2066menu[2].href\u2069: این پیوند به دسته‌بندی «\u2068VAS\u2069» می‌رود که در فروشگاه نیست.');
  });

  it('keeps the file’s lines for the import as they were: the place, then the reason', () => {
    expect(rowErrorLine({ row: 3, column: 'nameEn', reason: 'is empty, but every product needs it' }, 'en')).toBe(
      'row 3, column nameEn: is empty, but every product needs it',
    );
  });

  it('writes every sentence as Persian text should be written', () => {
    const reasons = [
      'is empty, but every category needs it',
      'has a line break; only descriptions may have several lines',
      'names no picture',
    ];
    for (const reason of reasons) {
      const persian = fieldSentence('fa', 'nameEn', reason, 'category');
      expect(persianTextProblems({ text: persian, where: reason, isolated: false })).toEqual([]);
    }
  });
});

describe('the fields’ names in the service’s sentences', () => {
  // Each column the forms show, with the label the form gives it: a sentence names the field as the form does.
  const labels: Record<string, keyof typeof staffEn> = {
    nameEn: 'catalogue.nameEn',
    nameFa: 'catalogue.nameFa',
    descriptionEn: 'catalogue.descriptionEn',
    descriptionFa: 'catalogue.descriptionFa',
    slug: 'catalogue.slug',
    status: 'catalogue.status',
    quantity: 'catalogue.stock',
    categories: 'catalogue.categories',
    packages: 'catalogue.packageTypes',
    images: 'catalogue.pictures',
    pictureLater: 'catalogue.pictureLater',
    parentSku: 'catalogue.familyCode',
    key: 'sections.column.key',
    number: 'sections.column.number',
    parent: 'sections.column.parent',
    titleEn: 'sections.column.titleEn',
    titleFa: 'sections.column.titleFa',
    sizeFilters: 'sections.column.sizeFilters',
    pieces: 'sections.column.pieces',
    alignContent: 'sections.column.alignContent',
    href: 'sections.column.href',
  };
  it('has its own sentence only for a reason the file has', () => {
    const own = Object.keys(reasonsEn).filter((key) => key.startsWith('sentence.'));
    for (const key of own) expect(Object.keys(reasonsEn), key).toContain(key.replace('sentence.', 'reason.'));
  });

  it.each(Object.entries(labels))('%s is named as its form names it', (column, key) => {
    expect(reasonsEn[`column.${column}` as keyof typeof reasonsEn]).toBe(staffEn[key]);
    expect(reasonsFa[`column.${column}` as keyof typeof reasonsFa]).toBe(staffFa[key]);
  });
});
