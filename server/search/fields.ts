/**
 * Every field a search can be narrowed by, declared once. The routes build their request schemas from these
 * declarations (so validation and the OpenAPI document follow), the planner reads which of them name a place, and
 * the executor applies each one; `routes/search-fields.test.ts` holds the three to the same list.
 */
import { Type, type Static, type TOptional, type TSchema } from '@sinclair/typebox';
import { DIETARY_TAGS } from '../../rules/dietary.ts';
import { SERVICE_ATTRIBUTES } from '../../rules/service-attributes.ts';
import { PRIOR_AVERAGE, PRIOR_REVIEWS } from '../../rules/rating-score.ts';
import {
  CITY_NAME_LENGTH,
  MAX_CUISINE_SLUG_LENGTH,
  MAX_SEARCH_CHAINS,
  MAX_SEARCH_CUISINES,
  NEAR_RADIUS_M,
  RESTAURANT_DIETARY_MIN_MEALS,
} from '../../rules/limits.ts';

/** The two searchable collections: restaurants, and menu items across every menu. */
export type SearchIndexName = 'restaurants' | 'items';

export const RestaurantIdSchema = Type.String({ pattern: '^rst_[0-9A-Za-z]{12}$', examples: ['rst_4fT9aQ2mXc1B'] });

export const StateSchema = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'Two-letter US state code or DC, case-insensitive',
  examples: ['TX'],
});

export const CitySchema = Type.String({
  minLength: CITY_NAME_LENGTH.min,
  maxLength: CITY_NAME_LENGTH.max,
  description: 'City name, case-insensitive',
  examples: ['Houston'],
});

export const CuisineSchema = Type.String({
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  maxLength: MAX_CUISINE_SLUG_LENGTH,
  examples: ['tex-mex'],
});

export const PriceRangeSchema = Type.Union([
  Type.Literal('$'),
  Type.Literal('$$'),
  Type.Literal('$$$'),
  Type.Literal('$$$$'),
]);
export const DietaryTagSchema = Type.Union(
  DIETARY_TAGS.map((tag) => Type.Literal(tag)),
  { description: 'vegetarian: no meat, fish or seafood; vegan: also no dairy, egg or honey; gluten_free: no wheat.' },
);

export const ChainIdSchema = Type.String({ pattern: '^chn_[0-9A-Za-z]{12}$', examples: ['chn_8Kq2LmT0xZ4a'] });

const ServiceAttributeSchema = Type.Union(
  SERVICE_ATTRIBUTES.map((name) => Type.Literal(name)),
  { description: 'delivery, takeout (or pickup), dine_in (seats guests), reservations (takes them).' },
);

interface FilterDeclaration {
  /** The searches that accept it. */
  indexes: readonly SearchIndexName[];
  /** Its value as a request carries it (validated before a search sees it). */
  schema: TSchema;
  /**
   * Whether it names a place. A place recognised in the words of a query is applied only when the request names
   * none: what a client sets explicitly wins.
   */
  place: boolean;
}

