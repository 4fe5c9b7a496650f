import type { ReactNode } from 'react';
import { focusRing } from './ui';

/**
 * An active filter, removable with one click or keypress. It reads "label: value" unless `children` say it better
 * ("in Memphis, TN" for a place recognised in the query).
 */
export function FilterChip({
  label,
  value,
  onRemove,
  children,
}: {
  label: string;
  value: string;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full border border-emerald-700/40 bg-emerald-50 py-0.5 pl-3 pr-1 text-sm text-emerald-950 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-50">
      <span>
        {children ?? (
          <>
            {label}: <strong className="font-semibold">{value}</strong>
          </>
        )}
      </span>
      <button
        type="button"
        onClick={onRemove}
        className={`grid size-6 place-items-center rounded-full hover:bg-emerald-200 dark:hover:bg-emerald-800 ${focusRing}`}
        aria-label={`Remove filter ${label}: ${value}`}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
