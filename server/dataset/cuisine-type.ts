/** What the cuisine table says of each cuisine (`cuisine-table.ts`), and what it means. */
import type { Region } from './place-tables.ts';
import type { CityTier } from './places.ts';

export type MenuKind =
  | 'pizza'
  | 'italian'
  | 'mexican'
  | 'taqueria'
  | 'latin'
  | 'chinese'
  | 'dimsum'
  | 'japanese'
  | 'ramen'
  | 'korean'
  | 'thai'
  | 'vietnamese'
  | 'indian'
  | 'seasian'
  | 'hawaiian'
  | 'american'
  | 'burgers'
  | 'diner'
  | 'breakfast'
  | 'bbq'
  | 'southern'
  | 'chicken'
  | 'seafood'
  | 'steakhouse'
  | 'cafe'
  | 'bakery'
  | 'sandwiches'
  | 'mediterranean'
  | 'french'
  | 'spanish'
  | 'european'
  | 'ethiopian'
  | 'healthy'
  | 'dessert';

export type HoursKind =
  | 'breakfast'
  | 'diner'
  | 'coffee'
  | 'bakery'
  | 'donuts'
  | 'lunch'
  | 'casual'
  | 'bbq'
  | 'split'
  | 'dinner'
  | 'late'
  | 'fast'
  | 'dessert'
  | 'bar';

export interface Cuisine {
  slug: string;
  label: string;
  /** More general slugs, most specific first; a restaurant's `cuisines` is [slug, ...parents]. */
  parents: readonly string[];
  menu: MenuKind;
  hours: HoursKind;
  /** National share, percent of restaurants. */
  share: number;
  /** Relative weights of $, $$, $$$, $$$$. */
  price: readonly [number, number, number, number];
  /** Mean number of menu items. */
  items: number;
  /** Multiplier by state, region, coast and city size; unspecified keys are 1. */
  where?: Where;
  /** Tags a restaurant sometimes adds after its own chain, with their probability. */
  extras?: ReadonlyArray<readonly [slug: string, probability: number]>;
}

interface Where {
  states?: Readonly<Record<string, number>>;
  regions?: Partial<Record<Region, number>>;
  coastal?: number;
  inland?: number;
  tiers?: Partial<Record<CityTier, number>>;
}
