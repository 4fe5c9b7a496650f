/**
 * The API's records (docs/api-decisions.md), as TypeBox schemas. They are the one source of truth for these shapes:
 * the catalog returns values of these types, the routes put the schemas in their responses, and the OpenAPI
 * document (hence the browser's types) is generated from them.
 */
import { Type, type SchemaOptions, type Static, type TSchema } from '@sinclair/typebox';
import { DAYS, type Day } from '../../rules/open-hours.ts';
import { ChainIdSchema, DietaryTagSchema, PriceRangeSchema, RestaurantIdSchema } from '../search/fields.ts';
import { SearchInterpretationSchema } from '../search/interpretation.ts';
import { MATCHED_DISHES } from '../../rules/limits.ts';
import { COURSES } from '../index/courses.ts';

/** A `$ref` to a named schema that still infers as its target, so `Static` sees through it. */
export const refTo = <T extends TSchema>(schema: T) => Type.Unsafe<Static<T>>(Type.Ref(schema.$id!));

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T, options?: SchemaOptions) =>
  Type.Union([schema, Type.Null()], options);

const ItemId = Type.String({ pattern: '^itm_[0-9A-Za-z]{12}$' });

const DietaryTagsSchema = Type.Array(DietaryTagSchema, { description: 'What the dish is, by its own text.' });

const WeekdaySchema = Type.Unsafe<Day>(Type.Union(DAYS.map((day) => Type.Literal(day))));

const OpeningHoursSchema = Type.Object(
  {
    day: WeekdaySchema,
    open: Type.String({ pattern: '^[0-2][0-9]:[0-5][0-9]$', description: 'Local time, HH:MM' }),
    close: Type.String({ pattern: '^[0-2][0-9]:[0-5][0-9]$', description: 'Local time, HH:MM' }),
    overnight: Type.Boolean({ description: 'True when the range closes after midnight, on the next day' }),
  },
  { $id: 'OpeningHours' },
);

const LocationSchema = Type.Object({ latitude: Type.Number(), longitude: Type.Number() });

const ChainSchema = Nullable(
  Type.Object({
    chain_id: ChainIdSchema,
    name: Type.String(),
    location_count: Type.Integer({ minimum: 1, description: "The chain's locations in this catalog" }),
  }),
  { description: 'The chain this restaurant is a location of; null for an independent.' },
);

const knownOrNot = (description: string) => Nullable(Type.Boolean(), { description: `${description}; null: unknown` });

const ServiceAttributesSchema = Type.Object(
  {
    delivery: knownOrNot('Delivers'),
    takeout: knownOrNot('Takeout or pickup'),
    dine_in: knownOrNot('Seats guests'),
    reservations: knownOrNot('Takes reservations'),
  },
  { description: 'What it offers besides its menu, where the source says.' },
);

const CourseSchema = Type.Union(
  COURSES.map((course) => Type.Literal(course)),
  { description: 'From its section title and dish name; null when neither says.' },
);

export const RestaurantSchema = Type.Object(
  {
    restaurant_id: RestaurantIdSchema,
    name: Type.String(),
    cuisines: Type.Array(Type.String(), { description: 'Lowercase slugs, most specific first' }),
    price_range: Nullable(PriceRangeSchema),
    rating: Type.Object({
      average: Nullable(Type.Number({ minimum: 0, maximum: 5 })),
      count: Type.Integer({ minimum: 0 }),
    }),
    address: Type.Object({
      street: Type.String(),
      city: Type.String(),
      state: Type.String({ minLength: 2, maxLength: 2 }),
      postal_code: Type.String(),
      country: Type.Literal('US'),
      formatted: Type.String(),
    }),
    location: LocationSchema,
    phone: Nullable(Type.String({ description: 'E.164' })),
    website: Nullable(Type.String()),
    timezone: Type.String({ description: 'IANA time zone, e.g. America/Chicago' }),
    chain: ChainSchema,
    attributes: ServiceAttributesSchema,
    updated_at: Type.String({
      format: 'date-time',
      description: "When the source last changed the record; the catalog's build time where the source has no date.",
    }),
    hours: Nullable(Type.Array(refTo(OpeningHoursSchema)), {
      description:
        'Opening ranges by day in its own time zone; an empty list is never open. Null when the source does not ' +
        'say (imported data): such a restaurant never matches open_now or open_at.',
    }),
    menu_summary: Type.Object({
      section_count: Type.Integer({ minimum: 0 }),
      item_count: Type.Integer({ minimum: 0 }),
      median_price: Nullable(Type.Number()),
      dietary: Type.Object(
        {
          vegetarian: Type.Integer({ minimum: 0 }),
          vegan: Type.Integer({ minimum: 0 }),
          gluten_free: Type.Integer({ minimum: 0 }),
        },
        { description: 'How many of its menu items carry each dietary tag.' },
      ),
    }),
  },
  { $id: 'Restaurant' },
);

