import { useQuery } from '@tanstack/react-query';
import { lazy, useState, useSyncExternalStore } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query';
import { keyStore } from '../../../api/key-store';
import type { operations } from '../../../api/schema';
import { ChartFrame, ChartUnavailable } from '../../../components/charts/ChartFrame';
import { DataTable, type Column } from '../../../components/DataTable';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { buttonClass, cardClass, mutedText } from '../../../components/ui';
import { ZonedTime } from '../../../components/ZonedTime';
import { formatCount } from '../../../lib/money';
import { formatClockTime } from '../../../lib/time';
import { REQUEST_LOG_SIZE } from '../../../../rules/limits';
import { requestLogOptions, usageOptions } from '../api/account';

// Recharts comes with the chart, when there is something to draw: never in the first load or the page's own chunk.
const UsageChart = lazy(() => import('./UsageChart').catch(() => ({ default: ChartUnavailable })));

type DayUsage = operations['getUsage']['responses'][200]['content']['application/json']['data']['days'][number];
type LoggedRequest = operations['listRequests']['responses'][200]['content']['application/json']['data'][number];

/** Days are UTC dates, as the quota counts them: read and written in UTC so no day shifts in another zone. */
const dayLabel = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** Whether there is room for every day's number under the bars and its count above. */
const useWide = () => useMediaQuery('(min-width: 640px)');

/**
 * For the API customer: this month's usage as the API counts it (`GET /v1/usage`, not counted), day by day as a
 * chart and a table, and the key's request log as the server keeps it (`GET /v1/usage/requests`, paged). Both
 * belong to the key, so they need one.
 */
export function RequestLogPanel() {
  const { key } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  return (
    <section aria-labelledby="usage-title" className={`${cardClass} space-y-6 p-5`}>
      <h2 id="usage-title" className="text-lg font-semibold">
        Usage and recent requests
      </h2>
      {key ? (
        <>
          <MonthUsage />
          <RequestLog />
        </>
      ) : (
        <p className={`text-sm ${mutedText}`}>Add an API key to see this month’s usage and the requests it made.</p>
      )}
    </section>
  );
}

function MonthUsage() {
  const usage = useQuery(usageOptions());
  if (usage.isError) return <ErrorNotice error={usage.error} onRetry={() => void usage.refetch()} compact />;
  if (!usage.data) return <p className={`text-sm ${mutedText}`}>Loading usage…</p>;
  const { used, limit, remaining, resets_at, days } = usage.data;
  return (
    <div className="space-y-4">
      <p className="text-sm" data-testid="month-usage">
        This month: <strong className="tabular-nums">{formatCount(used)}</strong> of {formatCount(limit)} requests used,{' '}
        {formatCount(remaining)} left. Resets <ZonedTime date={new Date(resets_at)} />.
      </p>
      {days.length > 0 && <DailyUsage days={days} />}
    </div>
  );
}

const dayColumns: Column<DayUsage>[] = [
  { header: 'Day (UTC)', cell: (day) => dayLabel.format(utcDay(day.date)), sortValue: (day) => day.date },
  { header: 'Requests counted', cell: (day) => formatCount(day.used), sortValue: (day) => day.used, numeric: true },
];

/** The month so far, one bar a day, with the same figures in a table for reading and for screen readers. */
function DailyUsage({ days }: { days: DayUsage[] }) {
  const wide = useWide();
  const month = monthLabel.format(utcDay(days[0]!.date));
  const total = days.reduce((sum, day) => sum + day.used, 0);
  const busiest = days.reduce((best, day) => (day.used > best.used ? day : best), days[0]!);
  const summary =
    total === 0
      ? `Bar chart of requests counted each day of ${month}: none yet.`
      : `Bar chart of requests counted each day of ${month}: ${formatCount(total)} in all, the most on ` +
        `${dayLabel.format(utcDay(busiest.date))} (${formatCount(busiest.used)}). The values are in the table.`;
  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-semibold">Requests counted each day, {month}</span>
        <span className={`text-xs ${mutedText}`}>UTC days, as the quota counts them</span>
      </figcaption>
      <div data-testid="usage-chart">
        <ChartFrame label={summary} height={wide ? 200 : 160} drawAhead="0px">
          <UsageChart days={days.map((day) => ({ day: Number(day.date.slice(8)), used: day.used }))} wide={wide} />
        </ChartFrame>
      </div>
      <details className="group text-sm">
        <summary className={`cursor-pointer rounded py-1 font-medium ${mutedText}`}>The days as a table</summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <DataTable
            caption={`Requests counted each day of ${month}`}
            columns={dayColumns}
            rows={[...days].reverse()}
            rowKey={(day) => day.date}
          />
        </div>
      </details>
    </figure>
  );
}

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

