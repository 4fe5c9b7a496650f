import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { buttonClass, inputClass } from './ui';
import { MAX_QUERY_LENGTH } from '../../rules/limits';

/** One suggestion under the box: what it says, and a quieter detail (a count, a place). */
export interface SuggestionOption {
  key: string;
  label: string;
  detail?: string;
  /** The page a pick opens (one restaurant), rather than searching the label. */
  href?: string;
}

/**
 * A labelled search box; Enter submits at once, typing is debounced by the caller. With `suggestions`, a list under
 * the box offers them (the listbox pattern on a search box: arrow keys move, Enter picks, Escape closes).
 */
export function SearchField({
  label,
  value,
  onChange,
  onSubmit,
  placeholder,
  hint,
  notice,
  suggestions = [],
  onPick,
  onDismiss,
  submitLabel = 'Search',
  submitDisabled,
  stackOnPhone = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  placeholder?: string;
  hint?: string;
  /** Shown instead of the hint, as a status: a change in how the search behaves (e.g. search on Enter only). */
  notice?: string | null;
  /** Offered under the box while it is typed in; none hides the list. */
  suggestions?: readonly SuggestionOption[];
  onPick?: (option: SuggestionOption) => void;
  /** Escape, or leaving the box: the list should close. */
  onDismiss?: () => void;
  submitLabel?: string;
  submitDisabled?: boolean;
  /** On a phone the button goes under the box: a long label ("Add to comparison") leaves the box and its list room. */
  stackOnPhone?: boolean;
}) {
  const id = useId();
  const listId = `${id}-suggestions`;
  const [active, setActive] = useState(-1);
  const [typedFor, setTypedFor] = useState(value);
  // Typing chooses nothing, so Enter searches what was typed until an arrow key picks a suggestion.
  if (typedFor !== value) {
    setTypedFor(value);
    setActive(-1);
  }
  const open = suggestions.length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end comes back to what was typed (-1), as a browser's own suggestion lists do.
      setActive((at) => {
        const next = at + step;
        if (next < -1) return suggestions.length - 1;
        return next >= suggestions.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && active >= 0 && active < suggestions.length) {
      event.preventDefault();
      onPick?.(suggestions[active]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDismiss?.();
    }
  };
  const optionId = (at: number) => `${listId}-${at}`;
  return (
    <form role="search" onSubmit={submit} className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className={stackOnPhone ? 'flex flex-col gap-2 sm:flex-row' : 'flex gap-2'}>
        <div className="relative w-full">
          <input
            id={id}
            type="search"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onKeyDown={keyDown}
            onBlur={() => onDismiss?.()}
            placeholder={placeholder}
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            enterKeyHint="search"
            aria-describedby={`${id}-hint`}
            aria-autocomplete={onPick ? 'list' : undefined}
            aria-controls={open ? listId : undefined}
            aria-activedescendant={open && active >= 0 && active < suggestions.length ? optionId(active) : undefined}
            className={`${inputClass} text-base`}
          />
          {open && (
            <ul
              id={listId}
              role="listbox"
              aria-label="Suggestions"
              className="absolute top-full right-0 left-0 z-20 mt-1 max-h-80 overflow-auto rounded-md border border-stone-300 bg-white shadow-lg dark:border-stone-600 dark:bg-stone-900"
            >
              {suggestions.map((option, at) => (
                <li
                  key={option.key}
                  id={optionId(at)}
                  role="option"
                  aria-selected={at === active}
                  // Before the box's blur, which closes the list.
                  onMouseDown={(event) => {
                    event.preventDefault();
                    onPick?.(option);
                  }}
                  className={`flex cursor-pointer justify-between gap-3 px-3 py-2 text-sm ${at === active ? 'bg-amber-100 dark:bg-stone-700' : ''}`}
                >
                  <span>{option.label}</span>
                  {option.detail && <span className="text-stone-600 dark:text-stone-300">{option.detail}</span>}
                </li>
              ))}
            </ul>
          )}
        </div>
        <button type="submit" className={`${buttonClass('primary')} shrink-0`} disabled={submitDisabled}>
          {submitLabel}
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
