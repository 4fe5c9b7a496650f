import { Link } from 'react-router';
import { openKeyDialog } from '../../../api/auth-prompt';
import { RequestIdDetails } from '../../../components/ErrorNotice';
import { buttonClass } from '../../../components/ui';
import { ZonedTime } from '../../../components/ZonedTime';
import { useNow } from '../../../lib/use-now';
import { formatCountdown } from '../../../lib/time';
import { pagePath } from '../../../../rules/page-paths';

/** The banner itself: what happened, when it ends (UTC and the reader's time, counting down), the request id. */
export default function Banner({ until, requestId }: { until: Date; requestId: string | null }) {
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
          <ZonedTime date={until} testId="quota-reset" />, in{' '}
          <span className="tabular-nums">{formatCountdown(until.getTime() - now.getTime())}</span>. Everything already
          on screen stays available.{' '}
          <Link to={pagePath.errorDocs('quota_exceeded')} className="font-medium underline">
            What this means
          </Link>
        </p>
        {requestId && <RequestIdDetails requestId={requestId} />}
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => openKeyDialog()}>
          Use another key
        </button>
      </div>
    </div>
  );
}
