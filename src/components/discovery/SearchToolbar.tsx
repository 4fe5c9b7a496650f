import { useId } from 'react';
import { FILTER_PARAMS, urlValue, type SearchFilters, type SearchSort } from '../../api/search-filters';
import { formatDistance, radiusChoices } from '../../lib/distance';
import { formatCount } from '../../lib/money';
import { useDistanceUnits } from '../../lib/use-distance-units';
import { buttonClass, focusRing, inputClass } from '../ui';
import type { Facets } from './FilterPanel';
import type { FilterPatch } from './use-search-filters';
import { SORT_LABELS } from './choices';

/** The orders a search offers; distance only once there is a point to measure from. */
function sortsFor(filters: SearchFilters): SearchSort[] {
  const sorts: SearchSort[] = ['relevance', 'rating', 'review_count'];
  if (filters.near) sorts.push('distance');
  return [...sorts, 'price_asc', 'price_desc'];
}

interface SearchToolbarProps {
  filters: SearchFilters;
  facets: Facets | undefined;
  onChange: (patch: FilterPatch) => void;
  onNearMe: () => void;
  locating: boolean;
  /** How many filters are on, shown on the phone's Filters button. */
  filterCount: number;
  onOpenFilters: () => void;
  map: { shown: boolean; toggle: () => void };
}

/** What a search page's results are shown by: Filters (phone), Near me, Open now, Sort and Map. */
export function SearchToolbar({
  filters,
  facets,
  onChange,
  onNearMe,
  locating,
  filterCount,
  onOpenFilters,
  map,
}: SearchToolbarProps) {
  const sortId = useId();
  const radiusId = useId();
  const openId = useId();
  const units = useDistanceUnits();
  // The facet lists only values with matches: once counted, a missing "true" means none is open.
  const openCount = facets?.open_now && (facets.open_now.find((entry) => entry.value === 'true')?.count ?? 0);
  const textSearch = filters.q.trim() !== '';
  const sort = filters.sort ?? (textSearch ? 'relevance' : 'rating');

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="search-toolbar">
      <button type="button" className={`${buttonClass('secondary')} lg:hidden`} onClick={onOpenFilters}>
        Filters
        {filterCount > 0 && (
          <span className="rounded-full bg-emerald-700 px-1.5 text-xs text-white dark:bg-emerald-500 dark:text-stone-950">
            {filterCount}
            <span className="sr-only"> on</span>
          </span>
        )}
      </button>

      {filters.near ? (
        <span className="inline-flex items-center gap-1">
          <label htmlFor={radiusId} className="text-sm font-medium">
            Within
          </label>
          <select
            id={radiusId}
            className={`${inputClass} h-9 w-auto py-1`}
            value={filters.near.radius_m}
            onChange={(e) =>
              onChange({ [FILTER_PARAMS.near]: urlValue.near({ ...filters.near!, radius_m: Number(e.target.value) }) })
            }
          >
            {radiusChoices(units, filters.near.radius_m).map((radius) => (
              <option key={radius} value={radius}>
                {formatDistance(radius, units)}
              </option>
            ))}
          </select>
          <span className="text-sm whitespace-nowrap">of you</span>
        </span>
      ) : (
        <button type="button" className={buttonClass('secondary')} onClick={onNearMe} disabled={locating}>
          <span aria-hidden="true">◎</span> {locating ? 'Finding you…' : 'Near me'}
        </button>
      )}

      <label
        htmlFor={openId}
        className={`inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-medium dark:border-stone-700 ${focusRing}`}
      >
        <input
          id={openId}
          type="checkbox"
          role="switch"
          checked={filters.openNow}
          onChange={(e) => onChange({ [FILTER_PARAMS.openNow]: e.target.checked ? 'now' : '' })}
          className="size-4 accent-emerald-700"
        />
        Open now
        {openCount !== undefined && (
          <span className="text-xs font-normal tabular-nums opacity-80">
            {formatCount(openCount)}
            <span className="sr-only"> open</span>
          </span>
        )}
      </label>

      <span className="ml-auto inline-flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium">
          Sort
        </label>
        <select
          id={sortId}
          className={`${inputClass} h-9 w-auto py-1`}
          value={sort}
          onChange={(e) => onChange({ [FILTER_PARAMS.sort]: e.target.value })}
        >
          {sortsFor(filters).map((value) => (
            <option key={value} value={value} disabled={value === 'relevance' && !textSearch}>
              {SORT_LABELS[value]}
            </option>
          ))}
        </select>
        <button
          type="button"
          aria-pressed={map.shown}
          className={`${buttonClass('secondary')} aria-pressed:border-emerald-700 aria-pressed:bg-emerald-50 dark:aria-pressed:bg-emerald-950`}
          onClick={map.toggle}
        >
          Map
        </button>
      </span>
    </div>
  );
}
