import { sql, type Kysely } from 'kysely';
import { autoIdOf, type DialectKind } from './dialect.server.ts';

export async function up(db: Kysely<any>, kind: DialectKind): Promise<void> {
  const autoId = autoIdOf(kind);
  await db.schema
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('categories')
    .addColumn('id', 'integer', autoId)
    .addColumn('xCode', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('nameFa', 'text', (c) => c.notNull())
    .addColumn('nameEn', 'text', (c) => c.notNull())
    .addColumn('descriptionFa', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('descriptionEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('parentId', 'integer', (c) => c.references('categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .execute();
  await db.schema
    .createTable('categorySizeFilters')
    .addColumn('categoryId', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('categorySizeFilters_pk', ['categoryId', 'code'])
    .execute();
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', autoId)
    .addColumn('sku', 'text', (c) => c.notNull().unique())
    .addColumn('parentSku', 'text', (c) => c.notNull())
    .addColumn('nameFa', 'text', (c) => c.notNull())
    .addColumn('nameEn', 'text', (c) => c.notNull())
    .addColumn('descriptionFa', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('descriptionEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('publish', 'draft')`))
    .addColumn('quantity', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`quantity >= 0`),
    )
    .addColumn('inStock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('searchText', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('products_parentSku').on('products').column('parentSku').execute();
  await db.schema.createIndex('products_listing').on('products').columns(['status', 'inStock desc', 'position', 'id']).execute();
  await db.schema
    .createTable('productCategories')
    .addColumn('productId', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('categoryId', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('productCategories_pk', ['categoryId', 'productId'])
    .execute();
  await db.schema.createIndex('productCategories_product').on('productCategories').column('productId').execute();
  await db.schema
    .createTable('menuItems')
    .addColumn('id', 'integer', autoId)
    .addColumn('parentId', 'integer', (c) => c.references('menuItems.id').onDelete('cascade'))
    .addColumn('titleFa', 'text', (c) => c.notNull())
    .addColumn('titleEn', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('banners')
    .addColumn('id', 'integer', autoId)
    .addColumn('titleFa', 'text', (c) => c.notNull())
    .addColumn('titleEn', 'text', (c) => c.notNull())
    .addColumn('descriptionFa', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('descriptionEn', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('alignContent', 'text', (c) => c.notNull().defaultTo('start'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('media', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('packages')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('titleFa', 'text', (c) => c.notNull())
    .addColumn('titleEn', 'text', (c) => c.notNull())
    .addColumn('pieces', 'integer', (c) => c.notNull().check(sql`pieces > 0`))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
