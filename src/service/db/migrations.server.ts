import type { Kysely } from 'kysely';
import type { MigrationProvider } from 'kysely/migration';
import type { DialectKind } from '~/service/db/migrations/dialect.server.ts';
import * as m0001 from '~/service/db/migrations/0001_catalogue.server.ts';
import * as m0002 from '~/service/db/migrations/0002_accounts_orders.server.ts';
import * as m0003 from '~/service/db/migrations/0003_newsletter.server.ts';
import * as m0004 from '~/service/db/migrations/0004_families_packages.server.ts';
import * as m0005 from '~/service/db/migrations/0005_staff.server.ts';
import * as m0006 from '~/service/db/migrations/0006_shared_files.server.ts';
import * as m0007 from '~/service/db/migrations/0007_size_titles.server.ts';
import * as m0008 from '~/service/db/migrations/0008_order_notes.server.ts';
import * as m0009 from '~/service/db/migrations/0009_quote_prices.server.ts';
import * as m0010 from '~/service/db/migrations/0010_search.server.ts';
import * as m0011 from '~/service/db/migrations/0011_picture_later.server.ts';
import * as m0012 from '~/service/db/migrations/0012_size_measure.server.ts';
import * as m0013 from '~/service/db/migrations/0013_order_life.server.ts';
import * as m0014 from '~/service/db/migrations/0014_order_links.server.ts';
import * as m0015 from '~/service/db/migrations/0015_quotes.server.ts';
import * as m0016 from '~/service/db/migrations/0016_customer_texts.server.ts';
import * as m0017 from '~/service/db/migrations/0017_stock_alerts.server.ts';
import * as m0018 from '~/service/db/migrations/0018_order_channels.server.ts';
import * as m0019 from '~/service/db/migrations/0019_customers.server.ts';
import * as m0020 from '~/service/db/migrations/0020_order_drafts.server.ts';
import * as m0021 from '~/service/db/migrations/0021_one_status_index.server.ts';
import * as m0022 from '~/service/db/migrations/0022_kept_order_lists.server.ts';

/** The schema's history, oldest first, one module a step (`migrations/<name>.server.ts`), written with Kysely's builder so SQLite and PostgreSQL share it. */
const STEPS: Record<string, { up(db: Kysely<any>, kind: DialectKind): Promise<void> }> = {
  '0001_catalogue': m0001,
  '0002_accounts_orders': m0002,
  '0003_newsletter': m0003,
  '0004_families_packages': m0004,
  '0005_staff': m0005,
  '0006_shared_files': m0006,
  '0007_size_titles': m0007,
  '0008_order_notes': m0008,
  '0009_quote_prices': m0009,
  '0010_search': m0010,
  '0011_picture_later': m0011,
  '0012_size_measure': m0012,
  '0013_order_life': m0013,
  '0014_order_links': m0014,
  '0015_quotes': m0015,
  '0016_customer_texts': m0016,
  '0017_stock_alerts': m0017,
  '0018_order_channels': m0018,
  '0019_customers': m0019,
  '0020_order_drafts': m0020,
  '0021_one_status_index': m0021,
  '0022_kept_order_lists': m0022,
};

/** The steps for one database, under the names the database records them by. */
export function migrationProvider(kind: DialectKind): MigrationProvider {
  const migrations = Object.fromEntries(
    Object.entries(STEPS).map(([name, step]) => [name, { up: (db: Kysely<any>) => step.up(db, kind) }]),
  );
  return { getMigrations: async () => migrations };
}
