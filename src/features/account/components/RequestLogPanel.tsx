import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { keyStore } from '../../../api/key-store';
import { requestLog, type RecordedCall } from '../../../api/request-log';
import { DataTable, type Column } from '../../../components/DataTable';
import { cardClass, mutedText } from '../../../components/ui';
import { ZonedTime } from '../../../components/ZonedTime';
import { formatCount } from '../../../lib/money';
import { formatClockTime } from '../../../lib/time';
import { usageOptions } from '../api/account';
import { OUTCOMES, usageByEndpoint, endpointOf } from '../api/request-summary';

// Recharts comes with the chart, when there is something to draw: never in the first load or the page's own chunk.
const UsageChart = lazy(() => import('./UsageChart'));

// Three columns whose words wrap: the log fits a phone without scrolling sideways.
const columns: Column<RecordedCall>[] = [
  { header: 'Sent', cell: (call) => formatClockTime(call.startedAt), sortValue: (call) => call.startedAt },
  {
    header: 'Request and its id',
    cell: (call) => (
      <>
        <span className="block font-mono text-xs break-all">{endpointOf(call)}</span>
        <span className={`block font-mono text-xs break-all ${mutedText}`}>{call.requestId ?? '—'}</span>
      </>
    ),
    sortValue: endpointOf,
  },
  {
    header: 'Answer',
    cell: (call) =>
      `${call.status === null ? 'waiting' : call.status === 0 ? 'none' : call.status}${call.durationMs === null ? '' : ` · ${call.durationMs} ms`}`,
    sortValue: (call) => call.status,
    numeric: true,
  },
];

/**
 * For the API customer: this month's usage as the API counts it (`GET /v1/usage`, not counted), the requests this
 * browser sent lately (the request inspector's records) as a chart by endpoint, and the log itself.
 */
export function RequestLogPanel() {
  const calls = useSyncExternalStore(requestLog.subscribe, requestLog.get);
  const rows = usageByEndpoint(calls);
  const newestFirst = [...calls].reverse();
  return (
    <section aria-labelledby="usage-title" className={`${cardClass} space-y-4 p-5`}>
      <h2 id="usage-title" className="text-lg font-semibold">
        Usage and recent requests
      </h2>
      <MonthUsage />
      {calls.length === 0 ? (
        <p className={mutedText}>No requests recorded in this browser yet.</p>
      ) : (
        <>
          <figure className="space-y-2">
            <figcaption className="text-sm font-medium">
              The last {formatCount(calls.length)} requests from this browser, by endpoint
            </figcaption>
            <div
              role="img"
              aria-label={`Bar chart of the last ${calls.length} requests by endpoint: ${rows
                .map((r) => `${r.endpoint}, ${r.answered} answered, ${r.refused} refused, ${r.failed} failed`)
                .join('; ')}`}
              className="text-stone-700 dark:text-stone-200"
              style={{ height: rows.length * 36 + 40 }}
              data-testid="usage-chart"
            >
              <Suspense fallback={null}>
                <UsageChart rows={rows} />
              </Suspense>
            </div>
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-hidden="true">
              {OUTCOMES.map((outcome) => (
                <li key={outcome.key} className="flex items-center gap-1.5">
                  <span className="inline-block size-3 rounded-sm" style={{ background: outcome.color }} />
                  {outcome.label}
                </li>
              ))}
            </ul>
          </figure>
          <div>
            <h3 className="mb-1 font-semibold">Request log</h3>
            <p className={`mb-2 text-sm ${mutedText}`}>
              Newest first; the key is never recorded. The same calls, with their answers and code, are behind “View API
              request” on the page that sent them.
            </p>
            <DataTable
              caption="Recent requests from this browser"
              columns={columns}
              rows={newestFirst}
              rowKey={(call) => call.id}
            />
          </div>
        </>
      )}
    </section>
  );
}

/** The month as the API counts it: only with a key (the figures belong to the key). */
function MonthUsage() {
  const { key } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  const usage = useQuery({ ...usageOptions(), enabled: Boolean(key) });
  if (!key) return <p className={`text-sm ${mutedText}`}>Add an API key to see this month’s usage.</p>;
  if (!usage.data) return <p className={`text-sm ${mutedText}`}>{usage.isError ? '' : 'Loading usage…'}</p>;
  const { used, limit, remaining, resets_at } = usage.data;
  return (
    <p className="text-sm" data-testid="month-usage">
      This month: <strong className="tabular-nums">{formatCount(used)}</strong> of {formatCount(limit)} requests used,{' '}
      {formatCount(remaining)} left. Resets <ZonedTime date={new Date(resets_at)} />.
    </p>
  );
}
