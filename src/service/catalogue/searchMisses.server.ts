import { catalogueVersions } from '~/service/db/catalogueVersion.server.ts';
import type { Db } from '~/service/db/database.server.ts';
import { searchCatalogue } from './searchIndex.server.ts';
import { searchMissesSince } from './searchWords.server.ts';
import type { SearchMiss } from '~/shared/contract/staff/searchWords.ts';

/** Per store, whether a search finds something, for the searchable words of one version: the lists ask again each visit. */
const verdicts = new WeakMap<Db, { version: string; finds: Map<string, boolean> }>();

/**
 * The searches that found nothing since `sinceDay` and still find nothing, the commonest first: a word taught
 * since, or a product published since, takes its searches off the list the owner works through.
 */
export async function unansweredSearches(db: Db, sinceDay: string, limit = 30): Promise<SearchMiss[]> {
  // Read some more than asked: those answered now are left out.
  const [misses, { search }] = await Promise.all([searchMissesSince(db, sinceDay, limit * 3), catalogueVersions(db)]);
  let kept = verdicts.get(db);
  if (kept?.version !== search) verdicts.set(db, (kept = { version: search, finds: new Map() }));
  const unanswered: SearchMiss[] = [];
  for (const miss of misses) {
    if (unanswered.length === limit) break;
    let finds = kept.finds.get(miss.text);
    if (finds === undefined) kept.finds.set(miss.text, (finds = (await searchCatalogue(db, miss.text)).matches.length > 0));
    if (!finds) unanswered.push(miss);
  }
  return unanswered;
}
