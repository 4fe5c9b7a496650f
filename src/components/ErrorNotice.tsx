import { Link } from 'react-router';
import { explainError, messageForPeople } from '../api/error-catalog';
import { ApiError } from '../api/errors';
import { buttonClass, focusRing } from './ui';
import { pagePath } from '../../rules/page-paths';

/**
 * Says what went wrong in plain words first, and what to do. The HTTP status and code, the doc page for the code and
 * the request id matter to whoever reports the problem, not to someone browsing for food: they wait one tap away,
 * under "Details".
 */
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
      {/* A 4xx answer (no such restaurant, a refused key, the quota) would only come back the same and cost quota. */}
      {onRetry && !apiError?.isClientError && (
        <button type="button" className={`${buttonClass('secondary', 'sm')} mt-2`} onClick={onRetry}>
          Try again
        </button>
      )}
      <details className="group mt-2 text-sm">
        <summary className={`inline-flex min-h-11 cursor-pointer items-center gap-1 rounded font-medium ${focusRing}`}>
          <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
            ▸
          </span>
          Details
        </summary>
        <div className="space-y-1">
          {apiError?.status ? (
            <p>
              <code className="font-mono text-xs">
                {apiError.status} {apiError.code}
              </code>
            </p>
          ) : null}
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {apiError && (
              <Link
                className={`font-medium underline underline-offset-2 ${focusRing}`}
                to={pagePath.errorDocs(isContractCode ? apiError.code : 'client-errors')}
              >
                What this error means
              </Link>
            )}
            <Link className={`font-medium underline underline-offset-2 ${focusRing}`} to={pagePath.apiReference()}>
              API reference
            </Link>
          </p>
          {apiError?.requestId && (
            <p>
              Request id <code className="font-mono text-xs break-all select-all">{apiError.requestId}</code>: quote it
              if you report this problem.
            </p>
          )}
        </div>
      </details>
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
