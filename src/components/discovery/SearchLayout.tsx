import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FILTER_PARAMS, urlValue, type SearchIndex } from '../../api/search-filters';
import { undoingWords, withWordFilters, type Interpretation } from '../../api/search-interpretation';
import { defaultRadius } from '../../lib/distance';
import { useDistanceUnits } from '../../lib/use-distance-units';
import { useMediaQuery } from '../../lib/use-media-query';
import { readParam } from '../../lib/url-state';
import { locatingFailure, useGeolocation, type Position } from '../../lib/use-geolocation';
import { Loading } from '../Loading';
import { buttonClass, cardClass } from '../ui';
import { activeChips, chipCount } from './active-chips';
import { ActiveFilters } from './ActiveFilters';
import { FilterPanel, type Facets } from './FilterPanel';
import { FilterSheet } from './FilterSheet';
import type { PriceStats } from './PriceFilter';
import { SearchToolbar } from './SearchToolbar';
import { useSearchFilters, type FilterPatch } from './use-search-filters';
import type { MapPoint } from '../map/map-points';

const ResultsMap = lazy(() => import('../map/ResultsMap'));

/** The URL parameter that shows the map: beside the list on a wide screen, instead of it on a phone. */
const MAP_PARAM = 'map';
const WIDE = '(min-width: 1024px)';

interface SearchMeta {
  query: string;
  interpretation: Interpretation;
  facets?: Facets;
  price_stats?: PriceStats;
}

interface SearchLayoutProps {
  index: SearchIndex;
  meta: SearchMeta | undefined;
  total: number | undefined;
  /** The search box; the City filter shares its pause-then-search behaviour. */
  city: { text: string; setText: (text: string) => void; commit: () => void };
  /** The places to mark on the map, in result order. */
  points: MapPoint[];
  /** The result list, told which result the map points at and how to point at one from the list. */
  children: (linked: { activeId: string | null; setActiveId: (id: string | null) => void }) => ReactNode;
  /** Results are on screen (not a prompt or an error): the map shows them. */
  hasResults: boolean;
}

/**
 * Everything around a search's results: the toolbar (Filters on a phone, Near me, Open now, Sort, Map), the filter
 * panel fed by the facets (a side column on a wide screen, a sheet on a phone), the active filters as chips, and
 * the map beside the list, linked to it.
 */
export function SearchLayout({ index, meta, total, city, points, children, hasResults }: SearchLayoutProps) {
  const { params, filters, change, clearAll } = useSearchFilters();
  const { shown, wordsOf } = withWordFilters(filters, meta?.interpretation);
  const onChange = (patch: FilterPatch) => change(undoingWords(filters.q, patch, wordsOf));
  const typed = meta?.query ?? filters.q;
  const [sheetOpen, setSheetOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  const wide = useMediaQuery(WIDE);
  const mapParam = readParam(params, MAP_PARAM);
  const mapShown = mapParam === '' ? wide : mapParam === 'on';
  // A map search that found nothing keeps its map, so the person can move it and search again.
  const mapped = hasResults || filters.within !== null;

  const units = useDistanceUnits();
  const nearPosition = useCallback(
    (position: Position) =>
      change({
        [FILTER_PARAMS.near]: urlValue.near({ ...position, radius_m: defaultRadius(units) }),
        [FILTER_PARAMS.within]: '',
      }),
    [change, units],
  );
  const { state: locating, locate } = useGeolocation(nearPosition);
  const chips = activeChips(filters, typed, meta?.interpretation, units);
  useNearMeTyped(meta?.interpretation, filters.near !== null, locate);

  const panel = (
    <FilterPanel
      index={index}
      filters={shown}
      facets={meta?.facets}
      priceStats={meta?.price_stats}
      place={meta?.interpretation.place ?? null}
      city={city}
      onChange={onChange}
    />
  );
  // "Choose a city instead": the City field gets focus once it is on screen (in the sheet, on a phone).
  const cityWanted = useRef(false);
  useEffect(() => {
    const input = document.querySelector<HTMLInputElement>('[data-city-filter] input');
    if (cityWanted.current && input) {
      cityWanted.current = false;
      input.focus();
    }
  });
  const cityField = () => {
    cityWanted.current = true;
    setSheetOpen(!wide);
  };

  return (
    <div className="space-y-4">
      <SearchToolbar
        filters={shown}
        facets={meta?.facets}
        onChange={onChange}
        onNearMe={locate}
        locating={locating.status === 'locating'}
        filterCount={chipCount(chips)}
        onOpenFilters={() => setSheetOpen(true)}
        map={{ shown: mapShown, toggle: () => change({ [MAP_PARAM]: mapShown ? 'off' : 'on' }, { replace: true }) }}
      />
      {locating.status === 'failed' && (
        <p role="alert" className={`${cardClass} flex flex-wrap items-center gap-3 p-3 text-sm`}>
          {locatingFailure(locating.reason)}
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={cityField}>
            Choose a city instead
          </button>
        </p>
      )}
      <ActiveFilters
        chips={chips}
        typed={typed}
        interpretation={meta?.interpretation}
        onChange={change}
        onClearAll={clearAll}
      />
      <div
        className={`grid gap-6 ${mapShown && mapped ? 'lg:grid-cols-[13rem_minmax(0,1fr)_minmax(0,1fr)]' : 'lg:grid-cols-[13rem_minmax(0,1fr)]'}`}
      >
        <aside aria-label="Filters" className="hidden lg:block" data-city-filter>
          {wide && panel}
        </aside>
        <div className={mapShown && mapped && !wide ? 'hidden' : ''}>{children({ activeId, setActiveId })}</div>
        {mapShown && mapped && (
          <div className="lg:sticky lg:top-20 lg:self-start">
            <Suspense fallback={<MapPlaceholder />}>
              <ResultsMap
                points={points}
                activeId={activeId}
                onActivate={setActiveId}
                here={filters.near}
                box={filters.within}
                onSearchArea={(box) =>
                  change({ [FILTER_PARAMS.within]: urlValue.within(box), [FILTER_PARAMS.near]: '' })
                }
              />
            </Suspense>
          </div>
        )}
      </div>
      <FilterSheet open={sheetOpen && !wide} onClose={() => setSheetOpen(false)} total={total}>
        <div data-city-filter>{panel}</div>
      </FilterSheet>
    </div>
  );
}

function MapPlaceholder() {
  return (
    <div className={`${cardClass} grid h-[28rem] place-items-center`}>
      <Loading label="Loading the map…" />
    </div>
  );
}

/** "near me" typed in the query, which the server could not apply without a position: ask for it, once per query. */
function useNearMeTyped(interpretation: Interpretation | undefined, hasNear: boolean, locate: () => void) {
  const asked = useRef<string | null>(null);
  const wanting = interpretation?.filters.some((reading) => reading.filter === 'near' && !reading.applied);
  useEffect(() => {
    if (!wanting || hasNear || !interpretation || asked.current === interpretation.searched) return;
    asked.current = interpretation.searched;
    locate();
  }, [wanting, hasNear, interpretation, locate]);
}
