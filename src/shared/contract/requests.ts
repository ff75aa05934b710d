// What a shopper's calls take: the path parameters, queries and bodies the router checks before a handler runs, and
// from which /openapi.json describes them. The answers are in ./answers.ts; the staff's calls, both ways, in ./staff/.
import * as v from 'valibot';
import { MAX_ID, recordId, textPattern, wholeNumberParam, wire } from '~/shared/fields/wire.ts';
import { addressFields, email, mobileNumber, oneTimeCode } from '~/shared/forms/rules.ts';
import { withoutControls } from '~/shared/text/controlCharacters.ts';
import { MEDIA_TYPES, MEDIA_WIDTHS } from '~/shared/fields/pictures.ts';
import { MAX_ADDRESSES, MAX_PACKAGES } from '~/shared/fields/limits.ts';

// The catalogue

const MAX_PAGE = 1_000_000;

const MAX_PER_PAGE = 1000;

/** The `{product}` path segment: the shop key (SHOP_KEY); the document names the configured one, another is a 404. */
const shopKeyParam = v.pipe(
  v.string(),
  v.description('The shop key (SHOP_KEY, default "shop"); another key is a 404.'),
  v.metadata({ shopKey: true }),
);

export const shopParams = v.object({ product: shopKeyParam });

/** `page` and `perPage` path segments: page >= 1, 1 <= perPage <= 1000. */
export const pagingParams = {
  page: wholeNumberParam(1, MAX_PAGE, 'Page number, from 1.'),
  perPage: wholeNumberParam(1, MAX_PER_PAGE, 'Items per page.'),
};

/** Whether a segment is `all`, `0`, or up to 100 comma-joined ids of 1 or more. */
function isCategoryList(segment: string): boolean {
  if (segment === '0' || segment === 'all') return true;
  const parts = segment.split(',');
  return parts.length <= 100 && parts.every((part) => /^\d{1,9}$/.test(part) && Number(part) >= 1);
}

/** Comma-joined category ids (subcategories included); `0` or `all` (null) means every category. */
export const categoryIdsParam = v.pipe(
  v.string(),
  wire({
    type: 'string',
    pattern: '^(?:all|0|[1-9]\\d{0,8}(?:,[1-9]\\d{0,8}){0,99})$',
    description: 'Comma-joined category ids (subcategories included); "all" or "0" for every category.',
  }),
  v.check(isCategoryList),
  v.transform((segment): number[] | null => (segment === '0' || segment === 'all' ? null : segment.split(',').map(Number))),
);

/** A search text from a path segment: 1 to 100 characters once control characters and the spaces at the ends are gone. */
export const searchTextParam = (description: string) =>
  v.pipe(
    v.string(),
    wire({ type: 'string', minLength: 1, maxLength: 100, pattern: textPattern(), description }),
    v.transform((text) => withoutControls(text).trim()),
    v.minLength(1),
    v.maxLength(100),
  );

/** A SKU: letters, digits, `_` and `-`, at most 64. */
export const skuParam = v.pipe(v.string(), v.minLength(1), v.maxLength(64), v.regex(/^[\w-]+$/));

/** The SKUs whose stock is asked (POST /v1/product/quantity/xcode/list). */
export const skuListSchema = v.pipe(
  v.array(v.pipe(v.string(), wire({ type: 'string', maxLength: 64, pattern: '\\S' }), v.trim(), v.minLength(1), v.maxLength(64))),
  v.maxLength(1000),
);

/** Products asked by id (POST /v1/product/list/ids). */
export const idListSchema = v.pipe(v.array(recordId), v.maxLength(1000));

/** A category asked by its code or its id. */
export const categoryInfoSchema = v.union([
  // A category's code, as the catalogue file writes it (letters, digits, - and _).
  v.object({ xCode: v.pipe(v.string(), v.minLength(1), v.maxLength(32), v.regex(/^[A-Za-z0-9_-]+$/)) }),
  v.object({ categoryId: recordId }),
]);

/** A page of the products of some categories. */
export const productListParams = v.object({ categoryIds: categoryIdsParam, ...pagingParams });

/** A page of one family's sizes. */
export const variantParams = v.object({ parentSku: skuParam, ...pagingParams });

// Search

/** A page of the products of some categories that match a search. */
export const searchListParams = v.object({
  categoryIds: categoryIdsParam,
  search: searchTextParam('Search words (names in both languages, SKU).'),
  ...pagingParams,
});

export const searchListQuery = v.object({
  asTyped: v.optional(
    v.pipe(v.picklist(['true', 'false']), v.description('`true`: the words as typed only, no other keyboard layout or Finglish.')),
  ),
});

export const searchParams = v.object({ term: searchTextParam('Search words; Arabic ي ك and Persian digits are folded.') });

export const suggestParams = v.object({ term: searchTextParam('Search words, as in /v1/product/search/{term}.') });

/** A search of the search dialog that found nothing. */
export const searchMissBody = v.object({ text: searchTextParam('The search as typed.') });

// Orders, login, the profile

/** An order placed: the basket's lines and the customer's details (docs/rules.md#orders-and-the-newsletter). */
export const orderBody = v.object({
  items: v.pipe(
    v.array(
      v.object({
        sku: v.pipe(
          v.string(),
          wire({ type: 'string', pattern: '^[\\w-]{1,64}$' }),
          v.trim(),
          v.minLength(1),
          v.maxLength(64),
          v.regex(/^[\w-]+$/),
        ),
        count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_PACKAGES), v.description('Packages.')),
        packageId: v.optional(
          v.pipe(recordId, v.description("A package type the product is sold in; absent: the product's default. Another: 409.")),
        ),
      }),
    ),
    v.minLength(1),
    v.maxLength(100),
  ),
  customer: addressFields,
});

/** Login, first step: the number to text a code to. */
export const loginPhoneBody = v.object({
  phoneNumber: mobileNumber,
  forAlert: v.optional(v.pipe(v.boolean(), v.description('Asked by the bell (back in stock by text): the code goes to any number.'))),
});

/** Login, second step: the number and the code it was sent. */
export const loginCodeBody = v.object({ phoneNumber: mobileNumber, code: oneTimeCode });

/** The address book as saved: entries with a known id are edited, the rest added. */
export const addressBook = v.pipe(v.array(v.object({ ...addressFields.entries, id: v.optional(recordId) })), v.maxLength(MAX_ADDRESSES));

/** Back in stock by text: the size to wait for. */
export const alertBody = v.object({ sku: skuParam });

export const alertIdParams = v.object({ id: wholeNumberParam(1, MAX_ID, 'The request, as the list gives it.') });

export const newsletterBody = v.object({ email });

// Catalogue pictures

/** A catalogue picture's name in a path. */
export const pictureParams = v.object({
  file: v.pipe(
    v.string(),
    wire({
      type: 'string',
      maxLength: 128,
      pattern: `^[A-Za-z0-9][A-Za-z0-9._-]*\\.(?:${Object.keys(MEDIA_TYPES)
        .map((ext) => ext.slice(1))
        .join('|')})$`,
      description: 'Media file name.',
    }),
  ),
});

/** The width a picture is wanted at (the media store rounds it to one it keeps). */
export const pictureQuery = v.object({
  w: v.optional(
    v.pipe(
      v.string(),
      wire({
        type: 'integer',
        minimum: 1,
        maximum: 99999,
        description: `Wanted width, rounded up to ${MEDIA_WIDTHS.join(', ')} (larger: ${MEDIA_WIDTHS.at(-1)}).`,
      }),
    ),
  ),
});
