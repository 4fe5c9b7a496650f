import { useEffect, useId, useRef, useState } from 'react';
import { FILTER_PARAMS, type SearchFilters } from '../../api/search-filters';
import type { operations } from '../../api/schema';
import { formatPrice } from '../../lib/money';
import { mutedText } from '../ui';
import type { FilterPatch } from './use-search-filters';

export type PriceStats = NonNullable<
  operations['searchItems']['responses'][200]['content']['application/json']['meta']['price_stats']
>;

/** How long the thumbs rest before the search changes. */
const SETTLE_MS = 600;

/** The slider's top: the dearest match rounded up to a round figure, never below a chosen bound. */
function sliderTop(stats: PriceStats | undefined, chosen: SearchFilters['price']): number {
  const highest = Math.max(stats?.max ?? 0, chosen.min ?? 0, chosen.max ?? 0, 10);
  const step = highest > 100 ? 50 : 10;
  return Math.ceil(highest / step) * step;
}

/**
 * A dish price range as two sliders over the prices of every match (`price_stats`), with the middle half of those
 * prices in words. The URL changes once the thumbs rest, not while they move, so a drag costs one request.
 */
export function PriceFilter({
  price,
  stats,
  onChange,
}: {
  price: SearchFilters['price'];
  stats: PriceStats | undefined;
  onChange: (patch: FilterPatch) => void;
}) {
  const top = sliderTop(stats, price);
  const [low, setLow] = useState(price.min ?? 0);
  const [high, setHigh] = useState(price.max ?? top);
  // A new URL (Back, "Clear all", another search's figures) moves the thumbs to what it says.
  const shown = `${price.min}|${price.max}|${top}`;
  const [seen, setSeen] = useState(shown);
  if (seen !== shown) {
    setSeen(shown);
    setLow(price.min ?? 0);
    setHigh(price.max ?? top);
  }
  const id = useId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const move = (nextLow: number, nextHigh: number) => {
    setLow(nextLow);
    setHigh(nextHigh);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () =>
        onChange({
          [FILTER_PARAMS.priceMin]: nextLow > 0 ? String(nextLow) : '',
          [FILTER_PARAMS.priceMax]: nextHigh < top ? String(nextHigh) : '',
        }),
      SETTLE_MS,
    );
  };
  const slider = 'w-full accent-emerald-700';

  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-semibold">Price</legend>
      <p className="text-sm tabular-nums" aria-live="polite">
        {formatPrice(low, null)} – {high >= top ? `${formatPrice(top, null)}+` : formatPrice(high, null)}
      </p>
      <label htmlFor={`${id}-min`} className="sr-only">
        Minimum price
      </label>
      <input
        id={`${id}-min`}
        type="range"
        min={0}
        max={top}
        step={1}
        value={low}
        onChange={(e) => move(Math.min(Number(e.target.value), high), high)}
        className={slider}
      />
      <label htmlFor={`${id}-max`} className="sr-only">
        Maximum price
      </label>
      <input
        id={`${id}-max`}
        type="range"
        min={0}
        max={top}
        step={1}
        value={high}
        onChange={(e) => move(low, Math.max(Number(e.target.value), low))}
        className={slider}
      />
      {stats && stats.count > 0 && stats.p25 !== null && stats.p75 !== null && (
        <p className={`text-xs ${mutedText}`}>
          Half of the {stats.count.toLocaleString('en-US')} priced matches cost {formatPrice(stats.p25, null)}–
          {formatPrice(stats.p75, null)} (median {formatPrice(stats.median, null)}).
        </p>
      )}
    </fieldset>
  );
}