/** 2xx and 304 read as done, 4xx as refused, 5xx as failed: the same words the request inspector uses. */
function statusTone(status: number): string {
  if (status >= 500) return 'text-red-700 dark:text-red-300';
  if (status >= 400) return 'text-amber-700 dark:text-amber-300';
  return '';
}

/** A path that may wrap after each slash on a narrow screen, never inside a word. */
const wrappablePath = (path: string) =>
  path.split('/').flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, `/${part}`]));

// Three columns, the moment and the id under the request: the log fits a phone without scrolling sideways.
const logColumns: Column<LoggedRequest>[] = [
  {
    header: 'Request',
    cell: (entry) => (
      <>
        <span className="block font-mono text-xs">
          {entry.method} {wrappablePath(entry.path)}
        </span>
        <span className={`block text-xs ${mutedText}`}>{formatClockTime(new Date(entry.at))}</span>
        <span className={`block font-mono text-xs break-all ${mutedText}`}>{entry.request_id}</span>
      </>
    ),
  },
  {
    header: 'Answer',
    cell: (entry) => (
      <>
        <span className={`block font-semibold ${statusTone(entry.status)}`}>{entry.status}</span>
        <span className={`block text-xs whitespace-nowrap ${mutedText}`}>{entry.processing_ms.toFixed(1)} ms</span>
      </>
    ),
    numeric: true,
  },
  {
    header: 'Quota',
    cell: (entry) =>
      entry.counted ? (
        <span className={`${badge} bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100`}>
          Counted
        </span>
      ) : (
        <span className={`${badge} border border-stone-300 text-stone-700 dark:border-stone-600 dark:text-stone-200`}>
          Not counted
        </span>
      ),
  },
];

/** The key's request log, newest first, a page at a time; the cursors of the pages before are kept for "Newer". */
function RequestLog() {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const log = useQuery(requestLogOptions(cursors.at(-1)!));
  const page = log.data;
  const newest = () => {
    setCursors([null]);
    if (cursors.length === 1) void log.refetch();
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">Request log</h3>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={newest} disabled={log.isFetching}>
          {log.isFetching ? 'Loading…' : 'Show the newest'}
        </button>
      </div>
      <p className={`text-sm ${mutedText}`}>
        The key’s last {formatCount(REQUEST_LOG_SIZE)} requests as the API logged them, from this browser or any other
        client. Paths are kept without their query string. 304, HEAD and refused requests and suggest calls in a session
        are not counted; reading this log is neither counted nor logged.
      </p>
      {log.isError ? (
        <ErrorNotice error={log.error} onRetry={() => void log.refetch()} compact />
      ) : !page ? (
        <p className={`text-sm ${mutedText}`}>Loading the request log…</p>
      ) : page.data.length === 0 ? (
        <p className={`text-sm ${mutedText}`}>No requests logged for this key yet.</p>
      ) : (
        <>
          <DataTable
            caption="Requests made with this key, newest first"
            columns={logColumns}
            rows={page.data}
            rowKey={(entry) => entry.request_id}
          />
          <nav aria-label="Request log pages" className="flex items-center justify-between gap-2 pt-1">
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={cursors.length === 1 || log.isFetching}
              onClick={() => setCursors(cursors.slice(0, -1))}
            >
              ← Newer
            </button>
            <span className={`text-sm tabular-nums ${mutedText}`} aria-live="polite">
              Page {cursors.length}
            </span>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={!page.pagination.next_cursor || log.isFetching}
              onClick={() => setCursors([...cursors, page.pagination.next_cursor!])}
            >
              Older →
            </button>
          </nav>
        </>
      )}
    </div>
  );
}
