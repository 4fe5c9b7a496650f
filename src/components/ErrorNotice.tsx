import { Link } from 'react-router';
import { explainError, messageForPeople } from '../api/error-catalog';
import { ApiError } from '../api/errors';
import { buttonClass, focusRing } from './ui';
import { pagePath } from '../../rules/page-paths';

/** Says what went wrong in plain words, with the API's message, the doc page for the code and (one tap away) the request id. */
export function ErrorNotice({
  error,
  onRetry,
  compact = false,
}: {
  error: unknown;
  onRetry?: () => void;
  compact?: boolean;
}) {
  const apiError = error instanceof ApiError ? error : null;
  const explanation = apiError ? explainError(apiError.code) : null;
  const title = explanation?.title ?? 'Something went wrong';
  const detail = apiError ? messageForPeople(apiError) : error instanceof Error ? error.message : String(error);
  const isContractCode = apiError && apiError.code !== 'network_error' && apiError.code !== 'unexpected_response';
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1 text-sm">{detail}</p>
      {!compact && explanation && <p className="mt-1 text-sm">{explanation.action}</p>}
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {apiError && (
          <Link
            className={`font-medium underline underline-offset-2 ${focusRing}`}
            to={pagePath.errorDocs(isContractCode ? apiError.code : 'client-errors')}
          >
            What this error means{apiError.status ? ` (${apiError.status} ${apiError.code})` : ''}
          </Link>
        )}
        <Link className={`font-medium underline underline-offset-2 ${focusRing}`} to={pagePath.apiReference()}>
          API reference
        </Link>
        {/* A 4xx answer (no such restaurant, a refused key, the quota) would only come back the same and cost quota. */}
        {onRetry && !apiError?.isClientError && (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onRetry}>
            Try again
          </button>
        )}
      </p>
      {apiError?.requestId && <RequestIdDetails requestId={apiError.requestId} className="mt-2" />}
    </div>
  );
}

/**
 * The request id, one tap away: it matters to whoever reports a problem to the API's operator, not to someone
 * browsing for food, so it stays shut under a small "Request id" disclosure.
 */
export function RequestIdDetails({ requestId, className = '' }: { requestId: string; className?: string }) {
  return (
    <details className={`text-sm ${className}`}>
      <summary className={`cursor-pointer rounded underline-offset-2 hover:underline ${focusRing}`}>Request id</summary>
      <p className="mt-1">
        <code className="font-mono text-xs break-all select-all">{requestId}</code>: quote it if you report this
        problem.
      </p>
    </details>
  );
}
