/** How big a generated menu is and what its dishes cost: by price tier, menu size and the city's cost level. */
import { PRICE_RANGES } from './cuisines.ts';
import type { Cuisine } from './cuisine-type.ts';
import { weighted, type Rng } from './random.ts';
import type { PriceRange } from '../index/source.ts';
export const PRICE_INDEX: Record<PriceRange, number> = { $: 0, $$: 1, $$$: 2, $$$$: 3 };
const PRICE_FACTOR: Record<PriceRange, number> = { $: 0.75, $$: 1, $$$: 1.45, $$$$: 2.1 };
const tierNorm = new Map<Cuisine, number>();

/**
 * A vocabulary's base prices are those of the cuisine's typical restaurant (a '$' coffee shop's latte, a '$$'
 * trattoria's pasta), so the tier factor is taken relative to the cuisine's own mix of tiers.
 */
export function tierFactor(cuisine: Cuisine, priceRange: PriceRange): number {
  let norm = tierNorm.get(cuisine);
  if (norm === undefined) {
    let total = 0;
    let sum = 0;
    PRICE_RANGES.forEach((range, i) => {
      total += cuisine.price[i] ?? 0;
      sum += (cuisine.price[i] ?? 0) * PRICE_FACTOR[range];
    });
    // Only cheap cuisines are lifted (a '$' café's latte is the benchmark); upscale lists are written at '$$'.
    norm = total > 0 ? Math.min(1, sum / total) : 1;
    tierNorm.set(cuisine, norm);
  }
  return PRICE_FACTOR[priceRange] / norm;
}
/**
 * Menu prices follow the local cost level about as its square root: a latte is ~$6 in New York against $5.46
 * nationally and a Big Mac ~15% above the national price, a pad thai $16–18 against $14–15, while rents and wages
 * (the cost index, 1.42 for New York) rise much more. Before 2026-11-28 prices moved one for one with the index, and
 * pad thai in New York had a median of $22.69.
 */
export const menuPriceLevel = (costIndex: number): number => Math.sqrt(costIndex);

/**
 * A chain's location prices its one menu at the chain's base price × this regional factor: the local price level,
 * kept within a narrow band, as published comparisons of one chain across the country show (a Big Mac from about
 * $4.50 to $6 around a national $5.30; a chain burrito within a dollar or two of $10.50): −8% to +15%.
 */
export const CHAIN_PRICE_BAND = [0.92, 1.15] as const;
export const chainPriceFactor = (costIndex: number): number =>
  Math.min(CHAIN_PRICE_BAND[1], Math.max(CHAIN_PRICE_BAND[0], menuPriceLevel(costIndex)));

/** Pricier places list fewer dishes; normalised per cuisine so the mean stays at `cuisine.items`. */
const SIZE_FACTOR = [1.05, 1, 0.9, 0.8] as const;
export const SIZE_SPREAD = 0.33;
/** Keeps the specification's ~2.1 million items at scale 1 now that chains (short quick-service menus) are 42%. */
export const MENU_SIZE_LIFT = 1.04;
export const MIN_ITEMS = 3;
export const MAX_ITEMS = 60;

const sizeNorm = new Map<Cuisine, number>();

export function sizeFactor(cuisine: Cuisine, priceIndex: number): number {
  let norm = sizeNorm.get(cuisine);
  if (norm === undefined) {
    let total = 0;
    let sum = 0;
    cuisine.price.forEach((w, i) => {
      total += w;
      sum += w * (SIZE_FACTOR[i] ?? 1);
    });
    norm = total > 0 ? sum / total : 1;
    sizeNorm.set(cuisine, norm);
  }
  return (SIZE_FACTOR[priceIndex] ?? 1) / norm;
}

/**
 * How a restaurant's prices end. Quick service uses charm endings (.49/.79/.99, as on fast-food boards); casual
 * places .95/.99 or quarters; upscale places whole dollars (menu-pricing practice as described in restaurant
 * trade guides, e.g. Toast's and the National Restaurant Association's menu-engineering notes).
 */
export type Rounding = 'charm' | 'casual' | 'quarter' | 'whole';

export const ROUNDING_BY_PRICE: ReadonlyArray<ReadonlyArray<readonly [Rounding, number]>> = [
  [
    ['charm', 6],
    ['casual', 3],
    ['quarter', 1],
  ],
  [
    ['charm', 2],
    ['casual', 5],
    ['quarter', 2],
    ['whole', 1.5],
  ],
  [
    ['casual', 1.5],
    ['quarter', 1],
    ['whole', 6],
  ],
  [['whole', 1]],
];
const CHARM_ENDINGS: ReadonlyArray<readonly [number, number]> = [
  [99, 5],
  [49, 3],
  [79, 2.5],
  [29, 1],
  [69, 1],
  [19, 0.5],
];
const CASUAL_ENDINGS: ReadonlyArray<readonly [number, number]> = [
  [95, 4],
  [99, 2],
  [50, 2],
  [0, 1.5],
  [25, 0.5],
  [75, 0.5],
];

export function toCents(dollars: number, rounding: Rounding, rng: Rng): number {
  const whole = Math.max(0, Math.floor(dollars));
  switch (rounding) {
    case 'charm':
      return whole * 100 + weighted(rng, CHARM_ENDINGS);
    case 'casual': {
      const cents = Math.round(dollars) * 100 + weighted(rng, CASUAL_ENDINGS);
      return cents > 100 && cents % 100 !== 0 && cents % 100 >= 50 ? cents - 100 : cents;
    }
    case 'quarter':
      return Math.max(25, Math.round(dollars * 4) * 25);
    case 'whole':
      return Math.max(100, Math.round(dollars) * 100);
  }
}

/** Quick-service kinds price with charm endings whatever their tier. */
export const QUICK_SERVICE_HOURS = new Set(['fast', 'coffee', 'donuts', 'dessert', 'lunch']);

export const MARKET_TEXT: ReadonlyArray<readonly [string, number]> = [
  ['Market price', 6],
  ['MP', 3],
  ['Ask your server', 1],
  ['Seasonal', 0.5],
];
export const OTHER_TEXT: ReadonlyArray<readonly [string, number]> = [
  ['Market price', 0.4],
  ['MP', 0.3],
  ['Ask your server', 1.2],
  ['Seasonal', 1.2],
  ['deal', 3],
];
export const MARKET_DISH_TEXT_RATE = 0.22;
export const OTHER_DISH_TEXT_RATE = 0.011;
