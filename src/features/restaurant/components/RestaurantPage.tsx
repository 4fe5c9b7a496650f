import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { components } from '../../../api/schema';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { PausedNotice } from '../../../components/PausedNotice';
import { OpenNowBadge, PriceRange, Rating } from '../../../components/RestaurantFacts';
import { cardClass, linkClass, mutedText } from '../../../components/ui';
import { dayLabel, weekHours } from '../../../lib/hours';
import { LocationMap } from '../../../components/map/LocationMap';
import { zonedMoment } from '../../../../rules/open-hours';
import { formatUsPhone } from '../../../../rules/phone';
import { cuisineLabel, formatCount, formatPrice } from '../../../lib/money';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNow } from '../../../lib/use-now';
import { heldRestaurant, restaurantPageOptions } from '../api/restaurant';
import { MenuView } from './MenuView';
import { pagePath } from '../../../../rules/page-paths';
import { SERVICE_ATTRIBUTES, SERVICE_ATTRIBUTE_LABELS } from '../../../../rules/service-attributes';

type Restaurant = components['schemas']['Restaurant'];

export default function RestaurantPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const dish = params.get('dish');
  const held = heldRestaurant(useLocation().state, id);
  const page = useQuery(restaurantPageOptions(id));
  const restaurant = page.data ?? held;
  useDocumentTitle(restaurant?.name ?? 'Restaurant');

  if (!restaurant) {
    if (page.isError) {
      return (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold">Restaurant</h1>
          <ErrorNotice error={page.error} onRetry={() => void page.refetch()} />
          <p>
            <Link className={linkClass} to={pagePath.restaurantSearch()}>
              Search restaurants
            </Link>
          </p>
        </div>
      );
    }
    return page.fetchStatus === 'paused' ? <PausedNotice /> : <Loading label="Loading the restaurant…" />;
  }
  return (
    <div className="space-y-6">
      <Details restaurant={restaurant} />
      <section aria-labelledby="menu-title" className="space-y-3">
        <h2 id="menu-title" className="text-xl font-bold">
          Menu
        </h2>
        {page.data?.menu ? (
          <MenuView menu={page.data.menu} highlightItemId={dish} />
        ) : page.isError ? (
          <ErrorNotice error={page.error} onRetry={() => void page.refetch()} />
        ) : page.fetchStatus === 'paused' ? (
          <PausedNotice />
        ) : (
          <Loading label="Loading the menu…" />
        )}
      </section>
    </div>
  );
}

