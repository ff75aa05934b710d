import type { Locale } from '~/shared/i18n/locale.ts';
import { staffTexts, type StaffKey } from '~/features/staff/staffText.ts';

/** The texts of a list of pictures and its Add photo (PictureList.tsx), in the product forms and the sections' editor. */
export const PICTURE_KEYS = [
  'catalogue.noPictures',
  'catalogue.pictureAlt',
  'catalogue.moveEarlier',
  'catalogue.moveLater',
  'catalogue.remove',
  'catalogue.addPhoto',
  'catalogue.uploading',
] as const satisfies readonly StaffKey[];

/** The staff texts a product form's fields show (ProductFields.tsx). */
export const PRODUCT_FIELD_KEYS = [
  'catalogue.nameEn',
  'catalogue.nameFa',
  'catalogue.descriptionEn',
  'catalogue.descriptionFa',
  'catalogue.slug',
  'catalogue.slugHint',
  'catalogue.status',
  'catalogue.statusPublish',
  'catalogue.statusDraft',
  'catalogue.stock',
  'catalogue.categories',
  'catalogue.packages',
  'catalogue.packagesHint',
  'catalogue.price',
  'catalogue.pricesHint',
  'catalogue.featured',
  'catalogue.pictures',
  'catalogue.pictureLater',
  'catalogue.pictureLaterHint',
  ...PICTURE_KEYS,
  'catalogue.sku',
] as const satisfies readonly StaffKey[];
export type FieldKey = (typeof PRODUCT_FIELD_KEYS)[number];

/** The staff texts the table shows (sent as its `text` prop). */
export const PRODUCT_TABLE_KEYS = [
  'catalogue.product',
  'catalogue.sku',
  'catalogue.size',
  'catalogue.status',
  'catalogue.statusPublish',
  'catalogue.statusDraft',
  'catalogue.stock',
  'catalogue.stockOf',
  'catalogue.saveStock',
  'catalogue.saveShort',
  'catalogue.stockSaved',
  'catalogue.soldOut',
  'catalogue.price',
  'catalogue.noPrice',
  'catalogue.waiting',
  'catalogue.waitingCount',
] as const satisfies readonly StaffKey[];
export type ProductTableText = Record<(typeof PRODUCT_TABLE_KEYS)[number], string>;
export const productTableText = (locale: Locale): ProductTableText => staffTexts(locale, PRODUCT_TABLE_KEYS);

/** The staff texts the editor shows (sent as its `text` prop). */
export const PRODUCT_EDITOR_KEYS = [
  ...PRODUCT_FIELD_KEYS,
  'catalogue.save',
  'catalogue.savedNote',
  'catalogue.toPublish',
  'catalogue.sizes',
  'catalogue.noSizes',
  'catalogue.addSize',
  'catalogue.newSku',
  'catalogue.newSkuHint',
  'catalogue.editTitle',
] as const satisfies readonly StaffKey[];
export type ProductEditorText = Record<(typeof PRODUCT_EDITOR_KEYS)[number], string>;
export const productEditorText = (locale: Locale): ProductEditorText => staffTexts(locale, PRODUCT_EDITOR_KEYS);

/** The staff texts the import form shows (sent as its `text` prop). */
export const CATALOGUE_FILE_KEYS = [
  'catalogue.chooseFile',
  'catalogue.check',
  'catalogue.importNow',
  'catalogue.problems',
  'catalogue.noFile',
  'catalogue.savedNote',
  'catalogue.toPublish',
] as const satisfies readonly StaffKey[];
export type CatalogueFileText = Record<(typeof CATALOGUE_FILE_KEYS)[number], string>;
export const catalogueFileText = (locale: Locale): CatalogueFileText => staffTexts(locale, CATALOGUE_FILE_KEYS);

/** The staff texts the New product form shows (sent as its `text` prop). */
export const NEW_PRODUCT_KEYS = [
  ...PRODUCT_FIELD_KEYS,
  'catalogue.newIntro',
  'catalogue.familyCode',
  'catalogue.familyCodeHint',
  'catalogue.newSizes',
  'catalogue.sizeRow',
  'catalogue.sizeCode',
  'catalogue.sizeCodeHint',
  'catalogue.addSizeRow',
  'catalogue.removeSize',
  'catalogue.sizeTitleEn',
  'catalogue.sizeTitleFa',
  'catalogue.sizeTitleHint',
  'catalogue.sizeKnown',
  'catalogue.newPricesHint',
  'catalogue.create',
] as const satisfies readonly StaffKey[];
export type NewProductText = Record<(typeof NEW_PRODUCT_KEYS)[number], string>;
export const newProductText = (locale: Locale): NewProductText => staffTexts(locale, NEW_PRODUCT_KEYS);
