import { sql } from 'kysely';
import { foldSearch } from '~/shared/catalogue/searchForms.ts';
import { bumpCatalogueVersion } from '~/service/db/catalogueVersion.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import type { SignedIn } from '~/service/login/login.server.ts';
import { recordChange } from '~/service/access/audit.server.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { log } from '~/service/observe/log.server.ts';
import { metrics } from '~/service/observe/metrics.server.ts';
import { dayIn } from '~/shared/i18n/dates.ts';
import type { SearchMiss, SearchWord } from '~/shared/contract/staff/searchWords.ts';

// What shoppers searched for and did not find, and the shop's own words for the search (docs/rules.md#search).

/** At most this many different searches are counted a day: a flood of made-up words cannot fill the table. */
const MISSES_A_DAY = 2_000;

/** Counts a search that found nothing: its folded text, once more for the day; no personal data. */
export async function countSearchMiss(db: Db, text: string, day: string): Promise<void> {
  const folded = foldSearch(text).slice(0, 100).trim();
  if (!folded) return;
  const counted = await db
    .updateTable('searchMisses')
    .set({ count: sql<number>`${sql.ref('count')} + 1` })
    .where('day', '=', day)
    .where('text', '=', folded)
    .executeTakeFirst();
  if (Number(counted.numUpdatedRows) > 0) return;
  const { total } = await db
    .selectFrom('searchMisses')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('day', '=', day)
    .executeTakeFirstOrThrow();
  if (Number(total) >= MISSES_A_DAY) return;
  await db
    .insertInto('searchMisses')
    .values({ day, text: folded, count: 1 })
    .onConflict((oc) => oc.columns(['day', 'text']).doUpdateSet({ count: sql<number>`${sql.ref('searchMisses.count')} + 1` }))
    .execute();
}

/** Counts a search that found nothing today (the shop's day), and in the metrics; a count that fails is logged, not thrown. */
export async function countMissToday(db: Db, text: string): Promise<void> {
  metrics.searchMisses.inc();
  await countSearchMiss(db, text, dayIn(serviceConfig().timeZone, new Date())).catch((error: unknown) =>
    log.error({ err: error }, 'a search that found nothing was not counted'),
  );
}

/** The searches that found nothing most often since `sinceDay` (YYYY-MM-DD), the commonest first. */
export async function searchMissesSince(db: Db, sinceDay: string, limit = 30): Promise<SearchMiss[]> {
  const rows = await db
    .selectFrom('searchMisses')
    .select((eb) => ['text', eb.fn.sum<number>('count').as('count'), eb.fn.max('day').as('lastDay')])
    .where('day', '>=', sinceDay)
    .groupBy('text')
    .orderBy('count', 'desc')
    .orderBy('lastDay', 'desc')
    .orderBy('text')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ text: row.text, count: Number(row.count), lastDay: String(row.lastDay) }));
}

/** The shop's own words, by what shoppers type. */
export async function listSearchWords(db: Db): Promise<SearchWord[]> {
  return db.selectFrom('searchWords').select(['typed', 'meant']).orderBy('typed').execute();
}

/**
 * The shop's words as the search reads them: each typed word to the catalogue's word, folded, the non-joiner
 * left out (a query's word is one word; the catalogue's پیش‌دستی is found as پیشدستی).
 */
export async function shopColloquial(db: Db): Promise<Record<string, string>> {
  const joined = (word: string) => foldSearch(word).replace(/ /g, '');
  const words = await listSearchWords(db);
  return Object.fromEntries(words.map((word) => [joined(word.typed), joined(word.meant)]));
}

/** Saves (or replaces) a word of the shop's, so the search reads it at once; recorded in the record of changes. */
export async function saveSearchWord(db: Db, member: SignedIn, word: SearchWord): Promise<SearchWord[]> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const before = await trx.selectFrom('searchWords').select('meant').where('typed', '=', word.typed).executeTakeFirst();
    await trx
      .insertInto('searchWords')
      .values(word)
      .onConflict((oc) => oc.column('typed').doUpdateSet({ meant: word.meant }))
      .execute();
    await recordChange(trx, member, { action: 'search.word', subject: word.typed, before: before ?? null, after: { meant: word.meant } });
  });
  return listSearchWords(db);
}

/** Removes a word of the shop's; recorded in the record of changes. */
export async function removeSearchWord(db: Db, member: SignedIn, typed: string): Promise<SearchWord[]> {
  await db.transaction().execute(async (trx) => {
    await bumpCatalogueVersion(trx);
    const before = await trx.selectFrom('searchWords').select('meant').where('typed', '=', typed).executeTakeFirst();
    if (!before) return;
    await trx.deleteFrom('searchWords').where('typed', '=', typed).execute();
    await recordChange(trx, member, { action: 'search.wordRemoved', subject: typed, before, after: null });
  });
  return listSearchWords(db);
}
