import { useQuery } from '@tanstack/react-query';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { PausedNotice } from '../../../components/PausedNotice';
import { buttonClass, cardClass } from '../../../components/ui';
import type { CityRef } from '../../../lib/url-state';
import { cityStatsOptions } from '../api/stats';
import { PlaceBody, type ChartScale } from './PlaceBody';

/**
 * One city's numbers, percentile chart, top cuisines and price tiers, each with a table and CSV. Alone on its page it has no
 * heading of its own (the page's h1 names the city); in a comparison it is headed by the city and can be removed.
 */
export function CityPanel({
  city,
  wide,
  onRemove,
  scale,
}: {
  city: CityRef;
  wide: boolean;
  onRemove?: () => void;
  scale?: ChartScale;
}) {
  const query = useQuery(cityStatsOptions(city));
  const name = query.data ? `${query.data.city}, ${query.data.state}` : `${city.city}, ${city.state}`;
  return (
    <section
      aria-label={`Statistics for ${name}`}
      // Compared, from xl the panels stand side by side and share their rows (subgrid): the heading, the key
      // figures, then each of the three charts' caption, chart and table (ChartWithTable), so the columns line up.
      className={`${cardClass} min-w-0 space-y-5 p-5 ${onRemove ? 'xl:row-span-11 xl:grid xl:grid-rows-subgrid xl:gap-y-5 xl:space-y-0' : ''}`}
      data-testid="city-panel"
    >
      {onRemove && (
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-xl font-bold">{name}</h2>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onRemove}>
            Remove<span className="sr-only"> {name} from the comparison</span>
          </button>
        </div>
      )}
      {query.data ? (
        <PlaceBody stats={query.data} place={name} wide={wide} scale={scale} />
      ) : query.isError ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : query.fetchStatus === 'paused' ? (
        <PausedNotice />
      ) : (
        <Loading label={`Loading ${name}…`} />
      )}
    </section>
  );
}
