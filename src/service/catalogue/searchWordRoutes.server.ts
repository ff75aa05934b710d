import { fieldNames, formMessages } from '~/shared/forms/rules.ts';
import { sameWordProblem } from '~/shared/staff/searchWords.ts';
import { serviceConfig } from '~/service/config.server.ts';
import { getStore } from '~/service/db/database.server.ts';
import { ServiceError } from '~/service/http/errors.server.ts';
import { defineRoute, type Route } from '~/service/http/route.server.ts';
import { staffCatalogueTexts } from '~/service/access/messages.server.ts';
import { requireStaff } from '~/service/access/staffAccess.server.ts';
import { dayIn } from '~/shared/i18n/dates.ts';
import { unansweredSearches } from './searchMisses.server.ts';
import { listSearchWords, removeSearchWord, saveSearchWord } from './searchWords.server.ts';
import { searchWordInput, searchWordList, searchWordRemoval, searchWordsAndMisses } from '~/shared/contract/staff/searchWords.ts';

/** How far back the staff's list of searches that found nothing looks, in days. */
export const MISSES_DAYS = 30;

const db = async () => (await getStore()).db;

/** The shop's own search words and the searches that found nothing: editors and admins (docs/rules.md#search). */
export const searchWordRoutes: Route[] = [
  defineRoute({
    method: 'GET',
    path: '/v1/staff/search/words',
    staff: 'catalogue',
    summary: `The shop's own search words, and the searches of the last ${MISSES_DAYS} days that found nothing and still find nothing, the commonest first`,
    answer: searchWordsAndMisses,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      await requireStaff(context, 'catalogue');
      const store = await db();
      const since = dayIn(serviceConfig().timeZone, new Date(Date.now() - MISSES_DAYS * 86_400_000));
      return { data: { words: await listSearchWords(store), misses: await unansweredSearches(store, since) } };
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/v1/staff/search/words',
    staff: 'catalogue',
    summary: "Saves a word of the shop's (what shoppers type, and the catalogue's word it means); the search reads it at once",
    body: searchWordInput,
    answer: searchWordList,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      const problem = sameWordProblem(context.body);
      if (problem)
        throw new ServiceError(400, 'invalid', [`${fieldNames.meant![context.locale]}: ${formMessages[problem][context.locale]}`]);
      return { data: { words: await saveSearchWord(await db(), member, context.body) }, message: staffCatalogueTexts.wordSaved };
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/v1/staff/search/words/remove',
    staff: 'catalogue',
    summary: "Removes a word of the shop's from its search",
    body: searchWordRemoval,
    answer: searchWordList,
    failures: [401, 404],
    personal: true,
    handle: async (context) => {
      const member = await requireStaff(context, 'catalogue');
      return { data: { words: await removeSearchWord(await db(), member, context.body.typed) }, message: staffCatalogueTexts.wordRemoved };
    },
  }),
];
