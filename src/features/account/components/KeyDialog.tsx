import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { closeKeyDialog, keyPromptStore } from '../../../api/auth-prompt';
import { Loading } from '../../../components/Loading';
import { buttonClass, mutedText } from '../../../components/ui';
import type { KeyPanel as KeyPanelComponent } from './KeyPanel';

/**
 * The key forms are their own chunk: most visits never open the dialog, and the forms were 2 KB of the first
 * download's budget. They are fetched when the browser is idle a few seconds after start, so the dialog opens at once
 * (offline too) and their three files do not compete with the page's own first downloads (on a phone that held the
 * restaurant page's first request back by a round trip); a failed fetch is offered again. A 401 opens the dialog and
 * fetches them at once.
 */
const PREFETCH_AFTER_MS = 3000;
const loadKeyPanel = () => import('./KeyPanel').then((module) => module.KeyPanel);

function useKeyPanel(wanted: boolean) {
  const [Panel, setPanel] = useState<typeof KeyPanelComponent | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (Panel) return;
    let live = true;
    const load = () =>
      loadKeyPanel().then(
        (component) => live && setPanel(() => component),
        () => live && setFailed(true),
      );
    if (wanted) void load();
    else if ('requestIdleCallback' in window) {
      let idle = 0;
      const later = setTimeout(() => (idle = requestIdleCallback(() => void load())), PREFETCH_AFTER_MS);
      return () => {
        live = false;
        clearTimeout(later);
        cancelIdleCallback(idle);
      };
    }
    return () => {
      live = false;
    };
  }, [Panel, wanted, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { Panel, failed, retry };
}

/**
 * The API key dialog, reachable from every page and opened by any 401. A native modal <dialog>: the browser traps
 * focus and closes it on Escape; focus goes back to what had it before.
 */
export function KeyDialog() {
  const { open, reason } = useSyncExternalStore(keyPromptStore.subscribe, keyPromptStore.get);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const { Panel, failed, retry } = useKeyPanel(open);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  const onClose = () => {
    closeKeyDialog();
    const target = returnFocus.current;
    returnFocus.current = null;
    if (target?.isConnected) target.focus();
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="key-dialog-title"
      className="m-auto w-[min(34rem,calc(100vw-1.5rem))] rounded-2xl border border-stone-200 bg-stone-50 p-0 text-stone-900 shadow-2xl dark:border-stone-700 dark:bg-stone-950 dark:text-stone-100"
    >
      {open && (
        <div className="max-h-[85vh] overflow-y-auto p-5">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <h2 id="key-dialog-title" className="text-lg font-semibold">
                API key
              </h2>
              <p className="text-sm text-stone-600 dark:text-stone-300">
                Every search and page of data uses your key's monthly quota.
              </p>
            </div>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => dialog.current?.close()}>
              Close<span className="sr-only"> the API key dialog</span>
            </button>
          </div>
          {Panel ? (
            <Panel reason={reason} onDone={() => dialog.current?.close()} />
          ) : failed ? (
            <p role="alert" className={`text-sm ${mutedText}`}>
              The key forms could not be loaded. Check your connection, then{' '}
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={retry}>
                Try again
              </button>
            </p>
          ) : (
            <Loading label="Loading the key forms…" />
          )}
        </div>
      )}
    </dialog>
  );
}
