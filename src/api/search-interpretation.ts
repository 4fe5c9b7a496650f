/**
 * Reading the API's `meta.interpretation` (docs/api-decisions.md): what to highlight, what to tell
 * the person about their query, and what to search when they undo a part of it.
 */
import type { components } from './schema';
import { queryTerms } from '../lib/highlight';
import { stateName } from '../../rules/us-states';
import type { DietaryTag } from '../../rules/dietary';
import {
  activeFilterCount,
  FILTER_PARAMS,
  type PriceTier,
  type SearchIndex,
  type SearchFilters,
  type SearchSort,
} from './search-filters';

export type Interpretation = components['schemas']['SearchInterpretation'];
type Place = NonNullable<Interpretation['place']>;

/**
 * The text highlighting should follow: the words the server searched (corrected, without dropped or place words),
 * plus the city it filtered by, which the results show in their addresses. Without an interpretation, what was
 * typed.
 */
export function highlightQuery(typed: string, interpretation: Interpretation | undefined): string {
  if (!interpretation) return typed;
  const city = interpretation.place?.applied ? (interpretation.place.city ?? '') : '';
  // The place goes first: the last word is matched as a prefix, and that belongs to what was being typed.
  return `${city} ${interpretation.searched}`.trim();
}

/** "Memphis, TN", or "Texas" for a state alone. */
export function placeLabel(place: Place): string {
  if (place.city && place.state) return `${place.city}, ${place.state}`;
  if (place.city) return place.city;
  return place.state ? (stateName(place.state) ?? place.state) : '';
}

export interface SearchedWord {
  text: string;
  /** The server changed this word from what was typed (typo, plural or variant). */
  corrected: boolean;
}

/**
 * The searched words, each marked when a correction produced it, or null when nothing was corrected (the query
 * was searched as typed, give or take dropped and place words).
 */
export function correctedQuery(interpretation: Interpretation | undefined): SearchedWord[] | null {
  if (!interpretation || interpretation.corrections.length === 0) return null;
  const produced = new Set(interpretation.corrections.flatMap((c) => queryTerms(c.to)));
  return queryTerms(interpretation.searched).map((text) => ({ text, corrected: produced.has(text) }));
}

/** A place the server recognised in q and filtered by: the chip a person can remove. */
export function appliedPlace(interpretation: Interpretation | undefined): Place | null {
  return interpretation?.place?.applied ? interpretation.place : null;
}

/**
 * A correction the server offers without having applied it (`did_you_mean` while the words were searched as typed),
 * to show as a link; null when there is none or it says what was typed.
 */
export function suggestion(typed: string, interpretation: Interpretation | undefined): string | null {
  const offered = interpretation?.did_you_mean;
  if (!offered || interpretation.corrections.length > 0) return null;
  return queryTerms(offered).join(' ') === queryTerms(typed).join(' ') ? null : offered;
}

export type WordFilter = Interpretation['filters'][number];

/** Words of the query the server took as a filter or an order and applied: the chips a person can remove. */
export function appliedWordFilters(interpretation: Interpretation | undefined): WordFilter[] {
  return interpretation?.filters.filter((reading) => reading.applied) ?? [];
}

/** What a word filter did, as a chip reads it: "Price: $", "Dietary: vegan", "Sorted by: rating". */
export function wordFilterLabel({ filter, value }: WordFilter): { label: string; value: string } {
  switch (filter) {
    case 'price_range':
      return { label: 'Price', value: (value as string[]).join(', ') };
    case 'price':
      return { label: 'Price', value: `up to $${(value as { max: number }).max}` };
    case 'open_now':
      return { label: 'Open', value: 'now' };
    case 'open_at':
      return { label: 'Open', value: 'at 11 pm tonight' };
    case 'dietary':
      return { label: 'Dietary', value: (value as string[]).map((tag) => tag.replace('_', ' ')).join(', ') };
    case 'sort':
      return { label: 'Sorted by', value: String(value) };
    default:
      return { label: 'Near', value: 'your location' };
  }
}

/** Why a word filter was not applied, in a sentence. */
export function unappliedReason({ words, filter, reason }: WordFilter): string {
  switch (reason) {
    case 'needs_near':
      return `“${words}” needs your location: results are not limited by distance.`;
    case 'dishes_only':
      return `“${words}” applies to dishes, not restaurants: not applied.`;
    case 'nothing_matches':
      return `Nothing here is “${words}”: showing every price instead.`;
    case 'request_field':
    case null:
      return `“${words}” not applied: your own ${filter === 'sort' ? 'sort order' : 'filter'} wins.`;
  }
}

/** `typed` without the words of a word filter (as typed: "under $15", "Gluten-free"), to search again. */
export function withoutWords(typed: string, words: string): string {
  const between = '[^\\p{L}\\p{N}]+';
  const phrase = words
    .split(' ')
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(between);
  const found = new RegExp(`(^|[^\\p{L}\\p{N}$])\\$?${phrase}(?=$|[^\\p{L}\\p{N}])`, 'iu');
  return typed.replace(found, '$1').replace(/\s+/g, ' ').trim();
}

/** The URL parameter a word filter stands for, so the panel can show it as on and a change can undo the words. */
const WORD_FILTER_PARAMS: Partial<Record<string, string>> = {
  price_range: FILTER_PARAMS.priceTiers,
  price: FILTER_PARAMS.priceMax,
  open_now: FILTER_PARAMS.openNow,
  dietary: FILTER_PARAMS.dietary,
  sort: FILTER_PARAMS.sort,
};

/**
 * The filters as the search applied them: the person's own plus those the server read in the words ("cheap" as
 * price $), and per URL parameter the words that set it. Changing such a filter in the panel takes its words out of
 * the query, so the panel's choice is what is searched.
 */
export function withWordFilters(
  filters: SearchFilters,
  interpretation: Interpretation | undefined,
): { shown: SearchFilters; wordsOf: Record<string, string> } {
  const shown = { ...filters, price: { ...filters.price } };
  const wordsOf: Record<string, string> = {};
  for (const reading of appliedWordFilters(interpretation)) {
    const param = WORD_FILTER_PARAMS[reading.filter];
    if (!param) continue;
    wordsOf[param] = reading.words;
    if (reading.filter === 'price_range') shown.priceTiers = reading.value as PriceTier[];
    if (reading.filter === 'price') shown.price.max = (reading.value as { max: number }).max;
    if (reading.filter === 'open_now') shown.openNow = true;
    if (reading.filter === 'dietary') shown.dietary = reading.value as DietaryTag[];
    if (reading.filter === 'sort') shown.sort = reading.value as SearchSort;
  }
  return { shown, wordsOf };
}

/** A filter change that also takes out of `typed` the words that had set the filters it changes. */
export function undoingWords(typed: string, patch: Record<string, string>, wordsOf: Record<string, string>) {
  let q = typed;
  for (const param of Object.keys(patch)) if (wordsOf[param]) q = withoutWords(q, wordsOf[param]);
  return q === typed ? patch : { ...patch, q };
}

/** Whether anything besides the words narrowed the search: a filter, a place or a filter word read in the query. */
export function narrowed(filters: SearchFilters, index: SearchIndex, interpretation: Interpretation | undefined) {
  return (
    activeFilterCount(filters, index) > 0 ||
    appliedWordFilters(interpretation).length > 0 ||
    !!appliedPlace(interpretation)
  );
}
