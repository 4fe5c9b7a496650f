/**
 * Every field a search can be narrowed by, declared once. The routes build their request schemas from these
 * declarations (so validation and the OpenAPI document follow), the planner reads which of them name a place, and
 * the executor applies each one; `fields.test.ts` holds the three to the same list.
 */
import { Type, type Static, type TOptional, type TSchema } from '@sinclair/typebox';

/** The two searchable collections: restaurants, and menu items across every menu. */
export type SearchIndexName = 'restaurants' | 'items';

export const RestaurantIdSchema = Type.String({ pattern: '^rst_[0-9A-Za-z]{12}$', examples: ['rst_4fT9aQ2mXc1B'] });

export const StateSchema = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'Two-letter US state code or DC, case-insensitive',
  examples: ['TX'],
});

export const CitySchema = Type.String({
  minLength: 1,
  maxLength: 100,
  description: 'City name, case-insensitive',
  examples: ['Houston'],
});

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
    schema: Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$', maxLength: 60, examples: ['tex-mex'] }),
    place: false,
  },
  restaurant_id: {
    indexes: ['items'],
    schema: RestaurantIdSchema,
    place: false,
  },
} as const satisfies Record<string, FilterDeclaration>;

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
