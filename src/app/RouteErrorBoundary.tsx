import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { buttonClass } from '../components/ui';
import { PageLoadError } from './lazy-page';

// The notice and the error catalogue behind it load when a page fails to render: no first load needs them.
const ErrorNotice = lazy(() => import('../components/ErrorNotice').then((module) => ({ default: module.ErrorNotice })));

/**
 * Catches render errors (and page code that could not be downloaded) of one page, so the shell keeps working.
 * "Try again" renders the page anew, which downloads its code again: no full reload, nothing else lost.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const retry = () => this.setState({ error: null });
    if (error instanceof PageLoadError) {
      const download = () => {
        error.retry();
        retry();
      };
      return (
        <div role="alert" className="space-y-3">
          <h1 className="text-2xl font-bold">This page could not be loaded</h1>
          <p>The connection to the server was interrupted while the page was opening. Nothing you did was lost.</p>
          <button type="button" className={buttonClass('primary')} onClick={download}>
            Try again
          </button>
        </div>
      );
    }
    return (
      <div className="space-y-3">
        <h1 className="text-2xl font-bold">This page could not be shown</h1>
        <Suspense fallback={<p role="alert">{error instanceof Error ? error.message : String(error)}</p>}>
          <ErrorNotice error={error} onRetry={retry} />
        </Suspense>
      </div>
    );
  }
}
