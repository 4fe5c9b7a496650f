import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { openKeyDialog } from '../../../api/auth-prompt';
import { isBlocked, quotaStore } from '../../../api/quota-store';
import { buttonClass } from '../../../components/ui';
import { useNow } from '../../../lib/use-now';
import { formatCountdown, formatDateTime } from '../../../lib/time';
import { pagePath } from '../../../../rules/page-paths';

/** After a 429: what happened, when it ends (counting down), and that nothing is sent until then. */
export function QuotaBanner() {
  const state = useSyncExternalStore(quotaStore.subscribe, quotaStore.get);
  if (!state.block || !isBlocked(state)) return null;
  return <Banner until={state.block.until} requestId={state.block.requestId} />;
}

function Banner({ until, requestId }: { until: Date; requestId: string | null }) {
  const now = useNow(1000);
  return (
    <div
      role="alert"
      className="border-b border-amber-400 bg-amber-100 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
      data-testid="quota-banner"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
        <p className="min-w-0 flex-1">
          <strong>This month's requests are used up.</strong> Requests are paused until{' '}
          <time dateTime={until.toISOString()} data-testid="quota-reset">
            {formatDateTime(until)}
          </time>{' '}
          (in <span className="tabular-nums">{formatCountdown(until.getTime() - now.getTime())}</span>). Everything
          already on screen stays available.
          {requestId && (
            <>
              {' '}
              Request id <code className="font-mono text-xs">{requestId}</code>.
            </>
          )}{' '}
          <Link to={pagePath.errorDocs('quota_exceeded')} className="font-medium underline">
            What this means
          </Link>
        </p>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => openKeyDialog()}>
          Use another key
        </button>
      </div>
    </div>
  );
}
