import { useId, type FormEvent } from 'react';
import { buttonClass, inputClass } from './ui';
import { MAX_QUERY_LENGTH } from '../../rules/limits';

/** A labelled search box; Enter submits at once, typing is debounced by the caller. */
export function SearchField({
  label,
  value,
  onChange,
  onSubmit,
  placeholder,
  hint,
  notice,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  placeholder?: string;
  hint?: string;
  /** Shown instead of the hint, as a status: a change in how the search behaves (e.g. search on Enter only). */
  notice?: string | null;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form role="search" onSubmit={submit} className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          maxLength={MAX_QUERY_LENGTH}
          enterKeyHint="search"
          aria-describedby={`${id}-hint`}
          className={`${inputClass} text-base`}
        />
        <button type="submit" className={buttonClass('primary')}>
          Search
        </button>
      </div>
      <p
        id={`${id}-hint`}
        role="status"
        className={
          notice
            ? 'text-sm font-medium text-amber-800 dark:text-amber-300'
            : 'text-xs text-stone-600 dark:text-stone-300'
        }
        data-testid="search-hint"
      >
        {notice ?? hint}
      </p>
    </form>
  );
}
