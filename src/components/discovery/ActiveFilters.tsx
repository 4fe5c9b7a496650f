import { appliedWordFilters, withoutWords, type Interpretation } from '../../api/search-interpretation';
import { FILTER_PARAMS, PRICE_TIERS, urlValue, type SearchFilters } from '../../api/search-filters';
import { cuisineLabel, formatPrice } from '../../lib/money';
import { FilterChip } from '../FilterChip';
import { PlaceChip, WordFilterChips } from '../QueryUnderstanding';
import { buttonClass } from '../ui';
import { dietaryLabel } from '../DietaryTags';
import type { FilterPatch } from './use-search-filters';

interface Chip {
  key: string;
  label: string;
  value: string;
  patch: FilterPatch;
}

/** One removable chip per value the person chose, each removing only itself. */
function chipsOf(filters: SearchFilters): Chip[] {
  const without = <T,>(values: readonly T[], value: T) => values.filter((v) => v !== value);
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
    filters.near && {
      key: 'near',
      label: 'Near',
      value: `your location, ${filters.near.radius_m / 1000} km`,
      patch: { [FILTER_PARAMS.near]: '', ...(filters.sort === 'distance' && { [FILTER_PARAMS.sort]: '' }) },
    },
    filters.within && { key: 'box', label: 'Map area', value: 'this area', patch: { [FILTER_PARAMS.within]: '' } },
  ];
  return chips.filter((chip): chip is Chip => Boolean(chip));
}

/**
 * Every filter that narrows the results, as removable chips: the ones chosen in the panel, the place and the filter
 * words the server read in the query (removing one searches again without its words), and "Clear all".
 */
export function ActiveFilters({
  filters,
  typed,
  interpretation,
  onChange,
  onClearAll,
}: {
  filters: SearchFilters;
  /** The query as the server received it, for removing the words of a chip. */
  typed: string;
  interpretation: Interpretation | undefined;
  onChange: (patch: FilterPatch) => void;
  onClearAll: (q: string) => void;
}) {
  const chips = chipsOf(filters);
  const words = appliedWordFilters(interpretation);
  const place = interpretation?.place?.applied ? interpretation.place : null;
  if (chips.length === 0 && words.length === 0 && !place) return null;
  const searchText = (q: string) => onChange({ q });
  const withoutAnyWords = words.reduce((q, reading) => withoutWords(q, reading.words), typed);
  const withoutPlace = place && interpretation ? interpretation.searched : withoutAnyWords;

  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul aria-label="Active filters" className="flex flex-wrap gap-2">
        <PlaceChip interpretation={interpretation} onSearch={searchText} />
        <WordFilterChips typed={typed} interpretation={interpretation} onSearch={searchText} />
        {chips.map((chip) => (
          <FilterChip key={chip.key} label={chip.label} value={chip.value} onRemove={() => onChange(chip.patch)} />
        ))}
      </ul>
      {chips.length + words.length + (place ? 1 : 0) > 1 && (
        <button
          type="button"
          className={buttonClass('ghost', 'sm')}
          onClick={() => onClearAll(place ? withoutPlace : withoutAnyWords)}
        >
          Clear all
        </button>
      )}
    </div>
  );
}
