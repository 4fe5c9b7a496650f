/**
 * The chain layer: invented brands (no real trademarks) that share name, website, menu, price tier and hours across
 * their locations. Brand sizes follow the steep curve of real US chains: the largest holds about 2.5% of all
 * restaurants, the top ten about 11%, all chains together about 42% (approximating the shares in Technomic's
 * Top 500 chain report and the NPD/Circana count of chain vs independent units, roughly 40–45% chain).
 * The brand list depends on nothing but this file, so the same brand exists under every seed.
 */
import { CUISINE_BY_SLUG } from './cuisines.ts';
import type { Cuisine } from './cuisine-type.ts';
import { REGION_OF_STATE } from './place-tables.ts';
import type { Place } from './places.ts';
import { Rng, WeightedTable, weighted } from './random.ts';
import { regionalFactor } from './regional.ts';
import { slugify } from '../index/ids.ts';
import type { PriceRange } from '../index/source.ts';

/** Share of all restaurants that belong to a chain. */
export const CHAIN_SHARE = 0.42;
/** Share of all restaurants held by the largest brand. */
const TOP_BRAND_SHARE = 0.025;
/** Brand k (1-based) weighs k^-0.65 up to rank 40, then the tail falls faster (regional chains of a few dozen). */
const HEAD_EXPONENT = 0.65;
const TAIL_FROM = 40;
const TAIL_EXPONENT = 1.2;
/** Brands ranked below these serve one census region, or a handful of neighbouring states. */
const REGIONAL_FROM = 30;
const LOCAL_FROM = 110;

export interface Brand {
  /** Stable key of the brand (its rank), used to seed its menu and hours. */
  key: string;
  name: string;
  cuisine: Cuisine;
  priceRange: PriceRange;
  website: string;
  /** Share of all restaurants this brand is meant to hold. */
  share: number;
  /** States it operates in; null = nationwide. */
  states: ReadonlySet<string> | null;
}

/** What the top ten sell, as in the real top ten (burgers, coffee, sandwiches, tacos, chicken, pizza, donuts). */
const TOP_TEN = [
  'fast-food',
  'coffee',
  'sandwiches',
  'tacos',
  'chicken',
  'burgers',
  'pizza',
  'donuts',
  'pizza',
  'fast-food',
];

/** Cuisines of the other chains, weighted like chain units by segment (quick service dominates). */
const CHAIN_CUISINES: ReadonlyArray<readonly [string, number]> = [
  ['burgers', 14],
  ['fast-food', 8],
  ['chicken', 9],
  ['wings', 4],
  ['pizza', 12],
  ['sandwiches', 8],
  ['coffee', 7],
  ['tacos', 4],
  ['mexican', 5],
  ['american', 6],
  ['sports-bar', 2],
  ['breakfast-brunch', 3],
  ['diner', 1],
  ['donuts', 2],
  ['ice-cream', 3],
  ['frozen-yogurt', 1],
  ['bubble-tea', 1],
  ['chinese', 2],
  ['japanese', 1],
  ['italian', 2],
  ['steakhouse', 2],
  ['seafood', 1.5],
  ['bbq', 1.5],
  ['mediterranean', 1.5],
  ['salads', 1.5],
  ['juice-bar', 1],
  ['hot-dogs', 0.5],
  ['bagels', 0.5],
  ['cheesesteaks', 0.5],
  ['hawaiian', 0.5],
  ['poke', 0.5],
];

/** Neutral words for invented brands: colours, plants, animals and objects, never an existing chain's name. */
const FIRST = [
  'Amber',
  'Juniper',
  'Marigold',
  'Bramble',
  'Cobalt',
  'Thistle',
  'Larkspur',
  'Prairie',
  'Cinder',
  'Saffron',
  'Clover',
  'Hazel',
  'Indigo',
  'Briar',
  'Sorrel',
  'Tansy',
  'Aspen',
  'Willowby',
  'Fennel',
  'Quarry',
  'Lantern',
  'Tumble',
  'Dapple',
  'Pebble',
  'Paddle',
  'Sparrow',
  'Kettle',
  'Ember',
  'Drift',
  'Meadow',
  'Orchard',
  'Pinecone',
  'Sundial',
  'Tidewater',
  'Windmill',
  'Copperpot',
  'Bluestem',
  'Goldfinch',
  'Honeycomb',
  'Ironwood',
];
const SECOND = [
  'Fox',
  'Mule',
  'Otter',
  'Heron',
  'Badger',
  'Bison',
  'Finch',
  'Moose',
  'Pony',
  'Wren',
  'Hare',
  'Lark',
  'Beaver',
  'Gopher',
  'Marten',
  'Plover',
  'Quail',
  'Raven',
  'Stag',
  'Trout',
  'Yak',
  'Ibis',
  'Puffin',
  'Walrus',
];
const NOUN: Readonly<Record<string, readonly string[]>> = {
  'fast-food': ['Burgers', 'Drive-In', 'Burger Stand'],
  burgers: ['Burgers', 'Burger Co.', 'Burger Bar'],
  chicken: ['Chicken', 'Fried Chicken', 'Chicken Shack'],
  wings: ['Wings', 'Wing House'],
  pizza: ['Pizza', 'Pizza Co.', 'Pizzeria'],
  sandwiches: ['Subs', 'Sandwich Co.', 'Deli'],
  coffee: ['Coffee', 'Coffee Co.', 'Roasters'],
  tacos: ['Tacos', 'Taqueria', 'Taco Stand'],
  mexican: ['Mexican Grill', 'Cantina', 'Cocina'],
  american: ['Grill', 'Kitchen', 'Bar & Grill'],
  'sports-bar': ['Sports Grill', 'Tap House'],
  'breakfast-brunch': ['Pancake House', 'Breakfast Co.'],
  diner: ['Diner'],
  donuts: ['Donuts', 'Donut Co.'],
  'ice-cream': ['Creamery', 'Ice Cream'],
  'frozen-yogurt': ['Frozen Yogurt', 'Froyo'],
  'bubble-tea': ['Tea Bar', 'Boba'],
  chinese: ['Wok', 'Chinese Kitchen'],
  japanese: ['Hibachi', 'Sushi'],
  italian: ['Italian Kitchen', 'Trattoria'],
  steakhouse: ['Steakhouse', 'Chophouse'],
  seafood: ['Fish House', 'Seafood Shack'],
  bbq: ['BBQ', 'Smokehouse'],
  mediterranean: ['Mediterranean Grill', 'Pita'],
  salads: ['Salads', 'Greens'],
  'juice-bar': ['Juice Bar', 'Smoothies'],
  'hot-dogs': ['Hot Dogs', 'Frank Stand'],
  bagels: ['Bagels', 'Bagel Co.'],
  cheesesteaks: ['Cheesesteaks', 'Steak Subs'],
  hawaiian: ['Hawaiian BBQ', 'Plate Lunch'],
  poke: ['Poke', 'Poke Bowl'],
};

