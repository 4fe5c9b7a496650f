import { useId, type ReactNode } from 'react';
import type { Interpretation } from '../../api/search-interpretation';
import { FILTER_PARAMS, PRICE_TIERS, urlValue, type SearchFilters, type SearchIndex } from '../../api/search-filters';
import { DIETARY_TAGS } from '../../../rules/dietary';
import { SERVICE_ATTRIBUTES, SERVICE_ATTRIBUTE_LABELS } from '../../../rules/service-attributes';
import { RESTAURANT_DIETARY_MIN_MEALS } from '../../../rules/limits';
import { cuisineLabel, formatCount } from '../../lib/money';
import { dietaryLabel } from '../DietaryTags';
import { StateSelect, TextFilter } from '../StateSelect';
import { focusRing, mutedText } from '../ui';
import { PriceFilter, type PriceStats } from './PriceFilter';
import type { FilterPatch } from './use-search-filters';
import { PRICE_TIER_WORDS, RATING_STEPS } from './choices';

export type Facets = Record<string, { value: string; count: number }[]>;

interface FilterPanelProps {
  index: SearchIndex;
  filters: SearchFilters;
  /** Counts over every match of the search, each facet as if its own filter were off; undefined while loading. */
  facets: Facets | undefined;
  priceStats?: PriceStats;
  /** The place the server read in the query, shown in the place filters while the person has set none. */
  place: Interpretation['place'];
  city: { text: string; setText: (text: string) => void; commit: () => void };
  onChange: (patch: FilterPatch) => void;
}

/**
 * The filters of a search, each value with how many matches it has: place, cuisine, price, rating, dietary, and for
 * restaurants the services they offer and whether they are independents.
 */
