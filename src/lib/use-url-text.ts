import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { readParam, withParams } from './url-state';

/**
 * A text box whose value lives in the URL parameter `name`: typing updates the URL after a pause of `delay` ms
 * (replacing the history entry) once it has `minLength` characters or is empty; `commit()` writes it at once
 * (a new history entry, for Enter). With `live: false` only `commit()` writes. Writing a new value removes the
 * parameters named in `resets` (a page number belongs to the old value's results, not the new one's).
 * Back/forward and links bring the box along. The 800 ms pause means a slow typist (about 400 ms a key), or a person
 * who pauses up to half a second between words, sends one search per phrase, not one per letter or word.
 */
export function useUrlText(
  name: string,
  { minLength = 1, delay = 800, live = true, resets = [] as readonly string[] } = {},
) {
  const [params, setParams] = useSearchParams();
  const urlValue = readParam(params, name);
  const [text, setText] = useState(urlValue);
  // Values this hook wrote that the URL has not shown yet. The router renders a navigation after the keystrokes
  // that follow it, so the URL arriving with one of our own older values must not reset what was typed since;
  // any other new URL value (back/forward, a link) replaces what the box holds.
  const [pending, setPending] = useState<string[]>([]);
  const [seenUrlValue, setSeenUrlValue] = useState(urlValue);
  if (seenUrlValue !== urlValue) {
    setSeenUrlValue(urlValue);
    const ours = pending.indexOf(urlValue);
    if (ours >= 0) {
      setPending(pending.slice(ours + 1));
    } else {
      setPending([]);
      if (text.trim() !== urlValue) setText(urlValue);
    }
  }

  // One string, so a fresh array literal from the caller on every render does not make a new `write` each time.
  const resetList = resets.join(',');
  const write = useCallback(
    (value: string, replace: boolean) => {
      const trimmed = value.trim();
      if (trimmed === readParam(params, name)) return;
      if (trimmed.length > 0 && trimmed.length < minLength) return;
      setPending((list) => [...list, trimmed]);
      const cleared = Object.fromEntries(
        resetList
          .split(',')
          .filter(Boolean)
          .map((param) => [param, null]),
      );
      setParams(withParams(params, { ...cleared, [name]: trimmed }), { replace });
    },
    [params, name, minLength, setParams, resetList],
  );

  // Only new text writes, after the pause: `write` changes after every navigation, and writing again then would
  // put back a stale value over one just committed with Enter.
  const writeSettled = useEffectEvent((value: string) => {
    if (live) write(value, true);
  });
  useEffect(() => {
    const timer = setTimeout(() => writeSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);

  const commit = useCallback(() => write(text, false), [text, write]);
  /** Puts `chosen` in the box and writes it at once, as Enter would (a suggestion picked). */
  const choose = useCallback(
    (chosen: string) => {
      setText(chosen);
      write(chosen, false);
    },
    [write],
  );
  return { text, setText, commit, choose, value: urlValue };
}
