/**
 * The cuisine catalog: how common each cuisine is nationally, where it is over- or under-represented, and which
 * menu, hours and naming conventions it follows. Shares are rough US restaurant-count percentages.
 */
import { COASTAL_STATES, REGION_OF_STATE, type CityTier, type Place, type Region } from './places.ts';
import { WeightedTable } from './random.ts';
import type { CuisineInfo, PriceRange } from './types.ts';

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

/** Niche cuisines cluster in big cities; small towns keep to the staples. */
const URBAN: Partial<Record<CityTier, number>> = { metro: 2.2, city: 1.4, town: 0.8, village: 0.3 };
const VERY_URBAN: Partial<Record<CityTier, number>> = { metro: 3.5, city: 1.6, town: 0.6, village: 0.12 };
const SMALL_TOWN: Partial<Record<CityTier, number>> = { metro: 0.7, city: 0.9, town: 1.1, village: 1.4 };
const SOUTHWEST = { TX: 1.8, AZ: 2.2, NM: 2.4, NV: 1.6, CA: 2.2, CO: 1.5 } as const;
const BBQ_BELT = { TX: 3.5, TN: 3.5, MO: 3.2, NC: 3.2, KS: 3.2, AL: 2, GA: 1.8, SC: 2, AR: 2, OK: 2, KY: 1.8 } as const;

const c = (
  slug: string,
  label: string,
  parents: readonly string[],
  menu: MenuKind,
  hours: HoursKind,
  share: number,
  price: readonly [number, number, number, number],
  items: number,
  where?: Where,
  extras?: ReadonlyArray<readonly [string, number]>,
): Cuisine => ({ slug, label, parents, menu, hours, share, price, items, where, extras });

