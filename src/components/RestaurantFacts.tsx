import type { HoursRange } from '../../rules/open-hours';
import { openStatus } from '../lib/hours';
import { formatDistance } from '../lib/distance';
import { formatCount } from '../lib/money';
import { useDistanceUnits } from '../lib/use-distance-units';
import type { PriceTier } from '../api/search-filters';
import { PRICE_TIER_WORDS } from './discovery/choices';

/** "★ 4.3 (1,204 reviews)", or "No ratings yet". */
export function Rating({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return <span>No ratings yet</span>;
  return (
    <span>
      <span aria-hidden="true" className="text-amber-700 dark:text-amber-400">
        ★
      </span>{' '}
      <span className="sr-only">Rated </span>
      <span className="font-medium">{average.toFixed(1)}</span>
      <span className="sr-only"> out of 5</span> ({formatCount(count)} {count === 1 ? 'review' : 'reviews'})
    </span>
  );
}

/** Open or closed right now in the restaurant's own time zone: a word, not just a colour. */
export function OpenNowBadge({
  hours,
  timeZone,
  now,
}: {
  hours: readonly HoursRange[] | null;
  timeZone: string;
  now: Date;
}) {
  const status = openStatus(hours, timeZone, now);
  return (
    <span
      className={`inline-flex items-center gap-1.5 text-sm font-medium ${status.open ? 'text-emerald-800 dark:text-emerald-300' : 'text-stone-600 dark:text-stone-300'}`}
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${status.open ? 'bg-emerald-600' : 'bg-stone-400'}`} />
      {status.label}
    </span>
  );
}

export function PriceRange({ value }: { value: PriceTier | null }) {
  if (!value) return null;
  return (
    <span>
      <span aria-hidden="true" className="font-medium">
        {value}
      </span>
      <span className="sr-only">Price range: {PRICE_TIER_WORDS[value]}</span>
    </span>
  );
}

/** "350 ft away", "2.4 mi away" (or in metres, as chosen in Settings): how far from the point searched near. */
export function Distance({ metres }: { metres: number }) {
  const units = useDistanceUnits();
  return <span data-testid="distance">{formatDistance(metres, units)} away</span>;
}
