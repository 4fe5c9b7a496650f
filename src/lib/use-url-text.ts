import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readParam, withParams } from './url-state';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A text box whose value lives in the URL parameter `name`: typing updates the URL after a pause of `delay` ms
 * (replacing the history entry) once it has `minLength` characters or is empty; `commit()` writes it at once
 * (a new history entry, for Enter). Back/forward bring the box along.
 */
export function useUrlText(name: string, { minLength = 1, delay = 350 } = {}) {
  const [params, setParams] = useSearchParams();
  const urlValue = readParam(params, name);
  const [text, setText] = useState(urlValue);
  // A URL value the box has not seen yet (back/forward, a link) replaces what the box holds.
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (seenUrlValue !== urlValue) {
    setSeenUrlValue(urlValue);
    if (text.trim() !== urlValue) setText(urlValue);
  }

  const write = useCallback(
    (value: string, replace: boolean) => {
      const trimmed = value.trim();
      if (trimmed === readParam(params, name)) return;
      if (trimmed.length > 0 && trimmed.length < minLength) return;
      setParams(withParams(params, { [name]: trimmed }), { replace });
    },
    [params, name, minLength, setParams],
  );

  // Only a new settled value writes: `write` changes after every navigation, and re-running this effect then
  // would put back a stale value over one just committed with Enter.
  const settled = useDebouncedValue(text, delay);
  const writeSettled = useEffectEvent((value: string) => write(value, true));
  useEffect(() => {
    writeSettled(settled);
  }, [settled]);

  const commit = useCallback(() => write(text, false), [text, write]);
  return { text, setText, commit, value: urlValue };
}
