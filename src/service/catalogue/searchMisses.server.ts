import type { SearchMiss } from '~/shared/staff/searchWords.ts';
import type { Db } from '~/service/db/database.server.ts';
import { searchCatalogue } from './searchIndex.server.ts';
import { searchMissesSince } from './searchWords.server.ts';

/**
 * The searches that found nothing since `sinceDay` and still find nothing, the commonest first: a word taught
 * since, or a product published since, takes its searches off the list the owner works through.
 */
export async function unansweredSearches(db: Db, sinceDay: string, limit = 30): Promise<SearchMiss[]> {
  // Read some more than asked: those answered now are left out.
  const misses = await searchMissesSince(db, sinceDay, limit * 3);
  const unanswered: SearchMiss[] = [];
  for (const miss of misses) {
    if (unanswered.length === limit) break;
    if ((await searchCatalogue(db, miss.text)).matches.length === 0) unanswered.push(miss);
  }
  return unanswered;
}
