import { useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { buttonClass } from '../../../components/ui';
import { downloadCsv } from '../../../lib/csv';
import { formatCount } from '../../../lib/money';
import { CSV_HEADER, csvRows, fetchAllPlaces, placeRows } from '../api/dish-prices';
import type { DishPricesQuery } from '../api/dish-prices-url';

/**
 * A CSV of every place, not just the page on screen. The button says beforehand what it costs: the places come
 * CSV_PAGE_SIZE a request, each request counted against the quota like any other.
 */
export function AllPlacesCsvButton({
  query,
  total,
  requests,
  title,
  asOf,
}: {
  query: DishPricesQuery;
  total: number;
  requests: number;
  title: string;
  asOf: string;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setError(null);
    setProgress(0);
    try {
      const rows = await fetchAllPlaces(query, total, setProgress);
      downloadCsv(title, CSV_HEADER, csvRows(placeRows(rows, [])), asOf);
    } catch (cause) {
      setError(cause);
    } finally {
      setProgress(null);
    }
  };
  return (
    <div className="space-y-2">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        onClick={() => void download()}
        disabled={progress !== null}
      >
        {progress === null
          ? `Download CSV of all ${formatCount(total)} places (${requests} ${requests === 1 ? 'request' : 'requests'})`
          : `Fetching ${progress} of ${requests}…`}
      </button>
      {error !== null && <ErrorNotice error={error} compact />}
    </div>
  );
}
