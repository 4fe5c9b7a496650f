import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readParam, withParams } from './url-state';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A text box whose value lives in the URL parameter `name`: typing updates the URL after a pause of `delay` ms
 * (replacing the history entry) once it has `minLength` characters or is empty; `commit()` writes it at once
 * (a new history entry, for Enter). Back/forward and links bring the box along.
 */
export function useUrlText(name: string, { minLength = 1, delay = 350 } = {}) {
  const [params, setParams] = useSearchParams();
  const urlValue = readParam(params, name);
  const [text, setText] = useState(urlValue);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  // Values this hook wrote that the URL has not shown yet. The router renders a navigation after the keystrokes
  // that follow it, so the URL arriving with one of our own older values must not reset what was typed since.
  const pending = useRef<string[]>([]);

  useEffect(() => {
    const ours = pending.current.indexOf(urlValue);
    if (ours >= 0) {
      pending.current = pending.current.slice(ours + 1);
      return;
    }
    pending.current = [];
    setText((current) => (current.trim() === urlValue ? current : urlValue));
  }, [urlValue]);

  const write = useCallback(
    (value: string, replace: boolean) => {
      const trimmed = value.trim();
      if (trimmed === readParam(paramsRef.current, name)) return;
      if (trimmed.length > 0 && trimmed.length < minLength) return;
      pending.current.push(trimmed);
      setParams(withParams(paramsRef.current, { [name]: trimmed }), { replace });
    },
    [name, minLength, setParams],
  );

  // Only a new settled value writes: `write` changes after every navigation, and re-running this effect then
  // would put back a stale value over one just committed with Enter.
  const settled = useDebouncedValue(text, delay);
  const writeRef = useRef(write);
  writeRef.current = write;
  useEffect(() => {
    writeRef.current(settled, true);
  }, [settled]);

  const commit = useCallback(() => write(text, false), [text, write]);
  return { text, setText, commit, value: urlValue };
}