function Details({ restaurant: r }: { restaurant: Restaurant }) {
  const now = useNow(60_000);
  let today: string | null = null;
  try {
    today = zonedMoment(now, r.timezone).day;
  } catch {
    today = null;
  }
  const week = r.hours && weekHours(r.hours);
  return (
    <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
      <div className={`${cardClass} p-5`}>
        <h1 className="text-2xl font-bold sm:text-3xl">{r.name}</h1>
        <p className={`mt-1 text-sm ${mutedText}`}>{r.cuisines.map(cuisineLabel).join(' · ')}</p>
        <p className="mt-1 text-sm" data-testid="chain">
          {r.chain ? (
            <>
              A location of <span className="font-semibold">{r.chain.name}</span> ·{' '}
              {formatCount(r.chain.location_count)} {r.chain.location_count === 1 ? 'location' : 'locations'} in the
              catalog
            </>
          ) : (
            'Independent (not a chain)'
          )}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
          <Rating average={r.rating.average} count={r.rating.count} />
          <PriceRange value={r.price_range} />
          <OpenNowBadge hours={r.hours} timeZone={r.timezone} now={now} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className={mutedText}>Address</dt>
          <dd>
            <a
              className={linkClass}
              href={`https://www.openstreetmap.org/?mlat=${r.location.latitude}&mlon=${r.location.longitude}#map=17/${r.location.latitude}/${r.location.longitude}`}
              target="_blank"
              rel="noreferrer"
            >
              {r.address.formatted}
            </a>
          </dd>
          <dt className={mutedText}>Phone</dt>
          <dd>
            {r.phone ? (
              <a className={linkClass} href={`tel:${r.phone}`}>
                {formatUsPhone(r.phone)}
              </a>
            ) : (
              'Not listed'
            )}
          </dd>
          <dt className={mutedText}>Website</dt>
          <dd className="break-all">
            {r.website ? (
              <a className={linkClass} href={r.website} target="_blank" rel="noreferrer">
                {r.website.replace(/^https?:\/\//, '')}
              </a>
            ) : (
              'Not listed'
            )}
          </dd>
          <dt className={mutedText}>Services</dt>
          <dd data-testid="services">
            <Services attributes={r.attributes} />
          </dd>
          <dt className={mutedText}>Menu</dt>
          <dd>
            {formatCount(r.menu_summary.item_count)} items in {formatCount(r.menu_summary.section_count)} sections
            {r.menu_summary.median_price !== null && <> · median {formatPrice(r.menu_summary.median_price)}</>}
          </dd>
          <dt className={mutedText}>Statistics</dt>
          <dd>
            <Link className={linkClass} to={pagePath.cityDashboard(r.address.state, r.address.city)}>
              Prices in {r.address.city}, {r.address.state}
            </Link>
          </dd>
        </dl>
      </div>
      <div className="space-y-4">
        <section aria-labelledby="hours-title" className={`${cardClass} p-5`}>
          <h2 id="hours-title" className="font-semibold">
            Hours
          </h2>
          {week === null ? (
            <p className={`mt-2 text-sm ${mutedText}`}>
              Not listed: the data this catalog was made from does not give its hours, so it never shows as open now.
            </p>
          ) : (
            <>
              <p className={`text-xs ${mutedText}`}>Local time ({r.timezone.replace(/_/g, ' ')})</p>
              <table className="mt-2 w-full text-sm">
                <caption className="sr-only">Opening hours for the week</caption>
                <tbody>
                  {week.map((row) => {
                    const isToday = row.day === today;
                    return (
                      <tr
                        key={row.day}
                        aria-current={isToday ? 'date' : undefined}
                        className={isToday ? 'bg-emerald-50 font-semibold dark:bg-emerald-950' : ''}
                      >
                        <th scope="row" className="py-1 pl-1 pr-3 text-left align-top font-medium">
                          {dayLabel(row.day)}
                          {isToday && (
                            <span className="ml-1 rounded bg-emerald-700 px-1 text-xs text-white dark:bg-emerald-400 dark:text-stone-950">
                              Today
                            </span>
                          )}
                        </th>
                        <td className="py-1 pr-1 text-right">
                          {row.ranges.length ? (
                            row.ranges.map((range) => <div key={range}>{range}</div>)
                          ) : (
                            <span className={mutedText}>Closed</span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </>
          )}
        </section>
        <LocationMap
          place={{
            id: r.restaurant_id,
            name: r.name,
            latitude: r.location.latitude,
            longitude: r.location.longitude,
            detail: r.address.formatted,
            href: pagePath.restaurant(r.restaurant_id),
          }}
        />
      </div>
    </div>
  );
}

/** What it offers, what it does not, and what the data does not say, in that order. */
function Services({ attributes }: { attributes: Restaurant['attributes'] }) {
  const said = (value: boolean | null) =>
    SERVICE_ATTRIBUTES.filter((name) => attributes[name] === value).map((name) => SERVICE_ATTRIBUTE_LABELS[name]);
  const [offered, not, unknown] = [said(true), said(false), said(null)];
  return (
    <>
      {offered.length > 0 ? offered.join(' · ') : 'None listed'}
      {not.length > 0 && <span className={mutedText}> · no {not.join(', no ').toLowerCase()}</span>}
      {unknown.length > 0 && <span className={mutedText}> · not known: {unknown.join(', ').toLowerCase()}</span>}
    </>
  );
}
