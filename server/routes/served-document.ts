/**
 * What the OpenAPI document says that depends on this server: the quota it is configured with (`info.x-quota`,
 * which the API reference states, so it never says 1,000 to a server set otherwise), and examples taken from the
 * catalog being served: "Try it" and the code samples then ask for
 * a restaurant, a place, a cuisine, a chain and a dish that exist, where a made-up id answered 404 (and was counted). They
 * are read once as the app starts; when the catalog cannot be read or lacks the example dish, the schemas' own
 * examples stay (the tool that generates the client types opens no catalog, so its document never changes).
 */
import type { TSchema } from '@sinclair/typebox';
import type { Catalog } from '../catalog/catalog.ts';
import { ChainIdSchema, CitySchema, CuisineSchema, RestaurantIdSchema, StateSchema } from '../search/fields.ts';
import { QueryField } from './common.ts';
import { MATCH_EXAMPLE } from './lookups.ts';

const exampleOf = (schema: TSchema) => (schema.examples as unknown[])[0] as string;

/** Each placeholder example of the schemas, and what the served catalog has in its place. */
export type ServedExamples = Map<string, string>;

export async function servedExamples(catalog: Catalog, now: Date): Promise<ServedExamples | null> {
  const q = exampleOf(QueryField);
  try {
    const { hits } = await catalog.search({
      index: 'items',
      text: q,
      filters: {},
      sort: 'relevance',
      sortChosen: false,
      facets: [],
      page: { limit: 1, offset: 0 },
      now: now.getTime(),
    });
    const hit = hits[0];
    const restaurant = hit && (await catalog.record({ kind: 'restaurant', restaurantId: hit.restaurant_id }));
    if (!restaurant) return null;
    const chain = restaurant.chain ?? (await bestChainLocation(catalog, now))?.chain;
    return new Map([
      ...(chain ? [[exampleOf(ChainIdSchema), chain.chain_id] as const] : []),
      [exampleOf(RestaurantIdSchema), restaurant.restaurant_id],
      [exampleOf(StateSchema), restaurant.address.state],
      [exampleOf(CitySchema), restaurant.address.city],
      ...(restaurant.cuisines[0] === undefined ? [] : [[exampleOf(CuisineSchema), restaurant.cuisines[0]] as const]),
      [MATCH_EXAMPLE.name, restaurant.name],
      ...(restaurant.phone === null ? [] : [[MATCH_EXAMPLE.phone, restaurant.phone] as const]),
    ]);
  } catch {
    return null;
  }
}

/** The best-rated chain location of the catalog, for a chain id that exists when the example dish's is none's. */
async function bestChainLocation(catalog: Catalog, now: Date) {
  const { hits } = await catalog.search({
    index: 'restaurants',
    text: '',
    filters: { independent: false },
    sort: 'rating',
    sortChosen: false,
    facets: [],
    page: { limit: 1, offset: 0 },
    now: now.getTime(),
  });
  return hits[0];
}

/** The document as this server publishes it. */
export function servedDocument<T extends { info?: object }>(
  document: T,
  served: { quotaLimit: number; examples: ServedExamples | null },
): T {
  const withQuota = {
    ...document,
    info: { ...document.info, 'x-quota': { limit: served.quotaLimit, window: 'month' } },
  };
  return served.examples ? withServedExamples(withQuota, served.examples) : withQuota;
}

/**
 * The document with every `example` and `examples` value that is a placeholder replaced by the served one, also
 * inside an example that is a whole request body (`{ ids: ["rst_…"] }`).
 */
function withServedExamples<T>(node: T, served: ServedExamples): T {
  if (Array.isArray(node)) return node.map((value) => withServedExamples(value, served)) as T;
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'example' || key === 'examples' ? swapped(value, served) : withServedExamples(value, served),
    ]),
  ) as T;
}

/** An example with each placeholder string in it replaced by the served value. */
function swapped(value: unknown, served: ServedExamples): unknown {
  if (typeof value === 'string') return served.get(value) ?? value;
  if (Array.isArray(value)) return value.map((inner) => swapped(inner, served));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swapped(inner, served)]));
}
