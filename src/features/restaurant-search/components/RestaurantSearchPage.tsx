import { Link } from 'react-router';
import { FILTER_PARAMS } from '../../../api/search-filters';
import type { SearchHit } from '../../../api/search-query';
import { SearchPage, type LinkedResults } from '../../../components/discovery/SearchPage';
import { useSearchFilters } from '../../../components/discovery/use-search-filters';
import type { MapPoint } from '../../../components/map/map-points';
import { linkClass } from '../../../components/ui';
import { useNow } from '../../../lib/use-now';
import { pagePath } from '../../../../rules/page-paths';
import { MIN_TYPED_QUERY_LENGTH } from '../../../../rules/limits';
import { usPhoneDigits } from '../../../../rules/phone';
import { PhoneMatch } from './PhoneMatch';
import { RestaurantCard } from './RestaurantCard';

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
        hint: 'Suggestions appear as you type; press Enter or pick one to search. Names, cuisines, dishes, places, phone numbers and words like “cheap” or “open now” all count.',
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
      lookup={phoneLookup}
    >
      {(restaurants, linked) => <RestaurantList restaurants={restaurants} {...linked} />}
    </SearchPage>
  );
}

/**
 * A phone number typed is looked up, not searched: its digits as words found places that merely hold "737"
 * somewhere, while business match finds the one restaurant with that number, for the same one request.
 */
function phoneLookup(q: string) {
  const digits = usPhoneDigits(q);
  return digits === null ? null : <PhoneMatch digits={digits} />;
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
