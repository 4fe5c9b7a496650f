/** The values the filter controls offer, and their words. */
import type { PriceTier, SearchSort } from '../../api/search-filters';

/** Each price tier in words, for screen readers and labels. */
export const PRICE_TIER_WORDS: Record<PriceTier, string> = {
  $: 'inexpensive',
  $$: 'moderate',
  $$$: 'expensive',
  $$$$: 'very expensive',
};

/** The rating buckets the API counts (`4.5+` … `3+`), as minimum ratings. */
export const RATING_STEPS = [4.5, 4, 3.5, 3] as const;

export const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  rating: 'Rating',
  review_count: 'Most reviewed',
  distance: 'Distance',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
};
