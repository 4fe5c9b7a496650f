import { Link } from 'react-router';
import { FILTER_PARAMS } from '../../../api/search-filters';
import type { SearchHit } from '../../../api/search-query';
import { Highlight } from '../../../components/Highlight';
import { Distance, OpenNowBadge, PriceRange, Rating } from '../../../components/RestaurantFacts';
import { SearchPage, type LinkedResults } from '../../../components/discovery/SearchPage';
import { useSearchFilters } from '../../../components/discovery/use-search-filters';
import type { MapPoint } from '../../../components/map/map-points';
import { cardClass, focusRing, linkClass, mutedText } from '../../../components/ui';
import { cuisineLabel } from '../../../lib/money';
import { useNow } from '../../../lib/use-now';
import { pagePath } from '../../../../rules/page-paths';
import { MIN_TYPED_QUERY_LENGTH } from '../../../../rules/limits';

type RestaurantHit = SearchHit<'restaurants'>;

export default function RestaurantSearchPage() {
  return (
    <SearchPage
      index="restaurants"
      title="Restaurants"
      pathFor={pagePath.restaurantSearch}
      field={{
        label: 'Search restaurants by name, cuisine or place',
        placeholder: 'e.g. cheap thai open now, ribs memphis',
        hint: 'Suggestions appear as you type; press Enter or pick one to search. Names, cuisines, dishes, places and words like “cheap” or “open now” all count.',
      }}
      prompt={{
        message: `Type at least ${MIN_TYPED_QUERY_LENGTH.restaurants} characters to search, or choose a filter to browse.`,
        intro: 'Try one of these:',
        examples: ['pizza', 'tacos', 'thai', 'sushi', 'bbq', 'vegan'],
      }}
      results={{ headingId: 'results-title', noun: ['result', 'results'], loadingLabel: 'Searching…' }}
      elsewhere={(q) => (
        <>
          Looking for a dish?{' '}
          <Link className={linkClass} to={pagePath.dishSearch({ q })}>
            Search menus for “{q}”
          </Link>
        </>
      )}
      toPoints={restaurantPoints}
    >
      {(restaurants, linked) => <RestaurantList restaurants={restaurants} {...linked} />}
    </SearchPage>
  );
}

function RestaurantList({
  restaurants,
  marks,
  activeId,
  setActiveId,
}: LinkedResults & { restaurants: RestaurantHit[] }) {
  const { change } = useSearchFilters();
  const now = useNow(60_000);
  return (
    <ol className="space-y-3" data-testid="restaurant-results">
      {restaurants.map((r) => (
        <li
          key={r.restaurant_id}
          onMouseEnter={() => setActiveId(r.restaurant_id)}
          onMouseLeave={() => setActiveId(null)}
        >
          <RestaurantCard
            restaurant={r}
            q={marks}
            now={now}
            active={activeId === r.restaurant_id}
            onCuisine={(c) => change({ [FILTER_PARAMS.cuisines]: c })}
          />
        </li>
      ))}
    </ol>
  );
}

const restaurantPoints = (restaurants: RestaurantHit[]): MapPoint[] => restaurants.map(restaurantPoint);

function restaurantPoint(r: RestaurantHit): MapPoint {
  const rating = r.rating.average === null ? 'No ratings yet' : `★ ${r.rating.average.toFixed(1)}`;
  return {
    id: r.restaurant_id,
    name: r.name,
    latitude: r.location.latitude,
    longitude: r.location.longitude,
    detail: [rating, r.price_range, r.address.city].filter(Boolean).join(' · '),
    href: pagePath.restaurant(r.restaurant_id),
  };
}

function RestaurantCard({
  restaurant: r,
  q,
  now,
  active,
  onCuisine,
}: {
  restaurant: RestaurantHit;
  /** The words to highlight: what the server searched. */
  q: string;
  now: Date;
  /** Pointed at on the map. */
  active: boolean;
  onCuisine: (slug: string) => void;
}) {
  return (
    // The title's link covers the card (a stretched ::after), so a thumb need not find a 20 px line of text; the
    // cuisine buttons sit above it and always filter.
    <article
      className={`${cardClass} relative p-4 ${active ? 'ring-2 ring-amber-600' : ''}`}
      aria-labelledby={`r-${r.restaurant_id}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={`r-${r.restaurant_id}`} className="text-lg font-semibold">
          <Link
            to={pagePath.restaurant(r.restaurant_id)}
            state={{ restaurant: r }}
            className={`${linkClass} inline-flex min-h-11 items-center after:absolute after:inset-0 after:content-['']`}
          >
            {/* One flex item: as several (the marks and the text between), the name was read "Torchy 's Tacos". */}
            <span>
              <Highlight text={r.name} query={q} />
            </span>
          </Link>
        </h3>
        <OpenNowBadge hours={r.hours} timeZone={r.timezone} now={now} />
      </div>
      <p className={`mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm ${mutedText}`}>
        <Rating average={r.rating.average} count={r.rating.count} />
        <PriceRange value={r.price_range} />
        {r.distance_m !== undefined && <Distance metres={r.distance_m} />}
        <span>
          <Highlight text={r.address.formatted} query={q} />
        </span>
      </p>
      {r.cuisines.length > 0 && (
        <ul aria-label="Cuisines" className="relative mt-1 flex flex-wrap gap-x-1.5">
          {r.cuisines.map((c) => (
            <li key={c}>
              {/* A 44 px hit area around the small pill, as a thumb needs. */}
              <button
                type="button"
                onClick={() => onCuisine(c)}
                className={`group inline-flex min-h-11 min-w-11 items-center justify-center rounded-full ${focusRing}`}
                title={`Show only ${cuisineLabel(c)}`}
              >
                <span className="rounded-full bg-stone-100 px-2.5 py-1 text-xs text-stone-800 group-hover:bg-stone-200 dark:bg-stone-800 dark:text-stone-100 dark:group-hover:bg-stone-700">
                  <span aria-hidden="true">+ </span>
                  <Highlight text={cuisineLabel(c)} query={q} />
                  <span className="sr-only"> (show only this cuisine)</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {r.matched_dishes.length > 0 && (
        <p className={`mt-2 text-sm ${mutedText}`} data-testid="matched-dishes">
          <span className="font-medium text-stone-800 dark:text-stone-100">On the menu:</span>{' '}
          {r.matched_dishes.map((dish, index) => (
            <span key={dish}>
              {index > 0 && ' · '}
              <Highlight text={dish} query={q} />
            </span>
          ))}
        </p>
      )}
    </article>
  );
}