export function FilterPanel({ index, filters, facets, priceStats, place, city, onChange }: FilterPanelProps) {
  const countOf = (facet: string, value: string) => facets?.[facet]?.find((entry) => entry.value === value)?.count;
  const toggle = <T extends string>(chosen: readonly T[], value: T) =>
    chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];
  const placeState = place?.applied && !filters.state ? (place.state ?? '') : '';
  const cuisineValues = [
    ...filters.cuisines.filter((slug) => !facets?.cuisine?.some((entry) => entry.value === slug)),
    ...(facets?.cuisine?.map((entry) => entry.value) ?? []),
  ];

  return (
    <div className="space-y-5" data-testid="filter-panel">
      <Group title="Place">
        <StateSelect
          value={filters.state || placeState}
          onChange={(state) => onChange({ state })}
          emptyLabel="Any state"
        />
        <TextFilter
          label="City"
          value={city.text}
          onChange={city.setText}
          onCommit={city.commit}
          placeholder={place?.applied && place.city && !filters.city ? place.city : 'e.g. Austin'}
        />
        {place?.applied && !filters.state && !filters.city && (
          <p className={`text-xs ${mutedText}`}>From your search: the words name this place.</p>
        )}
      </Group>

      <Group title="Price range">
        {/* Two by two from the start, so the counts arriving never rewrap the tiers and move what is below. */}
        <ul className="grid grid-cols-2 gap-1.5">
          {PRICE_TIERS.map((tier) => (
            <li key={tier}>
              <Pill
                label={tier}
                description={PRICE_TIER_WORDS[tier]}
                count={countOf('price_range', tier)}
                pressed={filters.priceTiers.includes(tier)}
                onClick={() =>
                  onChange({ [FILTER_PARAMS.priceTiers]: urlValue.priceTiers(toggle(filters.priceTiers, tier)) })
                }
              />
            </li>
          ))}
        </ul>
      </Group>

      {index === 'items' && <PriceFilter price={filters.price} stats={priceStats} onChange={onChange} />}

      <Group title="Rating">
        <RatingChoice filters={filters} countOf={countOf} onChange={onChange} />
      </Group>

      <Group title="Dietary">
        <ul className="space-y-0.5">
          {DIETARY_TAGS.map((tag) => (
            <li key={tag}>
              <Check
                label={dietaryLabel(tag)}
                count={countOf('dietary', tag)}
                checked={filters.dietary.includes(tag)}
                onChange={() => onChange({ [FILTER_PARAMS.dietary]: toggle(filters.dietary, tag).join(',') })}
              />
            </li>
          ))}
        </ul>
        {index === 'restaurants' && (
          <p className={`text-xs ${mutedText}`}>
            Restaurants with at least {RESTAURANT_DIETARY_MIN_MEALS} such meals on the menu (drinks, sides and desserts
            do not count).
          </p>
        )}
      </Group>

      {index === 'restaurants' && (
        <Group title="Service">
          <ul className="space-y-0.5">
            <li>
              <Check
                label="Independent only (no chains)"
                count={undefined}
                checked={filters.independent}
                onChange={() => onChange({ [FILTER_PARAMS.independent]: filters.independent ? '' : 'only' })}
              />
            </li>
            {SERVICE_ATTRIBUTES.map((name) => (
              <li key={name}>
                <Check
                  label={SERVICE_ATTRIBUTE_LABELS[name]}
                  count={countOf('attributes', name)}
                  checked={filters.attributes.includes(name)}
                  onChange={() => onChange({ [FILTER_PARAMS.attributes]: toggle(filters.attributes, name).join(',') })}
                />
              </li>
            ))}
          </ul>
        </Group>
      )}

      {/* Last: its values arrive with the first answer, and growing here moves nothing else. */}
      {cuisineValues.length > 0 && (
        <Group title="Cuisine">
          <ul className="max-h-64 space-y-0.5 overflow-y-auto pr-1">
            {cuisineValues.map((slug) => (
              <li key={slug}>
                <Check
                  label={cuisineLabel(slug)}
                  count={countOf('cuisine', slug)}
                  checked={filters.cuisines.includes(slug)}
                  onChange={() => onChange({ [FILTER_PARAMS.cuisines]: toggle(filters.cuisines, slug).join(',') })}
                />
              </li>
            ))}
          </ul>
        </Group>
      )}
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

const Count = ({ count }: { count: number | undefined }) => (
  <span className={`ml-auto text-xs tabular-nums ${mutedText}`}>
    {count === undefined ? '' : formatCount(count)}
    <span className="sr-only">{count === undefined ? '' : count === 1 ? ' match' : ' matches'}</span>
  </span>
);

function Check({
  label,
  count,
  checked,
  onChange,
}: {
  label: string;
  count: number | undefined;
  checked: boolean;
  onChange: () => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-8 items-center gap-2 rounded px-1 hover:bg-stone-100 dark:hover:bg-stone-800">
      <input id={id} type="checkbox" checked={checked} onChange={onChange} className="size-4 accent-emerald-700" />
      <label htmlFor={id} className="flex flex-1 cursor-pointer items-center gap-2 text-sm">
        {label}
        <Count count={count} />
      </label>
    </div>
  );
}

function Pill({
  label,
  description,
  count,
  pressed,
  onClick,
}: {
  label: string;
  description: string;
  count: number | undefined;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={`inline-flex min-h-9 w-full items-center justify-between gap-1.5 rounded-lg border px-2.5 text-sm ${focusRing} ${
        pressed
          ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-400 dark:bg-emerald-500 dark:text-stone-950'
          : 'border-stone-300 bg-white hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900 dark:hover:bg-stone-800'
      }`}
    >
      <span aria-hidden="true" className="font-semibold">
        {label}
      </span>
      <span className="sr-only">{description}</span>
      {count !== undefined && (
        <span className="text-xs font-normal tabular-nums">
          {formatCount(count)}
          <span className="sr-only"> matches</span>
        </span>
      )}
    </button>
  );
}

function RatingChoice({
  filters,
  countOf,
  onChange,
}: {
  filters: SearchFilters;
  countOf: (facet: string, value: string) => number | undefined;
  onChange: (patch: FilterPatch) => void;
}) {
  const name = useId();
  const options = [null, ...RATING_STEPS];
  return (
    <div className="space-y-0.5">
      {options.map((step) => {
        const id = `${name}-${step ?? 'any'}`;
        return (
          <div
            key={id}
            className="flex min-h-8 items-center gap-2 rounded px-1 hover:bg-stone-100 dark:hover:bg-stone-800"
          >
            <input
              id={id}
              type="radio"
              name={name}
              checked={filters.minRating === step}
              onChange={() => onChange({ [FILTER_PARAMS.minRating]: step === null ? '' : String(step) })}
              className="size-4 accent-emerald-700"
            />
            <label htmlFor={id} className="flex flex-1 cursor-pointer items-center gap-2 text-sm">
              {step === null ? 'Any rating' : `★ ${step} and up`}
              {step !== null && <Count count={countOf('rating', `${step}+`)} />}
            </label>
          </div>
        );
      })}
    </div>
  );
}
