/**
 * The suggestion list of a search box: asked for while the box is typed in, closed by a search, a pick, Escape or
 * leaving the box. Its calls belong to the typed search's session (api/suggest.ts), so they cost nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { suggestOptions } from '../../api/suggest';
import type { operations } from '../../api/schema';
import { formatCount, formatPrice } from '../../lib/money';
import { useSettled } from '../../lib/use-settled';
import { pagePath } from '../../../rules/page-paths';
import type { SuggestionOption } from '../SearchField';

/** Long enough to skip the letters of a fast typist, short enough to feel immediate. */
const SUGGEST_DELAY_MS = 120;

export function useTypedSuggestions(text: string) {
  const [open, setOpen] = useState(false);
  const settled = useSettled(text, SUGGEST_DELAY_MS);
  const query = useQuery({ ...suggestOptions(settled), enabled: open && settled.trim().length > 0 });
  const options: SuggestionOption[] =
    open && text.trim().length > 0
      ? (query.data?.data ?? []).map((s, at) => ({
          key: `${at}-${s.kind}-${s.text}`,
          label: s.text,
          detail: detail(s),
          ...(s.kind === 'restaurant' && s.restaurant_id && { href: pagePath.restaurant(s.restaurant_id) }),
        }))
      : [];
  return { options, typed: () => setOpen(true), close: () => setOpen(false) };
}

type Suggestion = operations['suggest']['responses'][200]['content']['application/json']['data'][number];

function detail(s: Suggestion): string {
  const places = (n: number | undefined, noun: string) =>
    n === undefined ? '' : `${formatCount(n)} ${n === 1 ? noun : `${noun}s`}`;
  switch (s.kind) {
    case 'dish':
      return [places(s.count, 'place'), s.median_price === undefined ? '' : `median ${formatPrice(s.median_price)}`]
        .filter(Boolean)
        .join(' · ');
    case 'cuisine':
      return `cuisine · ${places(s.count, 'restaurant')}`;
    case 'place':
      return `place · ${places(s.count, 'restaurant')}`;
    case 'restaurant':
      return s.city && s.state ? `${s.city}, ${s.state}` : 'restaurant';
  }
}
