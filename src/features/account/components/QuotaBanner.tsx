import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isBlocked, quotaStore } from '../../../api/quota-store';

// Most visits never see it: its words and clock load when the quota runs out (or a reload finds it used up).
const Banner = lazy(() => import('./QuotaBannerMessage'));

/** After a 429: what happened, when it ends (counting down), and that nothing is sent until then. */
export function QuotaBanner() {
  const state = useSyncExternalStore(quotaStore.subscribe, quotaStore.get);
  if (!state.block || !isBlocked(state)) return null;
  return (
    <Suspense fallback={null}>
      <Banner until={state.block.until} requestId={state.block.requestId} />
    </Suspense>
  );
}
