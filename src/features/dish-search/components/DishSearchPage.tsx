import { useId } from 'react';
import { Link } from 'react-router';
import { Highlight } from '../../../components/Highlight';
import { Distance } from '../../../components/RestaurantFacts';
import { DietaryTags } from '../../../components/DietaryTags';
import { SearchPage } from '../../../components/discovery/SearchPage';
import { useSearchFilters } from '../../../components/discovery/use-search-filters';
import type { MapPoint } from '../../../components/map/map-points';
import { cardClass, focusRing, linkClass, mutedText } from '../../../components/ui';
import { formatPrice } from '../../../lib/money';
import { readParam } from '../../../lib/url-state';
import { groupByRestaurant, type ItemHit } from '../api/search-items';
import { MIN_TYPED_QUERY_LENGTH } from '../../../../rules/limits';
import { pagePath } from '../../../../rules/page-paths';

const GROUP_PARAM = 'group';

const dishLink = (hit: Pick<ItemHit, 'restaurant_id' | 'item_id'>) =>
  pagePath.restaurant(hit.restaurant_id, { dish: hit.item_id });

export default function DishSearchPage() {
  return (
    <SearchPage
      index="items"
      title="Dishes"
      pathFor={pagePath.dishSearch}
      field={{
        label: 'Search dishes on every menu',
        placeholder: 'e.g. vegan bowl under $12, carnitas taco',
        hint: `Suggestions appear as you type; press Enter or pick one to search dish names and descriptions (${MIN_TYPED_QUERY_LENGTH.items} characters or more), or choose a filter to browse.`,
      }}
      prompt={{
        message: `Type at least ${MIN_TYPED_QUERY_LENGTH.items} characters to search every menu, or choose a filter to browse.`,
        examples: ['pad thai', 'burrito', 'margherita', 'ramen', 'cheesecake'],
      }}
      results={{ headingId: 'dish-results-title', noun: ['dish', 'dishes'], loadingLabel: 'Searching menus…' }}
      elsewhere={(q) => (
        <Link className={linkClass} to={pagePath.restaurantSearch({ q })}>
          Search restaurants for “{q}”
        </Link>
      )}
      toPoints={dishPoints}
      controls={<GroupToggle />}
    >
      {(hits, { marks, activeId, setActiveId }) => (
        <DishHits hits={hits} q={marks} activeId={activeId} onActivate={setActiveId} />
      )}
    </SearchPage>
  );
}

/** Dishes one by one, or under the restaurant that serves them (`group=restaurant`). */
function GroupToggle() {
  const { params, change } = useSearchFilters();
  const id = useId();
  return (
    <div className="mb-2 flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={readParam(params, GROUP_PARAM) === 'restaurant'}
        onChange={(e) => change({ [GROUP_PARAM]: e.target.checked ? 'restaurant' : '' }, { replace: true })}
        className="size-5 accent-emerald-700"
      />
      <label htmlFor={id} className="text-sm font-medium">
        Group by restaurant
      </label>
    </div>
  );
}

function DishHits(linked: LinkedHits) {
  const { params } = useSearchFilters();
  return readParam(params, GROUP_PARAM) === 'restaurant' ? <GroupedHits {...linked} /> : <FlatHits {...linked} />;
}

/** One map marker per restaurant of the hits (several dishes of one place share it), in the order they rank. */
function dishPoints(hits: readonly ItemHit[]): MapPoint[] {
  return groupByRestaurant(hits).map((group) => {
    const first = group.items[0]!;
    const more = group.items.length > 1 ? ` and ${group.items.length - 1} more` : '';
    return {
      id: group.restaurant_id,
      name: group.restaurant_name,
      latitude: first.location.latitude,
      longitude: first.location.longitude,
      detail: `${first.name} ${formatPrice(first.price, first.price_text)}${more}`,
      href: dishLink(first),
    };
  });
}

interface LinkedHits {
  hits: ItemHit[];
  q: string;
  activeId: string | null;
  onActivate: (restaurantId: string | null) => void;
}

/**
 * One dish. Its name is the link, and its hit area covers the whole line (a stretched ::after), so a thumb need not
 * find a 20 px line of text: the line opens the restaurant with this dish on screen.
 */
function DishLine({ hit, q, showRestaurant }: { hit: ItemHit; q: string; showRestaurant: boolean }) {
  return (
    <div className="relative flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="font-medium">
          <Link to={dishLink(hit)} className={`${linkClass} after:absolute after:inset-0 after:content-['']`}>
            <Highlight text={hit.name} query={q} />
            <span className="sr-only"> at {hit.restaurant_name}</span>
          </Link>
        </p>
        {hit.description && (
          <p className={`line-clamp-2 text-sm ${mutedText}`}>
            <Highlight text={hit.description} query={q} />
          </p>
        )}
        <p className={`mt-0.5 text-sm ${mutedText}`}>
          {showRestaurant ? (
            <>
              {hit.restaurant_name} · {hit.city}, {hit.state} · {hit.section}
              {hit.distance_m !== undefined && (
                <>
                  {' · '}
                  <Distance metres={hit.distance_m} />
                </>
              )}
            </>
          ) : (
            hit.section
          )}
        </p>
        <DietaryTags tags={hit.dietary} />
      </div>
      <p className="shrink-0 font-semibold tabular-nums">{formatPrice(hit.price, hit.price_text)}</p>
    </div>
  );
}

function FlatHits({ hits, q, activeId, onActivate }: LinkedHits) {
  return (
    <ol className={`${cardClass} divide-y divide-stone-200 px-4 dark:divide-stone-800`} data-testid="dish-results">
      {hits.map((hit) => (
        <li
          key={hit.item_id}
          onMouseEnter={() => onActivate(hit.restaurant_id)}
          onMouseLeave={() => onActivate(null)}
          className={activeId === hit.restaurant_id ? '-mx-4 bg-amber-50 px-4 dark:bg-amber-950/40' : ''}
        >
          <DishLine hit={hit} q={q} showRestaurant />
        </li>
      ))}
    </ol>
  );
}

function GroupedHits({ hits, q, activeId, onActivate }: LinkedHits) {
  const groups = groupByRestaurant(hits);
  return (
    <ol className="space-y-3" data-testid="dish-groups">
      {groups.map((group) => (
        <li
          key={group.restaurant_id}
          className={`${cardClass} px-4 pt-3 ${activeId === group.restaurant_id ? 'ring-2 ring-amber-600' : ''}`}
          onMouseEnter={() => onActivate(group.restaurant_id)}
          onMouseLeave={() => onActivate(null)}
        >
          <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 font-semibold">
            <Link
              to={pagePath.restaurant(group.restaurant_id, { dish: group.items[0]!.item_id })}
              className={`${linkClass} text-lg ${focusRing}`}
            >
              {group.restaurant_name}
            </Link>
            <span className={`text-sm font-normal ${mutedText}`}>
              {group.city}, {group.state} · {group.items.length} {group.items.length === 1 ? 'match' : 'matches'}
            </span>
          </h3>
          <ul className="divide-y divide-stone-200 dark:divide-stone-800">
            {group.items.map((hit) => (
              <li key={hit.item_id}>
                <DishLine hit={hit} q={q} showRestaurant={false} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
