import { useEffect, useRef, useSyncExternalStore } from 'react';
import { closeKeyDialog, keyPromptStore } from '../../../api/auth-prompt';
import { buttonClass } from '../../../components/ui';
import { KeyPanel } from './KeyPanel';

/**
 * The API key dialog, reachable from every page and opened by any 401. A native modal <dialog>: the browser traps
 * focus and closes it on Escape; focus goes back to what had it before.
 */
export function KeyDialog() {
  const { open, reason } = useSyncExternalStore(keyPromptStore.subscribe, keyPromptStore.get);
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

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
          <KeyPanel reason={reason} onDone={() => dialog.current?.close()} />
        </div>
      )}
    </dialog>
  );
}
