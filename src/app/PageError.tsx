import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui';
import { PageLoadError } from './page-code';

// The notice and the error catalogue behind it load when a page fails to render: no first load needs them.
const ErrorNotice = lazy(() => import('../components/ErrorNotice').then((module) => ({ default: module.ErrorNotice })));

/**
 * The pages' error boundary: a page whose code could not be downloaded, or that failed to render, is replaced by
 * this notice while the shell keeps working. "Try again" downloads the code again, or renders the page anew (the
 * same address again, which resets the boundary): no full reload, nothing else lost.
 */
export function PageError({ reloadPageCode }: { reloadPageCode: () => void }) {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  if (error instanceof PageLoadError) {
    return (
      <div role="alert" className="space-y-3">
        <h1 className="text-2xl font-bold">This page could not be loaded</h1>
        <p>The connection to the server was interrupted while the page was opening. Nothing you did was lost.</p>
        <button type="button" className={buttonClass('primary')} onClick={reloadPageCode}>
          Try again
        </button>
      </div>
    );
  }
  const retry = () => void navigate(location, { replace: true, state: location.state });
  return (
    <div className="space-y-3">
      <h1 className="text-2xl font-bold">This page could not be shown</h1>
      <Suspense fallback={<p role="alert">{error instanceof Error ? error.message : String(error)}</p>}>
        <ErrorNotice error={error} onRetry={retry} />
      </Suspense>
    </div>
  );
}