const PRICE_OF: ReadonlyArray<readonly [PriceRange, number]>[] = [
  [['$', 1]],
  [
    ['$', 1],
    ['$$', 1],
  ],
  [
    ['$$', 4],
    ['$$$', 1],
  ],
];

function priceFor(rng: Rng, cuisine: Cuisine): PriceRange {
  const [cheap, mid, high] = cuisine.price;
  // Chains sit at the low end of their cuisine's range: quick service, then casual dining.
  if (cheap >= mid) return '$';
  if (high > mid) return weighted(rng, PRICE_OF[2]!);
  return weighted(rng, cheap > 20 ? PRICE_OF[1]! : PRICE_OF[2]!);
}

function rankWeight(rank: number): number {
  if (rank <= TAIL_FROM) return rank ** -HEAD_EXPONENT;
  return TAIL_FROM ** -HEAD_EXPONENT * (rank / TAIL_FROM) ** -TAIL_EXPONENT;
}

function footprint(rng: Rng, rank: number): Set<string> | null {
  const states = Object.keys(REGION_OF_STATE).sort();
  if (rank < REGIONAL_FROM) return null;
  const home = rng.pick(states);
  const region = states.filter((s) => REGION_OF_STATE[s] === REGION_OF_STATE[home]);
  if (rank < LOCAL_FROM) return new Set(region);
  return new Set([home, ...rng.shuffle(region.filter((s) => s !== home)).slice(0, rng.int(4))]);
}

function makeBrands(): Brand[] {
  const rng = Rng.from('chain-brands/v1');
  const table = new WeightedTable(CHAIN_CUISINES);
  const names = new Set<string>();
  const brands: Brand[] = [];
  let total = 0;
  for (let rank = 1; total < CHAIN_SHARE / TOP_BRAND_SHARE; rank++) {
    const slug = rank <= TOP_TEN.length ? TOP_TEN[rank - 1]! : table.draw(rng);
    const cuisine = CUISINE_BY_SLUG.get(slug);
    if (!cuisine) throw new Error(`Chain cuisine ${slug} is not in the cuisine list`);
    let name = '';
    while (name === '' || names.has(name)) {
      const lead = rng.chance(0.5) ? rng.pick(FIRST) : `${rng.pick(FIRST)} ${rng.pick(SECOND)}`;
      name = `${lead} ${rng.pick(NOUN[slug] ?? ['Kitchen'])}`;
    }
    names.add(name);
    const weight = rankWeight(rank);
    total += weight;
    brands.push({
      key: `brand-${rank}`,
      name,
      cuisine,
      priceRange: priceFor(rng, cuisine),
      website: `https://www.${slugify(name).replaceAll('-', '')}.com`,
      share: weight * TOP_BRAND_SHARE,
      states: footprint(rng, rank),
    });
  }
  return brands;
}

export const BRANDS: readonly Brand[] = makeBrands();
const BRAND_BY_NAME = new Map(BRANDS.map((b) => [b.name, b]));

export function brandNamed(name: string): Brand | undefined {
  return BRAND_BY_NAME.get(name);
}

/**
 * Brands a chain location in a place is drawn from. A regional brand's weight is divided by the share of all
 * restaurants inside its footprint, so that its national total still matches its intended size; a brand whose
 * cuisine follows who lives where (a taco chain) is weighted by that cuisine's regional factor too, as chains open
 * where their food sells (`regional.ts`: it is ~1 for burgers, coffee and pizza, higher for tacos on the border).
 */
export function brandTables(
  restaurantsPerState: ReadonlyMap<string, number>,
): (place: Pick<Place, 'state' | 'metro'>) => WeightedTable<Brand> {
  let all = 0;
  for (const n of restaurantsPerState.values()) all += n;
  const reach = BRANDS.map((b) => {
    if (!b.states) return 1;
    let inside = 0;
    for (const s of b.states) inside += restaurantsPerState.get(s) ?? 0;
    return inside / all;
  });
  const tables = new Map<string, WeightedTable<Brand>>();
  return ({ state, metro }) => {
    const key = metro?.place ?? state;
    let table = tables.get(key);
    if (!table) {
      const entries = BRANDS.map(
        (b, i) =>
          [
            b,
            b.states && !b.states.has(state)
              ? 0
              : (b.share / Math.max(reach[i]!, 1e-3)) * regionalFactor(b.cuisine.slug, state, metro),
          ] as const,
      );
      tables.set(key, (table = new WeightedTable(entries)));
    }
    return table;
  };
}
