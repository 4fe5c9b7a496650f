/**
 * The chips a search shows for what narrows it: the place and the filter words the server read in the query, and
 * the values chosen in the panel. One list for the chips and for the count on the phone's Filters button, so the two
 * always agree.
 */
import {
  appliedPlace,
  appliedWordFilters,
  withoutWords,
  type Interpretation,
  type WordFilter,
} from '../../api/search-interpretation';
import { FILTER_PARAMS, PRICE_TIERS, urlValue, type SearchFilters } from '../../api/search-filters';
import { formatDistance, type DistanceUnits } from '../../lib/distance';
import { cuisineLabel, formatPrice } from '../../lib/money';
import { dietaryLabel } from '../DietaryTags';
import { SERVICE_ATTRIBUTE_LABELS } from '../../../rules/service-attributes';
import type { FilterPatch } from './use-search-filters';

interface Chip {
  key: string;
  label: string;
  value: string;
  patch: FilterPatch;
}

export interface ActiveChips {
  place: ReturnType<typeof appliedPlace>;
  words: WordFilter[];
  chosen: Chip[];
}

/**
 * What narrows the search, one chip each. "near me" read in the query and the position it was applied with are one
 * chip (the position's, which names the radius); removing it takes the words out too, or the page would ask where
 * the person is again.
 */
export function activeChips(
  filters: SearchFilters,
  typed: string,
  interpretation: Interpretation | undefined,
  units: DistanceUnits,
): ActiveChips {
  const words = appliedWordFilters(interpretation);
  const nearWords = filters.near && words.find((reading) => reading.filter === 'near');
  return {
    place: appliedPlace(interpretation),
    words: nearWords ? words.filter((reading) => reading !== nearWords) : words,
    chosen: chosenChips(filters, units, nearWords ? { q: withoutWords(typed, nearWords.words) } : {}),
  };
}

export const chipCount = ({ place, words, chosen }: ActiveChips) => (place ? 1 : 0) + words.length + chosen.length;

/** One removable chip per value the person chose, each removing only itself (and `nearAlso` with the position). */
function chosenChips(filters: SearchFilters, units: DistanceUnits, nearAlso: FilterPatch): Chip[] {
  const without = <T>(values: readonly T[], value: T) => values.filter((v) => v !== value);
  const { min, max } = filters.price;
  const chips: (Chip | false | '' | null)[] = [
    filters.state && { key: 'state', label: 'State', value: filters.state, patch: { state: '' } },
    filters.city && { key: 'city', label: 'City', value: filters.city, patch: { city: '' } },
    ...filters.cuisines.map((slug) => ({
      key: `cuisine-${slug}`,
      label: 'Cuisine',
      value: cuisineLabel(slug),
      patch: { [FILTER_PARAMS.cuisines]: without(filters.cuisines, slug).join(',') },
    })),
    ...PRICE_TIERS.filter((tier) => filters.priceTiers.includes(tier)).map((tier) => ({
      key: `price-${tier}`,
      label: 'Price range',
      value: tier,
      patch: { [FILTER_PARAMS.priceTiers]: urlValue.priceTiers(without(filters.priceTiers, tier)) },
    })),
    (min !== null || max !== null) && {
      key: 'price',
      label: 'Price',
      value:
        min !== null && max !== null
          ? `${formatPrice(min, null)}–${formatPrice(max, null)}`
          : min !== null
            ? `from ${formatPrice(min, null)}`
            : `up to ${formatPrice(max, null)}`,
      patch: { [FILTER_PARAMS.priceMin]: '', [FILTER_PARAMS.priceMax]: '' },
    },
    filters.minRating !== null && {
      key: 'rating',
      label: 'Rating',
      value: `${filters.minRating}+`,
      patch: { [FILTER_PARAMS.minRating]: '' },
    },
    filters.openNow && { key: 'open', label: 'Open', value: 'now', patch: { [FILTER_PARAMS.openNow]: '' } },
    ...filters.dietary.map((tag) => ({
      key: `diet-${tag}`,
      label: 'Dietary',
      value: dietaryLabel(tag),
      patch: { [FILTER_PARAMS.dietary]: without(filters.dietary, tag).join(',') },
    })),
    filters.independent && {
      key: 'independent',
      label: 'Chains',
      value: 'independents only',
      patch: { [FILTER_PARAMS.independent]: '' },
    },
    ...filters.attributes.map((name) => ({
      key: `service-${name}`,
      label: 'Service',
      value: SERVICE_ATTRIBUTE_LABELS[name],
      patch: { [FILTER_PARAMS.attributes]: without(filters.attributes, name).join(',') },
    })),
    filters.near && {
      key: 'near',
      label: 'Near',
      value: `your location, ${formatDistance(filters.near.radius_m, units)}`,
      patch: {
        [FILTER_PARAMS.near]: '',
        ...(filters.sort === 'distance' && { [FILTER_PARAMS.sort]: '' }),
        ...nearAlso,
      },
    },
    filters.within && { key: 'box', label: 'Map area', value: 'this area', patch: { [FILTER_PARAMS.within]: '' } },
  ];
  return chips.filter((chip): chip is Chip => Boolean(chip));
}
