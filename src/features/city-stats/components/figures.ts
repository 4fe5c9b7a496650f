/**
 * The figures of a place's statistics, each defined once: its label, how it reads, how it is written and its CSV
 * column. The key figures above a city's or a state's charts, the comparison table and its CSV all read these.
 */
import { fieldRows, type Cell } from '../../../lib/csv';
import { formatCount, formatPercent, formatPrice } from '../../../lib/money';
import { PERCENTILES, PRICE_TIERS, type PlaceStats } from '../api/stats';
import { FEW_ITEMS } from '../../../../rules/dish-matrix';

export interface Figure {
  label: string;
  /** What a share is a share of, under its value. */
  note?: string;
  /** The CSV column, and the test id of its key figure. */
  column: string;
  read: (stats: PlaceStats) => number | null;
  kind: 'count' | 'price' | 'share';
  /**
   * How many items the figure is read from, when it is a statistic of a sample: a mean from every item, a
   * percentile from the items on its far side (a p99 of 129 items is read from the one or two dearest), a share of
   * restaurants from those it can be worked out for. Counts are not estimates, and have none.
   */
  drawnFrom?: (stats: PlaceStats) => number;
}

/** Whether a figure is read from fewer than FEW_ITEMS items: shown with a mark, as a rough figure. */
export const isRough = (figure: Figure, stats: PlaceStats) =>
  figure.drawnFrom !== undefined && figure.read(stats) !== null && figure.drawnFrom(stats) < FEW_ITEMS;

const show: Record<Figure['kind'], (value: number | null) => string> = {
  count: (n) => (n === null ? '—' : formatCount(n)),
  price: (n) => formatPrice(n),
  share: (n) => (n === null ? '—' : formatPercent(n)),
};

/** A figure as the page shows it ("$12.50", "1,204", "23.0%"). */
export const figureText = (figure: Figure, stats: PlaceStats) => show[figure.kind](figure.read(stats));

const restaurants: Figure = {
  label: 'Restaurants',
  column: 'restaurant_count',
  read: (s) => s.restaurant_count,
  kind: 'count',
};
const items: Figure = { label: 'Menu items', column: 'item_count', read: (s) => s.item_count, kind: 'count' };
const average: Figure = {
  label: 'Average price',
  column: 'average_price',
  read: (s) => s.average_price,
  kind: 'price',
  drawnFrom: (s) => s.item_count,
};
const expensive: Figure = {
  label: 'Expensive share',
  note: '$$$ or $$$$, of restaurants with a known price tier',
  column: 'expensive_share',
  read: (s) => s.expensive_share,
  kind: 'share',
  drawnFrom: (s) => s.restaurant_count - s.price_tiers.unknown,
};

/** The figures above a place's charts. */
export const KEY_FIGURES: readonly Figure[] = [
  restaurants,
  items,
  average,
  { label: 'Median price', column: 'median_price', read: (s) => s.median_price, kind: 'price' },
  { label: '90th percentile', column: 'p90_price', read: (s) => s.p90_price, kind: 'price' },
  expensive,
];

/** A percentile's rank: 'p90' → 90. */
const rank = (p: (typeof PERCENTILES)[number]) => Number(p.slice(1));

/** Compared cities: every figure, each percentile (p50 is the median) and each tier, one row apiece. */
export const COMPARED_FIGURES: readonly Figure[] = [
  restaurants,
  items,
  average,
  ...PERCENTILES.map((p): Figure => ({
    label: p === 'p50' ? 'Item price p50 (median)' : `Item price ${p}`,
    column: `price_percentiles.${p}`,
    read: (s) => s.price_percentiles[p],
    kind: 'price',
    drawnFrom: (s) => Math.floor((s.item_count * Math.min(rank(p), 100 - rank(p))) / 100),
  })),
  expensive,
  ...PRICE_TIERS.map((tier): Figure => ({
    label: tier === 'unknown' ? 'Restaurants, tier unknown' : `Restaurants at ${tier}`,
    column: `price_tiers.${tier}`,
    read: (s) => s.price_tiers[tier],
    kind: 'count',
  })),
];

/** The comparison's CSV: one row per city, a column per compared figure, in the one CSV format (`fieldRows`). */
export function comparisonCsv(cities: readonly (PlaceStats & { city: string })[]): {
  header: string[];
  rows: Cell[][];
} {
  const header = ['state', 'city', ...COMPARED_FIGURES.map((f) => f.column)];
  return { header, rows: fieldRows(cities, header) };
}