export const CUISINES: readonly Cuisine[] = [
  // Pizza and Italian
  c(
    'pizza',
    'Pizza',
    [],
    'pizza',
    'late',
    10.5,
    [45, 50, 5, 0],
    13,
    { tiers: SMALL_TOWN, regions: { northeast: 1.3 } },
    [
      ['italian', 0.35],
      ['wings', 0.12],
      ['sandwiches', 0.1],
    ],
  ),
  c('neapolitan-pizza', 'Neapolitan pizza', ['pizza', 'italian'], 'pizza', 'dinner', 0.8, [5, 60, 32, 3], 10, {
    tiers: VERY_URBAN,
  }),
  c('italian', 'Italian', [], 'italian', 'split', 4.2, [5, 55, 33, 7], 14, { regions: { northeast: 1.5 } }, [
    ['pizza', 0.2],
  ]),
  // Mexican and Latin American
  c('mexican', 'Mexican', [], 'mexican', 'casual', 8.2, [35, 58, 7, 0], 15, {
    states: { ...SOUTHWEST, IL: 1.3 },
    regions: { northeast: 0.7 },
  }),
  c('tex-mex', 'Tex-Mex', ['mexican'], 'mexican', 'casual', 1.2, [30, 62, 8, 0], 15, {
    states: { TX: 9, OK: 2.5, NM: 2, AZ: 1.5, LA: 1.4 },
    regions: { northeast: 0.35, west: 0.5, midwest: 0.6 },
  }),
  c('tacos', 'Tacos', ['mexican'], 'taqueria', 'late', 2.6, [80, 20, 0, 0], 10, { states: SOUTHWEST }),
  c('salvadoran', 'Salvadoran', ['latin-american'], 'latin', 'casual', 0.3, [55, 45, 0, 0], 10, {
    states: { CA: 2.5, TX: 2.2, MD: 4, VA: 3, DC: 5, NY: 2, NJ: 1.5 },
    tiers: URBAN,
  }),
  c('peruvian', 'Peruvian', ['latin-american'], 'latin', 'split', 0.3, [10, 65, 24, 1], 11, {
    states: { FL: 3, NJ: 3, CA: 1.6, NY: 1.6, VA: 1.6 },
    tiers: VERY_URBAN,
  }),
  c('brazilian', 'Brazilian', ['latin-american'], 'latin', 'dinner', 0.2, [10, 50, 35, 5], 9, {
    states: { FL: 3, MA: 3.5, NJ: 2.5, NY: 1.5 },
    tiers: VERY_URBAN,
  }),
  c('cuban', 'Cuban', ['latin-american', 'caribbean'], 'latin', 'casual', 0.35, [40, 55, 5, 0], 11, {
    states: { FL: 12, NJ: 2.5, NY: 1.2 },
    regions: { midwest: 0.4 },
    tiers: URBAN,
  }),
  c('colombian', 'Colombian', ['latin-american'], 'latin', 'casual', 0.2, [40, 55, 5, 0], 10, {
    states: { FL: 4, NJ: 3.5, NY: 2.5, TX: 1.3 },
    tiers: URBAN,
  }),
  c('latin-american', 'Latin American', [], 'latin', 'casual', 0.4, [30, 60, 10, 0], 11, { tiers: URBAN }),
  c('caribbean', 'Caribbean', [], 'latin', 'casual', 0.4, [50, 45, 5, 0], 10, {
    states: { NY: 4, FL: 4, NJ: 2.5, MA: 2, GA: 1.5, MD: 1.5 },
    tiers: URBAN,
  }),
  c('jamaican', 'Jamaican', ['caribbean'], 'latin', 'casual', 0.35, [60, 40, 0, 0], 10, {
    states: { NY: 4, FL: 4, NJ: 2.5, CT: 2, GA: 1.8, MD: 1.5 },
    tiers: URBAN,
  }),
  // Chinese and East Asian
  c('chinese', 'Chinese', [], 'chinese', 'split', 6.8, [50, 45, 5, 0], 22, { states: { CA: 1.3, NY: 1.3 } }),
  c('szechuan', 'Szechuan', ['chinese'], 'chinese', 'split', 0.5, [20, 65, 15, 0], 20, { tiers: VERY_URBAN }),
  c('cantonese', 'Cantonese', ['chinese'], 'chinese', 'split', 0.35, [25, 60, 15, 0], 22, {
    states: { CA: 2.5, NY: 2.5, MA: 1.5, HI: 2 },
    tiers: VERY_URBAN,
  }),
  c('dim-sum', 'Dim sum', ['chinese'], 'dimsum', 'split', 0.35, [20, 65, 15, 0], 18, {
    states: { CA: 3, NY: 3, MA: 1.8, WA: 1.6, HI: 2 },
    tiers: { metro: 6, city: 1.5, town: 0.3, village: 0.02 },
  }),
  c('taiwanese', 'Taiwanese', ['chinese'], 'chinese', 'split', 0.15, [40, 55, 5, 0], 14, {
    states: { CA: 3.5, NY: 2, TX: 1.3, WA: 1.5 },
    tiers: VERY_URBAN,
  }),
  c('japanese', 'Japanese', [], 'japanese', 'split', 2.4, [10, 60, 27, 3], 14, {
    states: { CA: 1.4, HI: 2.5, WA: 1.3 },
  }),
  c('sushi', 'Sushi', ['japanese'], 'japanese', 'split', 2.2, [5, 55, 33, 7], 16, {
    states: { CA: 1.5, HI: 2, NY: 1.3 },
    tiers: URBAN,
  }),
  c('ramen', 'Ramen', ['noodles', 'japanese'], 'ramen', 'split', 0.7, [25, 70, 5, 0], 9, {
    states: { CA: 1.8, HI: 2.5, NY: 1.5, WA: 1.5 },
    tiers: VERY_URBAN,
  }),
  c('korean', 'Korean', [], 'korean', 'split', 0.9, [20, 60, 18, 2], 13, {
    states: { CA: 2.2, NY: 1.8, NJ: 2.2, GA: 1.8, VA: 1.6, WA: 1.5, HI: 2 },
    tiers: URBAN,
  }),
  c('noodles', 'Noodles', [], 'seasian', 'casual', 0.3, [45, 55, 0, 0], 11, { tiers: URBAN }),
  c('asian-fusion', 'Asian fusion', [], 'seasian', 'split', 0.9, [15, 65, 18, 2], 14, { tiers: URBAN }),
  // Southeast and South Asian
  c('thai', 'Thai', [], 'thai', 'split', 2.3, [20, 72, 8, 0], 17, { regions: { west: 1.4 }, tiers: URBAN }),
  c('vietnamese', 'Vietnamese', [], 'vietnamese', 'split', 0.9, [45, 52, 3, 0], 14, {
    states: { CA: 2.5, TX: 2, WA: 2, LA: 1.8, VA: 1.4, OK: 1.3 },
    tiers: URBAN,
  }),
  c('pho', 'Pho', ['noodles', 'vietnamese'], 'vietnamese', 'casual', 0.9, [70, 30, 0, 0], 11, {
    states: { CA: 2.5, TX: 2, WA: 2, OK: 1.4, LA: 1.5 },
  }),
  c('filipino', 'Filipino', [], 'seasian', 'casual', 0.25, [45, 52, 3, 0], 11, {
    states: { HI: 5, CA: 3.5, NV: 3, WA: 2, VA: 1.4, AK: 2 },
    tiers: URBAN,
  }),
  c('malaysian', 'Malaysian', [], 'seasian', 'split', 0.08, [30, 65, 5, 0], 13, {
    states: { NY: 2, CA: 2 },
    tiers: VERY_URBAN,
  }),
  c('indonesian', 'Indonesian', [], 'seasian', 'split', 0.06, [30, 65, 5, 0], 12, {
    states: { CA: 2.5, NY: 1.5 },
    tiers: VERY_URBAN,
  }),
  c('cambodian', 'Cambodian', [], 'seasian', 'casual', 0.06, [50, 50, 0, 0], 12, {
    states: { CA: 3, MA: 3, WA: 2, RI: 3, PA: 1.5 },
    tiers: URBAN,
  }),
  c('indian', 'Indian', [], 'indian', 'split', 2.2, [15, 72, 12, 1], 18, {
    states: { NJ: 2, CA: 1.4, NY: 1.4, TX: 1.2, IL: 1.2 },
    tiers: URBAN,
  }),
  c('nepali', 'Nepali', ['indian'], 'indian', 'split', 0.15, [30, 65, 5, 0], 15, {
    states: { CO: 3, TX: 2, NY: 2, MD: 1.8, VA: 1.8, OH: 1.5, PA: 1.4 },
    tiers: URBAN,
  }),
  c('hawaiian', 'Hawaiian', [], 'hawaiian', 'casual', 0.35, [55, 43, 2, 0], 10, {
    states: { HI: 30, CA: 2.5, NV: 2.5, WA: 1.5, UT: 1.5 },
  }),
  c('poke', 'Poke', ['hawaiian', 'seafood'], 'hawaiian', 'lunch', 0.5, [45, 55, 0, 0], 7, {
    states: { HI: 10, CA: 2.5, WA: 1.8, NV: 1.6, OR: 1.5 },
    tiers: URBAN,
  }),
  // American
  c('american', 'American', [], 'american', 'casual', 8.5, [25, 58, 15, 2], 12, { tiers: SMALL_TOWN }),
  c('new-american', 'New American', ['american'], 'american', 'dinner', 2.2, [3, 42, 45, 10], 9, { tiers: VERY_URBAN }),
  c('gastropub', 'Gastropub', ['american'], 'american', 'bar', 1.0, [5, 65, 28, 2], 10, { tiers: URBAN }),
  c(
    'sports-bar',
    'Sports bar',
    ['bar', 'american'],
    'american',
    'bar',
    1.8,
    [25, 70, 5, 0],
    12,
    { regions: { midwest: 1.4 } },
    [['wings', 0.3]],
  ),
  c('brewpub', 'Brewpub', ['gastropub', 'american'], 'american', 'bar', 0.8, [10, 75, 15, 0], 11, {
    states: { CO: 2.2, OR: 2.2, WA: 1.6, VT: 2, ME: 1.8, MI: 1.4, WI: 1.4, CA: 1.3 },
  }),
  c('bar', 'Bar', [], 'american', 'bar', 1.4, [20, 70, 10, 0], 9, { regions: { midwest: 1.5 } }),
  c('wine-bar', 'Wine bar', ['bar'], 'american', 'bar', 0.4, [0, 45, 45, 10], 8, { tiers: VERY_URBAN }),
  c('burgers', 'Burgers', ['american'], 'burgers', 'fast', 5.0, [55, 43, 2, 0], 9, undefined, [
    ['fast-food', 0.25],
    ['hot-dogs', 0.05],
  ]),
  c('fast-food', 'Fast food', ['american'], 'burgers', 'fast', 4.5, [95, 5, 0, 0], 9, { tiers: SMALL_TOWN }),
  c('hot-dogs', 'Hot dogs', ['american'], 'burgers', 'fast', 0.6, [90, 10, 0, 0], 7, {
    states: { IL: 3, NY: 1.6, NJ: 2, MI: 1.6 },
  }),
  c(
    'diner',
    'Diner',
    ['american'],
    'diner',
    'diner',
    2.2,
    [40, 58, 2, 0],
    20,
    { states: { NJ: 3, PA: 2, NY: 1.8, CT: 1.8, MA: 1.4, RI: 1.4 } },
    [['breakfast-brunch', 0.5]],
  ),
  c('breakfast-brunch', 'Breakfast & brunch', [], 'breakfast', 'breakfast', 2.6, [35, 60, 5, 0], 13, undefined, [
    ['american', 0.3],
    ['cafe', 0.15],
  ]),
  c(
    'bbq',
    'Barbecue',
    [],
    'bbq',
    'bbq',
    2.0,
    [35, 60, 5, 0],
    10,
    { states: BBQ_BELT, regions: { northeast: 0.6, west: 0.65 } },
    [
      ['american', 0.25],
      ['southern', 0.2],
    ],
  ),
  c('southern', 'Southern', [], 'southern', 'casual', 1.4, [30, 60, 10, 0], 11, {
    regions: { south: 2.8, northeast: 0.6, west: 0.5 },
  }),
  c('soul-food', 'Soul food', ['southern'], 'southern', 'casual', 0.7, [45, 52, 3, 0], 11, {
    regions: { south: 2.5, midwest: 1.2, west: 0.5 },
    tiers: URBAN,
  }),
  c(
    'cajun',
    'Cajun & Creole',
    ['southern'],
    'southern',
    'casual',
    0.5,
    [25, 60, 14, 1],
    12,
    { states: { LA: 18, TX: 2.5, MS: 2.5, AL: 1.5 } },
    [['seafood', 0.3]],
  ),
  c(
    'chicken',
    'Chicken',
    [],
    'chicken',
    'fast',
    2.4,
    [85, 15, 0, 0],
    8,
    { regions: { south: 1.6 }, tiers: SMALL_TOWN },
    [['fast-food', 0.4]],
  ),
  c('hot-chicken', 'Nashville hot chicken', ['chicken', 'southern'], 'chicken', 'fast', 0.3, [70, 30, 0, 0], 7, {
    states: { TN: 8, KY: 2, AL: 2, GA: 1.6, TX: 1.4 },
  }),
  c('wings', 'Wings', ['chicken'], 'chicken', 'late', 2.0, [60, 40, 0, 0], 8, undefined, [['sports-bar', 0.1]]),
  c('steakhouse', 'Steakhouse', ['american'], 'steakhouse', 'dinner', 1.6, [2, 23, 45, 30], 11, {
    states: { TX: 1.5, NE: 1.8, KS: 1.5, OK: 1.4, MT: 1.4, NV: 1.4 },
  }),
  c('seafood', 'Seafood', [], 'seafood', 'casual', 2.8, [15, 55, 25, 5], 13, {
    coastal: 1.9,
    inland: 0.45,
    states: { ME: 2.2, MA: 1.8, MD: 1.8, LA: 1.8, RI: 1.8, AK: 1.6 },
  }),
  c('fish-and-chips', 'Fish & chips', ['seafood'], 'seafood', 'casual', 0.25, [55, 45, 0, 0], 8, {
    coastal: 1.8,
    inland: 0.4,
    states: { WA: 2.5, OR: 2, MA: 1.6 },
  }),
  // Cafes, bakeries, sandwiches
  c('coffee', 'Coffee & tea', ['cafe'], 'cafe', 'coffee', 5.0, [65, 35, 0, 0], 8, { states: { WA: 1.8, OR: 1.6 } }, [
    ['bakery', 0.12],
  ]),
  c('cafe', 'Cafe', [], 'cafe', 'coffee', 2.2, [50, 48, 2, 0], 10, undefined, [
    ['breakfast-brunch', 0.25],
    ['sandwiches', 0.15],
  ]),
  c('bubble-tea', 'Bubble tea', ['cafe'], 'cafe', 'dessert', 0.8, [85, 15, 0, 0], 7, {
    states: { CA: 2.5, NY: 1.5, TX: 1.4, WA: 1.5, HI: 1.6 },
    tiers: VERY_URBAN,
  }),
  c('bakery', 'Bakery', [], 'bakery', 'bakery', 2.0, [55, 44, 1, 0], 9, undefined, [
    ['cafe', 0.3],
    ['desserts', 0.15],
  ]),
  c('donuts', 'Donuts', ['bakery'], 'bakery', 'donuts', 1.5, [95, 5, 0, 0], 7, { states: { CA: 1.5, TX: 1.3 } }, [
    ['coffee', 0.3],
  ]),
  c('bagels', 'Bagels', ['bakery', 'breakfast-brunch'], 'bakery', 'breakfast', 0.7, [70, 30, 0, 0], 9, {
    states: { NY: 4.5, NJ: 4, CT: 2, MA: 1.5, FL: 1.4 },
  }),
  c('sandwiches', 'Sandwiches', [], 'sandwiches', 'lunch', 5.2, [60, 40, 0, 0], 10),
  c('deli', 'Deli', ['sandwiches'], 'sandwiches', 'lunch', 1.5, [45, 55, 0, 0], 13, {
    states: { NY: 2.5, NJ: 2.5, PA: 1.5, CT: 1.5, IL: 1.2 },
  }),
  c('cheesesteaks', 'Cheesesteaks', ['sandwiches'], 'sandwiches', 'fast', 0.4, [75, 25, 0, 0], 9, {
    states: { PA: 9, NJ: 4, DE: 3 },
  }),
  c('banh-mi', 'Bánh mì', ['sandwiches', 'vietnamese'], 'vietnamese', 'lunch', 0.2, [85, 15, 0, 0], 9, {
    states: { CA: 3, TX: 2, WA: 1.8 },
    tiers: URBAN,
  }),
  // Mediterranean and Middle Eastern
  c('mediterranean', 'Mediterranean', [], 'mediterranean', 'casual', 2.2, [30, 58, 11, 1], 11, { tiers: URBAN }),
  c('greek', 'Greek', ['mediterranean'], 'mediterranean', 'casual', 1.1, [30, 60, 10, 0], 13, {
    states: { IL: 1.8, MA: 1.6, NY: 1.5, FL: 1.3, OH: 1.4 },
  }),
  c('middle-eastern', 'Middle Eastern', ['mediterranean'], 'mediterranean', 'casual', 0.9, [40, 55, 5, 0], 11, {
    states: { MI: 3, CA: 1.4, NY: 1.3, NJ: 1.4, TX: 1.2 },
    tiers: URBAN,
  }),
  c('lebanese', 'Lebanese', ['middle-eastern', 'mediterranean'], 'mediterranean', 'split', 0.35, [20, 65, 15, 0], 12, {
    states: { MI: 3.5, CA: 1.5 },
    tiers: URBAN,
  }),
  c('turkish', 'Turkish', ['mediterranean'], 'mediterranean', 'split', 0.25, [20, 65, 15, 0], 11, {
    states: { NY: 2, NJ: 2.2, CA: 1.3 },
    tiers: VERY_URBAN,
  }),
  c('persian', 'Persian', ['middle-eastern'], 'mediterranean', 'split', 0.15, [10, 65, 25, 0], 11, {
    states: { CA: 5, VA: 1.8, TX: 1.3, MD: 1.5 },
    tiers: VERY_URBAN,
  }),
  c('afghan', 'Afghan', ['middle-eastern'], 'mediterranean', 'split', 0.08, [25, 70, 5, 0], 10, {
    states: { VA: 4, CA: 2.5, NY: 1.5 },
    tiers: VERY_URBAN,
  }),
  c('halal', 'Halal', [], 'mediterranean', 'late', 0.5, [80, 20, 0, 0], 9, {
    states: { NY: 4, NJ: 2.5, MI: 1.8 },
    tiers: URBAN,
  }),
  c('falafel', 'Falafel', ['middle-eastern'], 'mediterranean', 'lunch', 0.2, [85, 15, 0, 0], 8, { tiers: VERY_URBAN }),
  // European
  c('french', 'French', [], 'french', 'dinner', 0.9, [2, 30, 45, 23], 9, {
    states: { NY: 1.6, CA: 1.3, LA: 1.8 },
    tiers: VERY_URBAN,
  }),
  c('creperie', 'Crêpes', ['french'], 'french', 'coffee', 0.15, [45, 55, 0, 0], 9, { tiers: URBAN }),
  c('spanish', 'Spanish', [], 'spanish', 'dinner', 0.25, [5, 50, 40, 5], 10, { tiers: VERY_URBAN }),
  c('tapas', 'Tapas', ['spanish'], 'spanish', 'dinner', 0.35, [5, 55, 35, 5], 12, { tiers: VERY_URBAN }),
  c('german', 'German', [], 'european', 'casual', 0.35, [15, 70, 15, 0], 11, {
    states: { WI: 4, PA: 2.5, OH: 2.2, TX: 1.6, MO: 2, IL: 1.8, MN: 1.8, IA: 1.8, MI: 1.5, NE: 1.5 },
  }),
  c('polish', 'Polish', [], 'european', 'casual', 0.2, [40, 58, 2, 0], 11, {
    states: { IL: 5, MI: 3.5, WI: 3, OH: 3, PA: 2.5, NY: 1.8, NJ: 2, CT: 2, MN: 2 },
  }),
  c('irish', 'Irish pub', ['bar'], 'european', 'bar', 0.8, [15, 78, 7, 0], 12, {
    states: { MA: 3, NY: 2, IL: 2, PA: 1.6, NJ: 1.6, RI: 2 },
  }),
  c('ethiopian', 'Ethiopian', [], 'ethiopian', 'casual', 0.15, [25, 72, 3, 0], 10, {
    states: { DC: 10, MD: 4, VA: 4, WA: 3, MN: 3, GA: 2, TX: 1.5, CO: 2 },
    tiers: VERY_URBAN,
  }),
  // Healthy and sweet
  c('salads', 'Salads', [], 'healthy', 'lunch', 0.9, [40, 60, 0, 0], 8, { tiers: URBAN }),
  c('vegan', 'Vegan', ['vegetarian'], 'healthy', 'casual', 0.5, [25, 65, 10, 0], 9, {
    states: { CA: 1.6, OR: 1.6, NY: 1.4, WA: 1.4 },
    tiers: VERY_URBAN,
  }),
  c('vegetarian', 'Vegetarian', [], 'healthy', 'casual', 0.25, [30, 65, 5, 0], 10, { tiers: URBAN }),
  c('juice-bar', 'Juice & smoothies', [], 'healthy', 'coffee', 1.2, [60, 40, 0, 0], 8, { tiers: URBAN }),
  c('ice-cream', 'Ice cream', ['desserts'], 'dessert', 'dessert', 2.6, [85, 15, 0, 0], 6, { tiers: SMALL_TOWN }),
  c('frozen-yogurt', 'Frozen yogurt', ['desserts'], 'dessert', 'dessert', 0.6, [90, 10, 0, 0], 5),
  c('desserts', 'Desserts', [], 'dessert', 'dessert', 0.5, [60, 38, 2, 0], 6, { tiers: URBAN }),
];

