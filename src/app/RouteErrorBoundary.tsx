import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorNotice } from '../components/ErrorNotice';

/** Catches render errors (and failed lazy chunk loads) of one page, so the shell keeps working. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div className="space-y-3">
          <h1 className="text-2xl font-bold">This page could not be shown</h1>
          <ErrorNotice error={this.state.error} onRetry={() => window.location.reload()} />
        </div>
      );
    }
    return this.props.children;
  }
}
