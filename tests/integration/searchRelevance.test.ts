import { expect, it } from 'vitest';
import { familiesOf, precisionAt5, relevanceMisses, relevanceTable } from '../support/searchRelevance.ts';
import { call } from './http.ts';

// The relevance table (tests/support/searchRelevance.ts) on the demo catalogue, on whichever database this run
// serves (npm test runs the integration suite on SQLite and again on PostgreSQL).
it(`finds an expected family in the first five for each of the ${relevanceTable.length} queries of the relevance table`, async () => {
  expect(relevanceTable.length).toBeGreaterThanOrEqual(80);
  const found = new Map<string, string[]>();
  for (const [query] of relevanceTable) {
    const { status, body } = await call(`/v1/product/list/search/all/${encodeURIComponent(query)}/1/40`);
    expect(status, query).toBe(200);
    found.set(query, familiesOf(body.data.items));
  }
  const misses = relevanceMisses(found);
  const share = (relevanceTable.length - misses.length) / relevanceTable.length;
  console.log(`relevance: ${(share * 100).toFixed(1)}% of ${relevanceTable.length} queries with an expected family in the first 5`);
  console.log(`precision@5: ${(precisionAt5(found) * 100).toFixed(1)}% of the first five families expected (of as many as could be)`);
  for (const miss of misses)
    console.log(`  miss: ${miss.query} expected ${miss.expected.join(' ')}, first 5: ${miss.top.join(' ') || '(none)'}`);
  expect(misses).toEqual([]);
});