export const CUISINE_BY_SLUG: ReadonlyMap<string, Cuisine> = new Map(CUISINES.map((x) => [x.slug, x]));

/** Every slug a restaurant can carry, with its label; parents and extras all exist in the catalog. */
export function cuisineInfos(): CuisineInfo[] {
  return CUISINES.map((x) => ({ slug: x.slug, label: x.label }));
}

function localMultiplier(cuisine: Cuisine, place: Place): number {
  const where = cuisine.where;
  if (!where) return 1;
  const region = REGION_OF_STATE[place.state];
  const coastal = COASTAL_STATES.has(place.state);
  return (
    (where.states?.[place.state] ?? 1) *
    (region ? (where.regions?.[region] ?? 1) : 1) *
    (coastal ? (where.coastal ?? 1) : (where.inland ?? 1)) *
    (where.tiers?.[place.tier] ?? 1)
  );
}

const tableCache = new Map<string, WeightedTable<Cuisine>>();

/** The cuisine mix of a place: depends only on its state and size tier, so tables are shared and cached. */
export function cuisineTableFor(place: Place): WeightedTable<Cuisine> {
  const key = `${place.state}|${place.tier}`;
  let table = tableCache.get(key);
  if (!table) {
    table = new WeightedTable(CUISINES.map((x) => [x, x.share * localMultiplier(x, place)] as const));
    tableCache.set(key, table);
  }
  return table;
}

export const PRICE_RANGES: readonly PriceRange[] = ['$', '$$', '$$$', '$$$$'];
