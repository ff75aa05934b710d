/** The service contract (DESIGN.md section 4) as an OpenAPI 3.1 document; a test keeps it in step with the routes. */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const envelope = (data: object) => ({
  description: 'Success',
  content: { 'application/json': { schema: { type: 'object', required: ['data'], properties: { data, message: ref('Bilingual') } } } },
});
const failure = { description: 'Failure', content: { 'application/json': { schema: ref('Failure') } } };
const pathParam = (name: string, schema: object, description: string) => ({ name, in: 'path', required: true, schema, description });
const shop = pathParam('product', { type: 'string' }, 'The shop key (SHOP_KEY, default "shop"); another key is a 404.');
const paging = [
  pathParam('page', { type: 'integer', minimum: 1 }, 'Page number, from 1.'),
  pathParam('perPage', { type: 'integer', minimum: 1, maximum: 1000 }, 'Items per page.'),
];
const categoryIds = pathParam('categoryIds', { type: 'string', pattern: '^(all|0|\\d+(,\\d+)*)$' }, 'Comma-joined category ids (subcategories included); "all" or "0" for every category.');
const jsonBody = (schema: object) => ({ required: true, content: { 'application/json': { schema } } });
const errors = { '400': failure, '404': failure, '405': failure, '413': failure, '415': failure, '500': failure };

const str = { type: 'string' };
const int = { type: 'integer' };

