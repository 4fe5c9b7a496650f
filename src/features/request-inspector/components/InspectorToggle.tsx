import { lazy, Suspense, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { callsForPage, requestLog } from '../../../api/request-log';
import { focusRing } from '../../../components/ui';

// The panel (JSON tree, snippets) loads the first time someone opens it.
const RequestInspector = lazy(() => import('./RequestInspector'));

/**
 * "View API request": a corner button on every page that has sent API calls. Fixed, so appearing when the first
 * answer arrives moves nothing on the page.
 */
export function InspectorToggle() {
  const { pathname, search } = useLocation();
  const all = useSyncExternalStore(requestLog.subscribe, requestLog.get);
  const calls = callsForPage(all, pathname + search);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => button.current?.focus());
  }, []);

  if (calls.length === 0) return null;
  return (
    <>
      {!open && (
        <button
          ref={button}
          type="button"
          aria-expanded={false}
          onClick={() => setOpen(true)}
          className={`fixed right-3 bottom-3 z-20 flex items-center gap-2 rounded-full border border-stone-300 bg-white/95 px-3.5 py-2 text-sm font-medium shadow-lg backdrop-blur hover:bg-stone-100 dark:border-stone-700 dark:bg-stone-900/95 dark:hover:bg-stone-800 ${focusRing}`}
        >
          <span aria-hidden="true" className="font-mono text-emerald-700 dark:text-emerald-400">
            {'{ }'}
          </span>
          View API request
          <span className="rounded-full bg-stone-200 px-1.5 text-xs tabular-nums dark:bg-stone-700">
            {calls.length}
            <span className="sr-only"> {calls.length === 1 ? 'call' : 'calls'}</span>
          </span>
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <RequestInspector calls={calls} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
