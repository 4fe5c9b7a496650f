import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { catalogSourceOptions, isSampleSource } from '../api/catalog-source';
import { quotaStore } from '../api/quota-store';
import { Link, useNavigate } from 'react-router';
import { buttonClass, cardClass, focusRing, inputClass, linkClass, mutedText } from '../components/ui';
import { formatCount } from '../lib/money';
import { useDocumentTitle } from '../lib/use-document-title';
import { MAX_QUERY_LENGTH } from '../../rules/limits';
import { pagePath } from '../../rules/page-paths';

const EXAMPLES = [
  { label: 'Pizza in Texas', to: pagePath.restaurantSearch({ q: 'pizza', state: 'TX' }) },
  { label: 'Thai restaurants', to: pagePath.restaurantSearch({ q: 'thai' }) },
  { label: 'Pad thai on menus', to: pagePath.dishSearch({ q: 'pad thai' }) },
  { label: 'Burritos, by restaurant', to: pagePath.dishSearch({ q: 'burrito', group: 'restaurant' }) },
  { label: 'Top cuisines nationwide', to: pagePath.stats() },
];

/** What this server's catalog is, in words: the generated sample, or data its operator imported (and from what). */
function CatalogSource() {
  const { data: source } = useQuery(catalogSourceOptions());
  if (source && !isSampleSource(source)) {
    return <>US restaurants and their menus imported by this server’s operator (from {source}),</>;
  }
  return (
    <>
      a generated sample of US restaurants (names, cuisines, addresses, hours in each restaurant’s time zone, ratings)
      and their full menus with prices,
    </>
  );
}

export default function HomePage() {
  useDocumentTitle('');
  const navigate = useNavigate();
  const [kind, setKind] = useState<'restaurants' | 'dishes'>('restaurants');
  const [q, setQ] = useState('');
  const inputId = useId();
  // The limit is the server's to say: known once an answer has reported it.
  const limit = useSyncExternalStore(quotaStore.subscribe, () => quotaStore.get().snapshot?.limit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = q.trim();
    void navigate(text ? `/${kind}?q=${encodeURIComponent(text)}` : `/${kind}`);
  };
  return (
    <div className="mx-auto max-w-3xl space-y-8 py-4 sm:py-10">
      <div className="space-y-3 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">Find a restaurant, a dish, a city’s prices</h1>
        <p className={`text-lg ${mutedText}`}>
          Search restaurants and full menus across US cities, with hours, prices and city statistics.
        </p>
      </div>
      <form role="search" onSubmit={submit} className={`${cardClass} space-y-3 p-4 sm:p-5`}>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">What to search</legend>
          {(['restaurants', 'dishes'] as const).map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-full border px-4 py-1.5 text-sm font-medium has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-emerald-600 dark:has-[:checked]:border-emerald-400 dark:has-[:checked]:bg-emerald-400 dark:has-[:checked]:text-stone-950 border-stone-300 dark:border-stone-600`}
            >
              <input
                type="radio"
                name="kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="sr-only"
              />
              {value === 'restaurants' ? 'Restaurants' : 'Dishes'}
            </label>
          ))}
        </fieldset>
        <label htmlFor={inputId} className="block text-sm font-medium">
          {kind === 'restaurants' ? 'Restaurant name, cuisine or place' : 'Dish name or ingredient'}
        </label>
        <div className="flex gap-2">
          <input
            id={inputId}
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className={`${inputClass} text-base`}
            placeholder={kind === 'restaurants' ? 'e.g. tacos austin' : 'e.g. chicken tikka'}
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
          />
          <button type="submit" className={buttonClass('primary')}>
            Search
          </button>
        </div>
      </form>
      <section aria-labelledby="examples-title" className="space-y-2">
        <h2
          id="examples-title"
          className="text-sm font-semibold uppercase tracking-wide text-stone-600 dark:text-stone-300"
        >
          Try
        </h2>
        <ul className="flex flex-wrap gap-2">
          {EXAMPLES.map((e) => (
            <li key={e.to}>
              <Link to={e.to} className={`${buttonClass('secondary', 'sm')} ${focusRing}`}>
                {e.label}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <p className={`text-sm ${mutedText}`}>
        The data: <CatalogSource /> served by the{' '}
        <Link className={linkClass} to={pagePath.apiReference()}>
          Menu Atlas /v1 API
        </Link>
        . A free key gives {limit ? `${formatCount(limit)} requests` : 'a quota of requests'} a month; answers are
        cached in this browser so repeat views cost nothing.
      </p>
    </div>
  );
}