export const FILTER_FIELDS = {
  state: {
    indexes: ['restaurants', 'items'],
    schema: StateSchema,
    place: true,
  },
  city: {
    indexes: ['restaurants', 'items'],
    schema: CitySchema,
    place: true,
  },
  cuisine: {
    indexes: ['restaurants'],
    schema: CuisineSchema,
    place: false,
  },
  restaurant_id: {
    indexes: ['items'],
    schema: RestaurantIdSchema,
    place: false,
  },
  cuisines: {
    indexes: ['restaurants', 'items'],
    schema: Type.Array(CuisineSchema, {
      minItems: 1,
      maxItems: MAX_SEARCH_CUISINES,
      description: "Any of these cuisines (the restaurant's, for items).",
    }),
    place: false,
  },
  price_range: {
    indexes: ['restaurants', 'items'],
    schema: Type.Array(PriceRangeSchema, {
      minItems: 1,
      maxItems: 4,
      description: "Any of these price tiers (the restaurant's, for items).",
    }),
    place: false,
  },
  price: {
    indexes: ['items'],
    schema: Type.Object(
      { min: Type.Optional(Type.Number({ minimum: 0 })), max: Type.Optional(Type.Number({ minimum: 0 })) },
      { additionalProperties: false, description: "The item's own price in dollars; items without one never match." },
    ),
    place: false,
  },
  min_rating: {
    indexes: ['restaurants', 'items'],
    schema: Type.Number({ minimum: 0, maximum: 5, description: "The restaurant's average rating, at least." }),
    place: false,
  },
  open_now: {
    indexes: ['restaurants', 'items'],
    schema: Type.Boolean({
      description: "true: open at the moment of the request, by the restaurant's own hours in its time zone.",
    }),
    place: false,
  },
  open_at: {
    indexes: ['restaurants', 'items'],
    schema: Type.String({
      format: 'date-time',
      description: "Open at this instant (ISO 8601 with offset), by the restaurant's own hours in its time zone.",
      examples: ['2026-11-27T19:30:00-06:00'],
    }),
    place: false,
  },
  chain_ids: {
    indexes: ['restaurants'],
    schema: Type.Array(ChainIdSchema, {
      minItems: 1,
      maxItems: MAX_SEARCH_CHAINS,
      description: 'Locations of any of these chains (chain.chain_id of a record, or a value of the chain facet).',
    }),
    place: false,
  },
  independent: {
    indexes: ['restaurants'],
    schema: Type.Boolean({ description: 'true: independents only (no chain); false: chain locations only.' }),
    place: false,
  },
  attributes: {
    indexes: ['restaurants'],
    schema: Type.Array(ServiceAttributeSchema, {
      minItems: 1,
      maxItems: SERVICE_ATTRIBUTES.length,
      uniqueItems: true,
      description: 'All of these service attributes, each known to be true (an unknown one does not match).',
    }),
    place: false,
  },
  dietary: {
    indexes: ['restaurants', 'items'],
    schema: Type.Array(DietaryTagSchema, {
      minItems: 1,
      maxItems: DIETARY_TAGS.length,
      description:
        `All of these tags: the item’s own, or for restaurants at least ${RESTAURANT_DIETARY_MIN_MEALS} meals with ` +
        'each (items outside the sections of drinks, sides and desserts).',
    }),
    place: false,
  },
  near: {
    indexes: ['restaurants', 'items'],
    schema: Type.Object(
      {
        latitude: Type.Number({ minimum: -90, maximum: 90 }),
        longitude: Type.Number({ minimum: -180, maximum: 180 }),
        radius_m: Type.Optional(
          Type.Number({ minimum: NEAR_RADIUS_M.min, maximum: NEAR_RADIUS_M.max, default: NEAR_RADIUS_M.default }),
        ),
      },
      {
        additionalProperties: false,
        description:
          `Within radius_m (default ${NEAR_RADIUS_M.default.toLocaleString('en-US')}) of this point: ` +
          'a hard filter.',
      },
    ),
    place: true,
  },
  within: {
    indexes: ['restaurants', 'items'],
    schema: Type.Object(
      {
        north: Type.Number({ minimum: -90, maximum: 90 }),
        south: Type.Number({ minimum: -90, maximum: 90 }),
        east: Type.Number({ minimum: -180, maximum: 180 }),
        west: Type.Number({ minimum: -180, maximum: 180 }),
      },
      { additionalProperties: false, description: "Inside this box (a map's view), in degrees." },
    ),
    place: true,
  },
} as const satisfies Record<string, FilterDeclaration>;

/** The orders a search can return its hits in. */
export const SORTS = ['relevance', 'rating', 'review_count', 'distance', 'price_asc', 'price_desc'] as const;
export type SearchSort = (typeof SORTS)[number];

/** What a search can count its matches by (meta.facets). */
export const FACETS = [
  'cuisine',
  'price_range',
  'city',
  'state',
  'rating',
  'open_now',
  'dietary',
  'chain',
  'attributes',
] as const;
export type FacetName = (typeof FACETS)[number];

/** The body properties that order and count a search. */
export const orderProperties = {
  sort: Type.Optional(
    Type.Union(
      SORTS.map((sort) => Type.Literal(sort)),
      {
        description:
          'relevance is the default with words, rating when browsing; distance needs near. rating orders by how sure ' +
          `a rating is, not by its raw average: the average pulled towards ${PRIOR_AVERAGE} as if ${PRIOR_REVIEWS} more ` +
          'reviews had given that ' +
          '(a Bayesian average), unrated last; with words, the matches whose name, cuisines or one dish name the ' +
          'query come first.',
      },
    ),
  ),
  facets: Type.Optional(
    Type.Array(Type.Union(FACETS.map((facet) => Type.Literal(facet))), {
      maxItems: FACETS.length,
      description: 'Count all matches by these fields (meta.facets); the total is then exact.',
    }),
  ),
};

export type FilterName = keyof typeof FILTER_FIELDS;

/** A conjunction of filters: every one given must hold. */
export type Filters = { [Name in FilterName]?: Static<(typeof FILTER_FIELDS)[Name]['schema']> };

/** The names of the filters a search accepts. */
export type FilterOf<Index extends SearchIndexName> = {
  [Name in FilterName]: Index extends (typeof FILTER_FIELDS)[Name]['indexes'][number] ? Name : never;
}[FilterName];

/** The filters a search accepts, by name. */
export function filtersOf<Index extends SearchIndexName>(index: Index): FilterOf<Index>[] {
  return (Object.keys(FILTER_FIELDS) as FilterName[]).filter((name): name is FilterOf<Index> =>
    (FILTER_FIELDS[name].indexes as readonly SearchIndexName[]).includes(index),
  );
}

/** The request-body properties of a search's filters, each optional. */
export function filterProperties<Index extends SearchIndexName>(
  index: Index,
): { [Name in FilterOf<Index>]: TOptional<(typeof FILTER_FIELDS)[Name]['schema']> } {
  return Object.fromEntries(filtersOf(index).map((name) => [name, Type.Optional(FILTER_FIELDS[name].schema)])) as {
    [Name in FilterOf<Index>]: TOptional<(typeof FILTER_FIELDS)[Name]['schema']>;
  };
}

/** Whether the filters name a place of their own. */
export function namesPlace(filters: Filters): boolean {
  return (Object.keys(filters) as FilterName[]).some(
    (name) => FILTER_FIELDS[name].place && filters[name] !== undefined,
  );
}
