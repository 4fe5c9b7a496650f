/**
 * The searches a catalog thread runs before it serves (`SqliteCatalog.warm`). V8 compiles a function for the
 * branches it has seen taken: a branch first taken by a person's search throws the compiled code away in the
 * middle of that search, and the rest of it runs in the interpreter, so that one person's search is the slow one
 * (docs/toolchain.md, "V8 and the first requests"). So each filter is warmed on its own, with words and browsing,
 * on each index that takes it: with words and no facet, and with words and with browsing under every facet and every
 * facet but dietary (which alone counts items by their own tags); every sort once; and the filters together. A
 * filter added to the registry (`fields.ts`) needs a sample here before the code compiles. Each path warmed makes
 * every thread's warm-up longer, which a start or a swap pays rather than a person (docs/catalog-swap.md says how
 * long it takes and what each set of searches bought).
 *
 * Browses of items keep to a place, and those by a filter that is not one to a few kilometres: a nationwide browse
 * would fill the thread's work buffers before anyone asked for one, and a big city's would lengthen the warm-up
 * while warming no path that a small place's does not.
 */
import { FACETS, SORTS, filtersOf, type FilterName, type Filters, type SearchIndexName } from '../../search/fields.ts';
import type { SearchRequest } from '../../search/request.ts';
import { NEAR_RADIUS_M } from '../../../rules/limits.ts';

/** A value of every filter, around one restaurant of the catalog. */
export type FilterSamples = { [Name in FilterName]-?: NonNullable<Filters[Name]> };

/** A search as `warm` runs it: the request but for its index, page and instant. */
export type WarmSearch = Pick<SearchRequest, 'text' | 'filters' | 'sort' | 'facets'>;

/** What a restaurant of the catalog gives the samples. */
export interface SampleRestaurant {
  id: string;
  latitude: number;
  longitude: number;
  state: string;
  city: string;
  cuisine: string;
  /** The catalog's largest chain, or any id when it has none: the path is the same. */
  chainId: string;
}

export function filterSamples({
  id,
  latitude,
  longitude,
  state,
  city,
  cuisine,
  chainId,
}: SampleRestaurant): FilterSamples {
  const degrees = 0.05;
  return {
    state,
    city,
    cuisine,
    cuisines: [cuisine, cuisine === 'pizza' ? 'mexican' : 'pizza'],
    restaurant_id: id,
    price_range: ['$$', '$$$'],
    price: { min: 5, max: 15 },
    min_rating: 4,
    open_now: true,
    open_at: '2026-11-27T19:30:00-06:00',
    chain_ids: [chainId],
    independent: true,
    attributes: ['delivery'],
    dietary: ['vegetarian'],
    near: { latitude, longitude, radius_m: NEAR_RADIUS_M.default },
    within: {
      north: latitude + degrees,
      south: latitude - degrees,
      east: longitude + degrees,
      west: longitude - degrees,
    },
  };
}

/** `names`' samples as one filter object, keys in the registry's order (as a request's are). */
function pick(samples: FilterSamples, names: readonly FilterName[]): Filters {
  const filters: Filters = {};
  for (const name of names) Object.assign(filters, { [name]: samples[name] });
  return filters;
}

/** Filters that say where to look: a place, or one restaurant's menu. */
const LOCATING: readonly FilterName[] = ['state', 'city', 'near', 'within', 'restaurant_id'];

/** The warm-up searches of one index, around the samples. */
export function warmSearches(index: SearchIndexName, samples: FilterSamples): WarmSearch[] {
  const every = [...FACETS];
  // An item counts towards the dietary facet by its own tags, the long way: without that facet its restaurant
  // counts for it (`discovery.ts`), another path to warm.
  const restaurantWise = every.filter((facet) => facet !== 'dietary');
  const names = filtersOf(index);
  const words = (text: string, filters: Filters = {}, facets: WarmSearch['facets'] = []): WarmSearch => ({
    text,
    filters,
    sort: 'relevance',
    facets,
  });
  const browse = (name: FilterName, facets: WarmSearch['facets'] = every): WarmSearch => {
    const scoped = index === 'items' && !LOCATING.includes(name) ? ['near' as const, name] : [name];
    return {
      text: '',
      filters: pick(
        samples,
        names.filter((n) => scoped.includes(n)),
      ),
      sort: 'rating',
      facets,
    };
  };
  // Every filter that does not locate (which would leave the rest nothing to test), together; open_at and
  // cuisine are the same tests as open_now and cuisines (and a request may not give open_now and open_at both).
  const together = pick(
    samples,
    names.filter((name) => !LOCATING.includes(name) && name !== 'open_at' && name !== 'cuisine'),
  );
  return [
    words('pizza'),
    words(`fish tacos in ${samples.city}`),
    words('chiken sandwic', pick(samples, ['price_range']), ['cuisine', 'rating']),
    words('cheap vegan tacos open late'),
    words('salad', {}, restaurantWise),
    ...names.map((name) => words('chicken', pick(samples, [name]))),
    ...names.map((name) => words('chicken', pick(samples, [name]), restaurantWise)),
    ...names.map((name) => browse(name)),
    ...names.map((name) => browse(name, restaurantWise)),
    words('house', together),
    words('house', together, every),
    ...SORTS.map((sort) => ({
      text: 'burger',
      filters: pick(samples, ['near']),
      sort,
      facets: [],
    })),
  ];
}
