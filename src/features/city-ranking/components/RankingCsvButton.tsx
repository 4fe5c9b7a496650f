import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { buttonClass } from '../../../components/ui';
import { downloadCsv } from '../../../lib/csv';
import { formatCount } from '../../../lib/money';
import {
  CSV_HEADER,
  fetchWholeRanking,
  rankingCsvRows,
  wholeRankingRequests,
  type RankingView,
} from '../api/city-ranking';

type Progress =
  { kind: 'idle' } | { kind: 'fetching'; fetched: number; total: number } | { kind: 'failed'; error: unknown };

/**
 * The whole ranking as CSV, not only the page shown. It costs one request per largest page the API gives
 * (PAGE_LIMIT.max cities), and says so before it is pressed; pages fetched once (an earlier download) are not asked
 * for again.
 */
export function RankingCsvButton({ view, total, title }: { view: RankingView; total: number | null; title: string }) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const requests = total === null ? null : wholeRankingRequests(total);
  const download = async () => {
    setProgress({ kind: 'fetching', fetched: 0, total: total ?? 0 });
    try {
      const rows = await fetchWholeRanking(queryClient, view, (fetched, all) =>
        setProgress({ kind: 'fetching', fetched, total: all }),
      );
      downloadCsv(title, CSV_HEADER, rankingCsvRows(rows), rows[0]?.as_of);
      setProgress({ kind: 'idle' });
    } catch (error) {
      setProgress({ kind: 'failed', error });
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <button
        type="button"
        className={buttonClass('secondary', 'sm')}
        disabled={total === null || total === 0 || progress.kind === 'fetching'}
        onClick={() => void download()}
      >
        {total === null || requests === null
          ? 'Download CSV of all cities'
          : `Download CSV of all ${formatCount(total)} ${total === 1 ? 'city' : 'cities'} (${formatCount(requests)} ${requests === 1 ? 'request' : 'requests'})`}
      </button>
      {/* Its own line on a phone, kept while empty: the progress appearing moves nothing. */}
      <span role="status" className="min-h-5 w-full text-sm sm:w-auto">
        {progress.kind === 'fetching' &&
          `Fetching cities: ${formatCount(progress.fetched)} of ${formatCount(progress.total)}…`}
      </span>
      {progress.kind === 'failed' && (
        <div className="w-full">
          <ErrorNotice error={progress.error} compact />
        </div>
      )}
    </div>
  );
}