const MenuItemSchema = Type.Object(
  {
    item_id: ItemId,
    name: Type.String(),
    description: Nullable(Type.String()),
    price: Nullable(Type.Number({ description: 'Dollars, rounded to cents' })),
    price_text: Nullable(Type.String({ description: 'Set when the price is not a number, e.g. "Market price"' })),
    dietary: DietaryTagsSchema,
    course: Nullable(CourseSchema),
  },
  { $id: 'MenuItem' },
);

const MenuFields = {
  currency: Type.Literal('USD'),
  sections: Type.Array(Type.Object({ title: Type.String(), items: Type.Array(refTo(MenuItemSchema)) })),
};

export const MenuSchema = Type.Object({ restaurant_id: RestaurantIdSchema, ...MenuFields }, { $id: 'Menu' });

/** The restaurant as GET /v1/restaurants/{id} answers it: the record, with its menu inside when asked (`expand=menu`). */
export const ExpandableRestaurantSchema = Type.Intersect(
  [
    refTo(RestaurantSchema),
    Type.Object({
      menu: Type.Optional(
        Type.Object(MenuFields, {
          description: 'Only with expand=menu: the menu, as GET /v1/restaurants/{id}/menu answers it, in the record.',
        }),
      ),
    }),
  ],
  { $id: 'ExpandableRestaurant' },
);

export const ItemHitSchema = Type.Object(
  {
    item_id: ItemId,
    restaurant_id: RestaurantIdSchema,
    restaurant_name: Type.String(),
    section: Type.String(),
    name: Type.String(),
    description: Nullable(Type.String()),
    price: Nullable(Type.Number()),
    price_text: Nullable(Type.String()),
    dietary: DietaryTagsSchema,
    course: Nullable(CourseSchema),
    currency: Type.Literal('USD'),
    city: Type.String(),
    state: Type.String(),
    price_range: Nullable(PriceRangeSchema, { description: "The restaurant's price tier" }),
    rating: Type.Object(
      { average: Nullable(Type.Number({ minimum: 0, maximum: 5 })), count: Type.Integer({ minimum: 0 }) },
      { description: "The restaurant's rating" },
    ),
    location: { ...LocationSchema, description: "The restaurant's position, for a map of the hits" },
    distance_m: Type.Optional(Type.Integer({ minimum: 0, description: "The restaurant's distance from near" })),
  },
  { $id: 'ItemHit' },
);

export const CuisineCountSchema = Type.Object(
  {
    cuisine: Type.String(),
    restaurant_count: Type.Integer({ minimum: 0 }),
    share: Type.Number({
      minimum: 0,
      maximum: 1,
      description:
        'Share of the restaurants in scope that list this cuisine. A restaurant with several cuisines counts in ' +
        'each, so the shares of all cuisines may sum past 1.',
    }),
  },
  { $id: 'CuisineCount' },
);

export const CuisineEntrySchema = Type.Object(
  {
    cuisine: Type.String({ description: "The slug, as a search's cuisines filter takes it" }),
    name: Type.String({ description: 'How it is shown, e.g. "Neapolitan pizza"' }),
    parent: Nullable(Type.String(), {
      description: 'The more general slug it belongs to ("neapolitan-pizza" → "pizza"); null when none',
    }),
    kind: Type.Union([Type.Literal('cuisine'), Type.Literal('dish'), Type.Literal('format')], {
      description:
        'cuisine: a way of cooking (thai, cajun); dish: a dish or drink a place is known for (pizza, coffee); ' +
        'format: a kind of place (diner, bar, bakery)',
    }),
    restaurant_count: Type.Integer({ minimum: 0, description: 'Restaurants listing it, nationally' }),
  },
  { $id: 'CuisineEntry' },
);

const PriceTiersSchema = Type.Object(
  {
    $: Type.Integer({ minimum: 0 }),
    $$: Type.Integer({ minimum: 0 }),
    $$$: Type.Integer({ minimum: 0 }),
    $$$$: Type.Integer({ minimum: 0 }),
    unknown: Type.Integer({ minimum: 0, description: 'Restaurants whose price tier is not known' }),
  },
  { description: 'Restaurants at each price tier; the five counts sum to restaurant_count.' },
);

const ExpensiveShareSchema = Nullable(Type.Number({ minimum: 0, maximum: 1 }), {
  description: 'Share of the restaurants with a known price tier that are "$$$" or "$$$$"; null when none has a tier.',
});

/** What the statistics of a city, a state and a row of the city ranking have in common. */
const placeFigures = {
  restaurant_count: Type.Integer({ minimum: 0 }),
  item_count: Type.Integer({ minimum: 0 }),
  average_price: Nullable(Type.Number()),
  median_price: Nullable(Type.Number()),
  p90_price: Nullable(Type.Number()),
  price_tiers: PriceTiersSchema,
  expensive_share: ExpensiveShareSchema,
};

