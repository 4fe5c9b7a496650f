import { lazy, Suspense, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { callsForPage, requestLog } from '../../../api/request-log';
import { focusRing } from '../../../components/ui';

// The panel (JSON tree, snippets) loads the first time someone opens it.
const RequestInspector = lazy(() => import('./RequestInspector'));

/**
 * "View API request": a button in the header on every page that has sent API calls. In the header, not floating in
 * a corner, so it never covers a price, a table value or a link; it sits left of the quota meter, so appearing with
 * the first answer moves nothing. On narrow screens it is the braces and the count, named in full for screen readers.
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
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        onClick={() => (open ? close() : setOpen(true))}
        className={`relative flex h-11 min-w-11 shrink-0 items-center justify-center gap-1.5 rounded-lg border border-stone-300 px-1.5 text-sm lg:px-2 font-medium hover:bg-stone-100 dark:border-stone-700 dark:hover:bg-stone-800 ${focusRing}`}
      >
        <span aria-hidden="true" className="font-mono text-emerald-700 dark:text-emerald-400">
          {'{}'}
        </span>
        <span className="sr-only lg:not-sr-only">View API request</span>
        {/* A badge on the corner on narrow screens, where the header has no width to spare. */}
        <span className="absolute -top-1.5 -right-1.5 rounded-full bg-stone-200 px-1 text-[0.625rem] leading-4 tabular-nums lg:static lg:px-1.5 lg:text-xs dark:bg-stone-700">
          {calls.length}
          <span className="sr-only"> {calls.length === 1 ? 'call' : 'calls'}</span>
        </span>
      </button>
      {open &&
        // The header is sticky and blurred (a containing block for fixed children): the panel goes to the body.
        createPortal(
          <Suspense fallback={null}>
            <RequestInspector calls={calls} onClose={close} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
