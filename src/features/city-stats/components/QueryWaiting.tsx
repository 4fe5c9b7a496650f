import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { PausedNotice } from '../../../components/PausedNotice';

/** What stands in for a query's answer until it has one: its error (with a retry), a paused notice, or Loading. */
export function QueryWaiting({ query, label }: { query: UseQueryResult<unknown>; label: string }) {
  if (query.isError) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (query.fetchStatus === 'paused') return <PausedNotice />;
  return <Loading label={label} />;
}