/**
 * What every place's statistics (a city's, a state's, the nation's, a ranking row) carry to be compared and dated
 * (`server/stats/benchmarks.ts`).
 */
const benchmarkFields = {
  price_index: Nullable(Type.Number({ minimum: 0 }), {
    description:
      'The median item price as a percentage of the national median item price (100 = the US median), one ' +
      'decimal; null when the place has no priced item.',
  }),
  population: Nullable(Type.Integer({ minimum: 0 }), {
    description:
      "People living there: a city's from the GeoNames gazetteer, matched by state and name; a state's from the " +
      "2020 census; the nation's their sum. null when the gazetteer does not know the place.",
  }),
  restaurants_per_10k: Nullable(Type.Number({ minimum: 0 }), {
    description: 'restaurant_count per 10,000 people, two decimals; null when population is null.',
  }),
  chain_share: Type.Number({
    minimum: 0,
    maximum: 1,
    description: 'The share of its restaurants that belong to a chain with at least 5 locations (4 decimals).',
  }),
  service_mix: Type.Object(
    {
      quick: Type.Number({ minimum: 0, maximum: 1 }),
      full: Type.Number({ minimum: 0, maximum: 1 }),
    },
    {
      description:
        'The shares of its restaurants that are quick service (ordered at a counter) and full service, by the ' +
        'cuisine each lists first (4 decimals); a restaurant listing no cuisine is in neither.',
    },
  ),
  main_median_price: Nullable(Type.Number(), {
    description: 'The median price of its main courses (items whose course is "main"), in dollars; null when none.',
  }),
  as_of: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: 'The date of the catalog these figures describe: when it was built or imported (YYYY-MM-DD).',
  }),
};

/** A place's statistics before its benchmarks are added. */
export type Unbenchmarked<T> = Omit<T, keyof typeof benchmarkFields>;

const placeStatistics = {
  state: Type.String(),
  currency: Type.Literal('USD'),
  ...placeFigures,
  price_percentiles: Type.Object(
    {
      p10: Nullable(Type.Number()),
      p25: Nullable(Type.Number()),
      p50: Nullable(Type.Number()),
      p75: Nullable(Type.Number()),
      p90: Nullable(Type.Number()),
      p99: Nullable(Type.Number()),
    },
    { description: "Percentiles of every priced menu item's price, in dollars" },
  ),
  top_cuisines: Type.Array(refTo(CuisineCountSchema), {
    description:
      'Shares are of restaurants; a restaurant with several cuisines counts in each, so they may sum past 1.',
  }),
  ...benchmarkFields,
};

export const CityStatsSchema = Type.Object({ ...placeStatistics, city: Type.String() }, { $id: 'CityStats' });

const cityCount = Type.Integer({ minimum: 0, description: 'Cities with at least one restaurant' });

export const StateStatsSchema = Type.Object({ ...placeStatistics, city_count: cityCount }, { $id: 'StateStats' });

export const UsStatsSchema = Type.Object(
  {
    ...placeStatistics,
    state: Type.Literal('US', { description: 'The whole country: "US" where a state answer has its code' }),
    city_count: cityCount,
    state_count: Type.Integer({ minimum: 0, description: 'States (and DC) with at least one restaurant' }),
  },
  { $id: 'UsStats' },
);

export const CityRankingRowSchema = Type.Object(
  {
    state: Type.String(),
    city: Type.String(),
    ...placeFigures,
    location: { ...LocationSchema, description: "The mean position of the city's restaurants, for a map" },
    ...benchmarkFields,
  },
  { $id: 'CityRankingRow' },
);

/** How a place's dish compares: how many of its restaurants serve it, and its price against the nation's. */
const dishBenchmarkFields = {
  penetration: Type.Number({
    minimum: 0,
    maximum: 1,
    description: "restaurant_count as a share of all the place's restaurants (4 decimals)",
  }),
  price_index: Nullable(Type.Number({ minimum: 0 }), {
    description:
      "The median as a percentage of the dish's national median (meta.national.median), one decimal; null when " +
      'there is no national median.',
  }),
};

export const DishPricesRowSchema = Type.Object(
  {
    state: Type.String(),
    city: Nullable(Type.String(), { description: 'null when grouped by state' }),
    item_count: Type.Integer({ minimum: 0, description: 'Matching items with a price' }),
    restaurant_count: Type.Integer({ minimum: 0, description: 'Restaurants serving at least one of them' }),
    min: Type.Number(),
    p25: Type.Number(),
    median: Type.Number(),
    p75: Type.Number(),
    max: Type.Number(),
    average: Type.Number(),
    location: {
      ...LocationSchema,
      description: "The mean position of the place's restaurants (a city's or a state's), for a map",
    },
    ...dishBenchmarkFields,
  },
  { $id: 'DishPricesRow' },
);

