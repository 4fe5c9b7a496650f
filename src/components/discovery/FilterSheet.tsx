import { useEffect, useRef, type ReactNode } from 'react';
import { formatCount } from '../../lib/money';
import { buttonClass } from '../ui';

/**
 * The filter panel on a phone: a modal sheet from the bottom (a native <dialog>: focus is kept inside and Escape
 * closes it), with the number of results the chosen filters give on its closing button.
 */
export function FilterSheet({
  open,
  onClose,
  total,
  children,
}: {
  open: boolean;
  onClose: () => void;
  total: number | undefined;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && element && !element.open) element.showModal();
    if (!open && element?.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="filter-sheet-title"
      onClose={onClose}
      className="m-0 mt-auto max-h-[85vh] w-full max-w-none rounded-t-2xl bg-white p-0 text-stone-900 backdrop:bg-black/40 dark:bg-stone-900 dark:text-stone-100"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between border-b border-stone-200 bg-white px-4 py-3 dark:border-stone-800 dark:bg-stone-900">
        <h2 id="filter-sheet-title" className="text-lg font-semibold">
          Filters
        </h2>
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onClose}>
          Close
        </button>
      </div>
      <div className="px-4 py-4">{open && children}</div>
      <div className="sticky bottom-0 border-t border-stone-200 bg-white px-4 py-3 dark:border-stone-800 dark:bg-stone-900">
        <button type="button" className={`${buttonClass('primary')} w-full`} onClick={onClose}>
          {total === undefined ? 'Show results' : `Show ${formatCount(total)} ${total === 1 ? 'result' : 'results'}`}
        </button>
      </div>
    </dialog>
  );
}
