/**
 * A filter phrase ("cheap", "under $12", "vegan", "open now") judged as the server reads it: the generated set asks
 * the server's own filter-word reader what a phrase means, so a phrase it does not read as a filter is never
 * judged as one, and the judge follows the server's reading rather than a second copy of it.
 */
import { readFilterWords } from '../../../server/search/filter-words.ts';
import type { SearchRequest } from '../../../server/search/request.ts';
import type { GeneratedRule } from './judge.ts';
import type { Endpoint } from './template-model.ts';

/** A request as the server's filter-word reader takes it, to ask what a phrase means (the search is not run). */
function readingRequest(text: string, endpoint: Endpoint): SearchRequest {
  return {
    index: endpoint,
    text,
    filters: {},
    sort: 'relevance',
    sortChosen: false,
    facets: [],
    page: { limit: 20, offset: 0 },
    now: Date.now(),
  };
}

/**
 * What the server's filter words (server/search/filter-words.ts) make of a query, as a rule over the fields a hit
 * carries: a price tier, an item's price, a dietary tag, open now. Null when the words state nothing this can judge
 * (a time tonight, a position) or when the server does not read them as a filter at all.
 */
export function filterRule(q: string, endpoint: Endpoint): GeneratedRule | null {
  const { readings } = readFilterWords(readingRequest(q, endpoint), { namesWith: () => 0 });
  const rule: GeneratedRule = {};
  let judged = 0;
  for (const reading of readings) {
    if (!reading.applied) return null;
    switch (reading.filter) {
      case 'price_range':
        rule.priceRange = reading.value as string[];
        break;
      case 'price':
        rule.maxPrice = (reading.value as { max: number }).max;
        break;
      case 'dietary': {
        const tags = reading.value as string[];
        if (tags.length !== 1) return null;
        rule.dietary = tags[0]!;
        break;
      }
      case 'open_now':
        rule.openNow = true;
        break;
      case 'sort':
        continue;
      case 'open_at':
      case 'near':
        return null;
    }
    judged += 1;
  }
  return judged > 0 ? rule : null;
}