export const DishPricesNationalSchema = Type.Object(
  {
    state: Type.Literal('US'),
    city: Type.Null(),
    item_count: Type.Integer({ minimum: 0, description: 'Matching items with a price, nationwide' }),
    restaurant_count: Type.Integer({ minimum: 0, description: 'Restaurants serving at least one of them' }),
    min: Nullable(Type.Number()),
    p25: Nullable(Type.Number()),
    median: Nullable(Type.Number()),
    p75: Nullable(Type.Number()),
    max: Nullable(Type.Number()),
    average: Nullable(Type.Number()),
    ...dishBenchmarkFields,
  },
  {
    $id: 'DishPricesNational',
    description:
      'The dish across the whole country: the same reading of q without its place (state, cities or a place ' +
      'named in q); prices null when no item has one.',
  },
);

export const CuisinePlaceRowSchema = Type.Object(
  {
    state: Type.String(),
    city: Type.String(),
    cuisine: Type.String(),
    restaurant_count: Type.Integer({ minimum: 1, description: 'Restaurants of the city that list the cuisine' }),
    share: Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'restaurant_count as a share of all the restaurants of the city (4 decimals)',
    }),
    place_restaurant_count: Type.Integer({ minimum: 1, description: 'All the restaurants of the city' }),
    location: { ...LocationSchema, description: "The mean position of the city's restaurants, for a map" },
    as_of: benchmarkFields.as_of,
  },
  { $id: 'CuisinePlaceRow' },
);

export const DishMatrixCellSchema = Type.Object(
  {
    q: Type.String({ description: 'The dish as asked for (dishes[i])' }),
    state: Type.String(),
    city: Type.String({ description: "The city's name as the catalog spells it" }),
    item_count: Type.Integer({ minimum: 0, description: 'Matching items with a price in the city' }),
    restaurant_count: Type.Integer({ minimum: 0, description: 'Restaurants of the city serving at least one' }),
    median: Nullable(Type.Number(), { description: 'Their median price in dollars (nearest rank); null when none' }),
    ...dishBenchmarkFields,
  },
  { $id: 'DishMatrixCell' },
);

/** A restaurant as a search hit: the record plus the dishes on its menu that matched the query (at most 3). */
export const RestaurantHitSchema = Type.Composite(
  [
    RestaurantSchema,
    Type.Object({
      matched_dishes: Type.Array(Type.String(), {
        maxItems: MATCHED_DISHES,
        description:
          'Dish names from the menu that matched; empty when the restaurant matched by name, cuisine or place.',
      }),
      open_now: Nullable(Type.Boolean(), {
        description:
          'Open at the moment of the request, by its own hours and time zone; null when its hours are unknown',
      }),
      distance_m: Type.Optional(Type.Integer({ minimum: 0, description: 'Distance from near, in metres' })),
    }),
  ],
  { $id: 'RestaurantHit', additionalProperties: false },
);

/** Every schema that other schemas reference by `$id`; registered once with Fastify. */
export const sharedRecordSchemas = [
  OpeningHoursSchema,
  MenuItemSchema,
  CuisineCountSchema,
  CuisineEntrySchema,
  RestaurantSchema,
  RestaurantHitSchema,
  ExpandableRestaurantSchema,
  SearchInterpretationSchema,
  MenuSchema,
  ItemHitSchema,
  CityStatsSchema,
  StateStatsSchema,
  UsStatsSchema,
  CityRankingRowSchema,
  DishPricesRowSchema,
  DishPricesNationalSchema,
  CuisinePlaceRowSchema,
  DishMatrixCellSchema,
];

export type Restaurant = Static<typeof RestaurantSchema>;
export type ExpandableRestaurant = Static<typeof ExpandableRestaurantSchema>;
export type RestaurantHit = Static<typeof RestaurantHitSchema>;
export type Menu = Static<typeof MenuSchema>;
export type ItemHit = Static<typeof ItemHitSchema>;
export type CuisineCount = Static<typeof CuisineCountSchema>;
export type CuisineEntry = Static<typeof CuisineEntrySchema>;
export type CityStats = Static<typeof CityStatsSchema>;
export type StateStats = Static<typeof StateStatsSchema>;
export type UsStats = Static<typeof UsStatsSchema>;
export type CityRankingRow = Static<typeof CityRankingRowSchema>;
export type DishPricesRow = Static<typeof DishPricesRowSchema>;
export type DishPricesNational = Static<typeof DishPricesNationalSchema>;
export type CuisinePlaceRow = Static<typeof CuisinePlaceRowSchema>;
export type DishMatrixCell = Static<typeof DishMatrixCellSchema>;
