import { Link } from 'react-router';
import type { components } from '../../../api/schema';
import type { SearchHit } from '../../../api/search-query';
import { Highlight } from '../../../components/Highlight';
import { Distance, OpenNowBadge, PriceRange, Rating } from '../../../components/RestaurantFacts';
import { cardClass, focusRing, linkClass, mutedText } from '../../../components/ui';
import { cuisineLabel } from '../../../lib/money';
import { pagePath } from '../../../../rules/page-paths';

/** A restaurant as a card shows it: a search hit, or a record (from business match) without the hit's extras. */
type CardRestaurant = components['schemas']['Restaurant'] &
  Partial<Pick<SearchHit<'restaurants'>, 'matched_dishes' | 'distance_m'>>;

export function RestaurantCard({
  restaurant: r,
  q,
  now,
  active,
  onCuisine,
}: {
  restaurant: CardRestaurant;
  /** The words to highlight: what the server searched. */
  q: string;
  now: Date;
  /** Pointed at on the map. */
  active: boolean;
  /** Filters the search by a cuisine; without it the cuisines are only named. */
  onCuisine?: (slug: string) => void;
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
      {r.cuisines.length > 0 && onCuisine && <CuisineButtons cuisines={r.cuisines} q={q} onCuisine={onCuisine} />}
      {r.cuisines.length > 0 && !onCuisine && (
        <p className={`mt-1 text-sm ${mutedText}`}>{r.cuisines.map((c) => cuisineLabel(c)).join(' · ')}</p>
      )}
      {r.matched_dishes && r.matched_dishes.length > 0 && (
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

function CuisineButtons({
  cuisines,
  q,
  onCuisine,
}: {
  cuisines: string[];
  q: string;
  onCuisine: (slug: string) => void;
}) {
  return (
    <ul aria-label="Cuisines" className="relative mt-1 flex flex-wrap gap-x-1.5">
      {cuisines.map((c) => (
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
  );
}