/** The OpenAPI document served at /openapi.json. */
export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Storefront service',
      version: '1.0.0',
      description:
        'Catalogue, stock, login, profile and media service of the bilingual storefront. Every answer is JSON: {data, message?} on success, {message: {fa, en}, additionalInfo: [...]} on failure.',
    },
    paths: {
      '/v1/{product}/banner/list': { get: { summary: 'Home page banners', parameters: [shop], responses: { '200': envelope({ type: 'array', items: ref('Banner') }), ...errors } } },
      '/v1/{product}/menu': { get: { summary: 'Main menu, three levels', parameters: [shop], responses: { '200': envelope({ type: 'array', items: ref('MenuItem') }), ...errors } } },
      '/v1/{product}/category/list': { get: { summary: 'All categories', parameters: [shop], responses: { '200': envelope({ type: 'array', items: ref('Category') }), ...errors } } },
      '/v1/{product}/categoryInfo': {
        post: {
          summary: 'A category and its size filters',
          parameters: [shop],
          requestBody: jsonBody({ oneOf: [{ type: 'object', required: ['xCode'], properties: { xCode: str } }, { type: 'object', required: ['categoryId'], properties: { categoryId: int } }] }),
          responses: { '200': envelope(ref('CategoryInfo')), ...errors },
        },
      },
      '/v1/product/list/{categoryIds}/{page}/{perPage}': {
        get: { summary: 'Published products of categories, out-of-stock last', parameters: [categoryIds, ...paging], responses: { '200': envelope(ref('ProductPage')), ...errors } },
      },
      '/v1/product/list/search/{categoryIds}/{search}/{page}/{perPage}': {
        get: {
          summary: 'Published products of categories matching a search, out-of-stock last',
          parameters: [categoryIds, pathParam('search', { type: 'string', maxLength: 100 }, 'Search words (names in both languages, SKU).'), ...paging],
          responses: { '200': envelope(ref('ProductPage')), ...errors },
        },
      },
      '/v1/product/search/{term}': {
        get: {
          summary: 'Best matches for a search box (at most 10), one size per product family',
          parameters: [pathParam('term', { type: 'string', maxLength: 100 }, 'Search words; Arabic ي ك and Persian digits are folded.')],
          responses: { '200': envelope({ type: 'array', items: ref('Product') }), ...errors },
        },
      },
      '/v1/product/quantity/xcode/list': {
        post: {
          summary: 'Stock state of SKUs (unknown SKUs left out)',
          requestBody: jsonBody({ type: 'array', maxItems: 1000, items: { type: 'string', maxLength: 64 } }),
          responses: { '200': envelope({ type: 'array', items: ref('StockLine') }), ...errors },
        },
      },
      '/v1/product/sku/{parentSku}/{page}/{perPage}': {
        get: { summary: 'Variants (sizes) of one parent SKU', parameters: [pathParam('parentSku', str, 'The parent SKU.'), ...paging], responses: { '200': envelope(ref('ProductPage')), ...errors } },
      },
      '/v1/package/list/active': { get: { summary: 'Active package types', responses: { '200': envelope({ type: 'array', items: ref('Package') }), ...errors } } },
      '/v1/product/list/ids': {
        post: {
          summary: 'Published products by id, in the order asked',
          requestBody: jsonBody({ type: 'array', maxItems: 1000, items: { type: 'integer', minimum: 1 } }),
          responses: { '200': envelope({ type: 'array', items: ref('Product') }), ...errors },
        },
      },
      '/Idp/Account/LoginViaPhoneNumber': {
        post: {
          summary: 'Ask for a login code. The same answer for every valid number; only numbers with an account get a text. Within 119 s of the last code nothing is sent and resendAfter gives the seconds left.',
          requestBody: jsonBody({ type: 'object', required: ['phoneNumber'], properties: { phoneNumber: { type: 'string', description: 'Mobile number, 09 and 11 digits; Persian digits and +98 accepted.' } } }),
          responses: { '200': envelope({ type: 'object', properties: { phoneNumber: str, resendAfter: { type: 'integer', description: 'Seconds until another code may be asked for.' } } }), '429': failure, ...errors },
        },
      },
      '/Idp/Account/LoginViaPhoneNumberCode': {
        post: {
          summary: 'Sign in with the code: sets the httpOnly session cookie. Wrong or expired code: 400; the fifth wrong try ends the code: 429.',
          requestBody: jsonBody({ type: 'object', required: ['phoneNumber', 'code'], properties: { phoneNumber: str, code: { type: 'string', pattern: '^\\d{6}$' } } }),
          responses: { '200': envelope({ type: 'object', properties: { phoneNumber: str, roles: str } }), '429': failure, ...errors },
        },
      },
      '/Idp/Account/Logout': {
        post: { summary: 'Ends the session and clears its cookie; roles become "".', responses: { '200': envelope({ type: 'object', properties: { roles: { const: '' } } }), ...errors } },
      },
      '/v1/profile': {
        get: { summary: 'The signed-in account (401 without a session)', responses: { '200': envelope(ref('Account')), '401': failure, ...errors } },
      },
      '/v1/profile/orders': {
        get: { summary: "Orders placed with the account's phone number, newest first", responses: { '200': envelope({ type: 'array', items: ref('AccountOrder') }), '401': failure, ...errors } },
      },
      '/v1/profile/addresses': {
        get: { summary: 'Saved addresses', responses: { '200': envelope({ type: 'array', items: ref('Address') }), '401': failure, ...errors } },
        put: {
          summary: 'Replaces the address book (entries with a known id are edited, the rest added, the ones left out removed); validated like the order form',
          requestBody: jsonBody({ type: 'array', maxItems: 20, items: ref('Address') }),
          responses: { '200': envelope({ type: 'array', items: ref('Address') }), '401': failure, ...errors },
        },
      },
      '/v1/order': {
        post: {
          summary:
            'Places an order: validated like the checkout form, stock checked and taken in one transaction with the order and its lines. Not enough stock: 409 naming the lines. A retry with the same Idempotency-Key returns the first order and stores nothing (header idempotent-replayed: true).',
          parameters: [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string', pattern: '^[\\w.:-]{8,100}$' }, description: 'One key per order attempt, kept across retries.' }],
          requestBody: jsonBody({
            type: 'object',
            required: ['items', 'customer'],
            properties: {
              items: {
                type: 'array',
                minItems: 1,
                maxItems: 100,
                items: {
                  type: 'object',
                  required: ['sku', 'count'],
                  properties: {
                    sku: str,
                    count: { type: 'integer', minimum: 1, maximum: 10, description: 'Packages.' },
                    packageId: { type: 'integer', minimum: 1, description: "A package type the product is sold in; absent: the product's default. Another: 409." },
                  },
                },
              },
              customer: ref('Address'),
            },
          }),
          responses: { '200': envelope({ type: 'object', properties: { orderId: int } }), '409': failure, ...errors },
        },
      },
      '/v1/newsletter/subscribe': {
        post: {
          summary: 'Subscribes an email address to the newsletter; a second time is not an error.',
          requestBody: jsonBody({ type: 'object', required: ['email'], properties: { email: { type: 'string', format: 'email' } } }),
          responses: { '200': envelope({ type: 'object' }), ...errors },
        },
      },
      '/CDN/Files/{file}': {
        get: {
          summary: 'A catalogue picture; with ?w= a resized AVIF/WebP variant chosen by the Accept header',
          parameters: [pathParam('file', str, 'Media file name.'), { name: 'w', in: 'query', required: false, schema: { type: 'integer', minimum: 1 }, description: 'Wanted width, rounded up to 64, 128, 192, 256, 384, 512, 768, 1024 or 1600.' }],
          responses: { '200': { description: 'The picture', content: { 'image/*': {} } }, '304': { description: 'Not modified' }, '400': failure, '404': failure },
        },
      },
    },
    components: {
      schemas: {
        Bilingual: { type: 'object', required: ['fa', 'en'], properties: { fa: str, en: str } },
        Failure: { type: 'object', required: ['message', 'additionalInfo'], properties: { message: ref('Bilingual'), additionalInfo: { type: 'array', items: str } } },
        Banner: {
          type: 'object',
          properties: {
            id: int,
            mediaInfos: { type: 'array', items: { type: 'object', properties: { url: str, type: str } } },
            titleFa: str,
            titleEn: str,
            descriptionFa: str,
            descriptionEn: str,
            alignContent: { enum: ['start', 'center', 'end'] },
            slug: str,
          },
        },
        MenuItem: { type: 'object', properties: { titleFa: str, titleEn: str, href: str, active: { type: 'boolean' }, childs: { type: 'array', items: ref('MenuItem') } } },
        Category: {
          type: 'object',
          properties: { id: int, xCode: str, nameFa: str, nameEn: str, descriptionFa: str, descriptionEn: str, slug: str, parentId: { type: ['integer', 'null'] }, image: { type: ['string', 'null'] } },
        },
        CategoryInfo: {
          type: 'object',
          properties: { category: ref('Category'), categorySizeFilters: { type: 'array', items: { type: 'object', properties: { id: { type: 'string', minLength: 2, maxLength: 2 }, title: str } } } },
        },
        Product: {
          type: 'object',
          properties: {
            id: int,
            sku: { type: 'string', description: 'Characters 6-7 are the size code.' },
            parentSku: str,
            nameFa: str,
            nameEn: str,
            descriptionFa: str,
            descriptionEn: str,
            images: { type: 'array', items: str },
            categoryIds: { type: 'array', items: int },
            slug: str,
            stock_status: { enum: ['instock', 'outofstock'] },
            status: { enum: ['publish', 'draft'] },
            quantity: int,
            packageIds: { type: 'array', items: int, description: 'The package types it is sold in, the default first.' },
            featured: { type: 'boolean', description: 'Shown in the home page row of featured products.' },
          },
        },
        ProductPage: { type: 'object', properties: { items: { type: 'array', items: ref('Product') }, total: int, page: int, perPage: int } },
        StockLine: {
          type: 'object',
          properties: { sku: str, stock_status: { enum: ['instock', 'outofstock'] }, status: { enum: ['publish', 'draft'] }, quantity: int, packageIds: { type: 'array', items: int } },
        },
        Package: { type: 'object', properties: { id: int, titleFa: str, titleEn: str, pieces: int } },
        Account: { type: 'object', properties: { name: str, phoneNumber: str, roles: str } },
        Address: {
          type: 'object',
          required: ['firstName', 'lastName', 'mobile', 'address', 'province', 'city', 'shopName', 'postalCode'],
          properties: { id: int, firstName: str, lastName: str, mobile: str, address: str, province: str, city: str, shopName: str, postalCode: { type: 'string', pattern: '^\\d{10}$' } },
        },
        AccountOrder: {
          type: 'object',
          properties: {
            id: int,
            createdAt: { type: 'string', format: 'date-time' },
            status: { enum: ['new', 'called', 'done', 'cancelled'] },
            packages: int,
            lines: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  sku: str,
                  nameFa: str,
                  nameEn: str,
                  count: { ...int, description: 'Packages.' },
                  packageTitleFa: { type: ['string', 'null'] },
                  packageTitleEn: { type: ['string', 'null'] },
                  pieces: { type: ['integer', 'null'], description: 'Pieces in one package; null on orders placed before package types.' },
                },
              },
            },
          },
        },
      },
    },
  };
}
