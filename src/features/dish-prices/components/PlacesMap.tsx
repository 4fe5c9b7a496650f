import { LazyNationalMap } from '../../../components/map/LazyNationalMap';
import type { MapPlace } from '../../../components/map/NationalMap';
import { cardClass, mutedText } from '../../../components/ui';
import { formatCount, formatPrice } from '../../../lib/money';
import { pagePath } from '../../../../rules/page-paths';
import type { PlaceRow } from '../api/dish-prices';

/**
 * The places on screen on the national map: a bubble a city (its area the median price) or, grouped by state, the
 * states coloured by it. It draws the rows the page already has, and points at the table's rows as they point at it.
 */
export function PlacesMap({
  dish,
  places,
  level,
  zoomTo,
  highlighted,
  onHighlight,
}: {
  dish: string;
  places: readonly PlaceRow[];
  level: 'city' | 'state';
  /** A state's code: the places are all in it. */
  zoomTo: string;
  highlighted: string | null;
  onHighlight: (key: string | null) => void;
}) {
  const drawn = places.flatMap((row): MapPlace[] =>
    row.figures
      ? [
          {
            id: row.key,
            name: row.label,
            value: row.figures.median,
            detail: `${formatCount(row.figures.item_count)} ${row.figures.item_count === 1 ? 'item' : 'items'}`,
            location: row.figures.location,
            href: row.city === null ? pagePath.stateStats(row.state) : pagePath.cityDashboard(row.state, row.city),
          },
        ]
      : [],
  );
  // A compared city with too few priced items has no median (nor a position): the table lists it, the map says so.
  const left = places.filter((row) => !row.figures).map((row) => row.label);
  const what = level === 'state' ? 'states' : 'cities';
  return (
    <section aria-labelledby="places-map-title" className={`${cardClass} space-y-2 p-4`}>
      <h3 id="places-map-title" className="font-semibold">
        Map of the {what} on this page
      </h3>
      <div className="mx-auto max-w-3xl">
        <LazyNationalMap
          title={`Median ${dish} price of the ${formatCount(drawn.length)} ${what} on this page`}
          level={level}
          places={drawn}
          metric="median price"
          formatValue={formatPrice}
          highlightedId={highlighted}
          onHighlight={onHighlight}
          zoomTo={zoomTo || undefined}
        />
      </div>
      {left.length > 0 && (
        <p className={`text-sm ${mutedText}`}>Not on the map, too few priced items: {left.join('; ')}.</p>
      )}
    </section>
  );
}
