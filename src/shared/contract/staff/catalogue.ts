// What the calls of catalogue editing take and answer (docs/staff.md#catalogue-editing), editors' and admins' only,
// and the types the staff area reads from them.
import * as v from 'valibot';
import { pagingParams, skuParam } from '~/shared/contract/requests.ts';
import { count, int, text } from '~/shared/contract/scalars.ts';
import { SECTION_NAMES } from '~/shared/fields/staffVocabulary.ts';
import { PRODUCT_STATUSES } from '~/shared/fields/vocabulary.ts';

const status = v.picklist(PRODUCT_STATUSES);
const named = v.object({ xCode: text, nameEn: text, nameFa: text });

// What the calls take

export const skuPath = v.object({ sku: skuParam });

/** The editors' list: by name or SKU, status, page of 30. */
export const staffProductQuery = v.object({
  q: v.optional(v.pipe(text, v.maxLength(100))),
  status: v.optional(status),
  page: v.optional(pagingParams.page),
});

/** What the product form sends: checked here only for its shape; its fields by the import's rules, with the import's messages. */
export const productChanges = v.object({
  nameEn: v.pipe(text, v.maxLength(1000)),
  nameFa: v.pipe(text, v.maxLength(1000)),
  descriptionEn: v.pipe(text, v.maxLength(10_000)),
  descriptionFa: v.pipe(text, v.maxLength(10_000)),
  slug: v.pipe(text, v.maxLength(1000)),
  status: v.pipe(text, v.maxLength(100)),
  quantity: v.union([v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999_999_999)), v.pipe(text, v.maxLength(100))]),
  categoryXCodes: v.pipe(v.array(v.pipe(text, v.maxLength(100))), v.maxLength(100)),
  packageIds: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999))), v.maxLength(100)),
  featured: v.boolean(),
  /** No picture yet, by choice (absent: false). */
  pictureLater: v.optional(v.boolean()),
  images: v.pipe(v.array(v.pipe(text, v.maxLength(200))), v.maxLength(50)),
  prices: v.optional(
    v.pipe(
      v.array(
        v.object({
          packageId: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(999_999_999)),
          price: v.union([count, v.pipe(text, v.maxLength(100))]),
        }),
      ),
      v.maxLength(100),
      v.description(
        'The prices in tomans, as numbers or as typed (Persian digits and thousands separators too), by package type; empty: none. Left out: the stored prices stay.',
      ),
    ),
  ),
});
export type ProductChanges = v.InferInput<typeof productChanges>;

const sizeTitle = v.optional(v.pipe(text, v.maxLength(200)));
/** A size of the New product form: its code and stock as typed, its title where no category's size filters give it. */
const newSize = v.object({
  code: v.pipe(text, v.maxLength(100)),
  quantity: productChanges.entries.quantity,
  titleEn: sizeTitle,
  titleFa: sizeTitle,
});
export type NewSize = v.InferInput<typeof newSize>;

const { quantity: _, ...familyFields } = productChanges.entries;
/** What the New product form sends: the product form's fields, a family code and its sizes (the import's rules check each). */
export const newProduct = v.object({
  ...familyFields,
  parentSku: v.pipe(text, v.maxLength(100), v.description('Characters 1-5 of every size’s SKU: 5 capital letters or digits.')),
  sizes: v.pipe(
    v.array(newSize),
    v.maxLength(50),
    v.description(
      'Each size’s code (characters 6-7 of its SKU) and stock; its title in both languages where no chosen category’s size filters name it.',
    ),
  ),
});
export type NewProduct = v.InferInput<typeof newProduct>;

export const stockChange = v.object({ quantity: productChanges.entries.quantity });

/** A new size copied from another: the SKU to copy and the new one. */
export const productCopy = v.object({ fromSku: skuParam, sku: v.pipe(text, v.maxLength(100)) });

export const pictureUploadQuery = v.object({ name: v.optional(v.pipe(text, v.maxLength(200))) });

export const sectionPath = v.object({ name: v.picklist(SECTION_NAMES) });

/** A row of a section as its form sends it: checked here only for its shape; its fields by the import's rules. */
const sectionRow = v.record(
  v.pipe(text, v.maxLength(40)),
  v.union([v.pipe(text, v.maxLength(10_000)), v.pipe(v.array(v.pipe(text, v.maxLength(200))), v.maxLength(20))]),
);

export const sectionChange = v.object({ rows: v.pipe(v.array(sectionRow), v.maxLength(500)), version: v.pipe(text, v.maxLength(64)) });

export const importQuery = v.object({ format: v.optional(v.picklist(['csv', 'json'])), check: v.optional(v.picklist(['0', '1'])) });

// What they answer

/** One product in the editors' list; `slug`: its page's address name (`productPath`). */
const staffProductSummary = v.object({
  sku: text,
  parentSku: text,
  slug: text,
  nameEn: text,
  nameFa: text,
  status,
  quantity: count,
  picture: v.nullable(text),
  categories: v.array(named),
});
export type StaffProductSummary = v.InferOutput<typeof staffProductSummary>;

export const staffProductPage = v.object({ items: v.array(staffProductSummary), total: count, page: count, perPage: count });

/** A catalogue picture as the media store names and addresses it. */
export const picture = v.object({ name: text, url: text });

/** One package type's price for a SKU, in tomans. */
const quotePrice = v.object({ packageId: int, price: count });
export type QuotePrice = v.InferOutput<typeof quotePrice>;

/** A product as editors edit it. */
export const editableProduct = v.object({
  sku: text,
  parentSku: text,
  nameEn: text,
  nameFa: text,
  descriptionEn: text,
  descriptionFa: text,
  slug: text,
  status,
  quantity: count,
  pictures: v.array(picture),
  categoryXCodes: v.array(text),
  packageIds: v.array(int),
  featured: v.boolean(),
  /** Published before it has a picture, by the editor's choice: its pages say one is coming. */
  pictureLater: v.boolean(),
  prices: v.pipe(
    v.array(quotePrice),
    v.description("Staff's prices to quote, in tomans, by package type: never in a shop's page or call."),
  ),
});
export type EditableProduct = v.InferOutput<typeof editableProduct>;

/** A product with what its form offers: the categories, the active package types and the other sizes of its family. */
export const productEditingAnswer = v.object({
  product: editableProduct,
  categories: v.array(v.object({ ...named.entries, parentXCode: v.nullable(text) })),
  packages: v.array(v.object({ id: int, titleEn: text, titleFa: text, pieces: count })),
  family: v.array(v.object({ sku: text, nameEn: text, nameFa: text, status, quantity: count })),
});
export type ProductEditing = v.InferOutput<typeof productEditingAnswer>;

export const stockSet = v.object({ sku: text, quantity: count });

/** A section as the editors' form reads it: its rows (the file's fields as text) and the state they were read in. */
export const sectionAnswer = v.object({
  name: v.picklist(SECTION_NAMES),
  rows: v.array(v.record(text, v.union([text, v.array(text)]))),
  /** Sent back with a save: a save from an older state is refused. */
  version: text,
  /** The menu only: true while it follows the category tree (no menu of its own saved). */
  followsCategories: v.boolean(),
  /** For the parent and link choices. */
  categories: v.array(v.object({ key: text, slug: text, nameEn: text, nameFa: text })),
});
export type SectionData = v.InferOutput<typeof sectionAnswer>;
export type SectionRow = SectionData['rows'][number];

const counts = v.object({ categories: count, products: count, banners: count, packages: count, menu: count });
export const importAnswer = v.object({ counts, imported: v.boolean() });
