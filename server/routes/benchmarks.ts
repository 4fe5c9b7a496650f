/**
 * The analyst's yardsticks: GET /v1/stats/us (the nation's figures, which every place's price index is read
 * against), GET /v1/stats/cuisines/{cuisine} (cities ranked by one cuisine) and POST /v1/stats/dish-prices/matrix
 * (dishes × cities).
 */
import { Type } from '@sinclair/typebox';
import { CuisinePlaceRowSchema, DishMatrixCellSchema, UsStatsSchema, refTo } from '../catalog/records.ts';
import { ApiError } from '../gateway/errors.ts';
import { CitySchema, StateSchema } from '../search/fields.ts';
import { SearchInterpretationSchema } from '../search/interpretation.ts';
import { MAX_QUERY_LENGTH, MIN_RESTAURANTS, PAGE_LIMIT } from '../../rules/limits.ts';
import { MAX_MATRIX_CITIES, MAX_MATRIX_DISHES } from '../../rules/dish-matrix.ts';
import { LimitField, PaginationSchema, RankingOffsetField, errorResponses, usState } from './common.ts';
import { CursorField, pageStart, rankingPagination } from './cursor.ts';
import type { DataRoutes } from './types.ts';

const CUISINE_RANKING_DEFAULTS = { sort: 'share', order: 'desc' } as const;

const MatrixBody = Type.Object(
  {
    dishes: Type.Array(Type.String({ maxLength: MAX_QUERY_LENGTH }), {
      minItems: 1,
      maxItems: MAX_MATRIX_DISHES,
      description: `Up to ${MAX_MATRIX_DISHES} dishes, each read as item search reads q (1–${MAX_QUERY_LENGTH} characters after trimming).`,
    }),
    cities: Type.Array(Type.Object({ state: StateSchema, city: CitySchema }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: MAX_MATRIX_CITIES,
      description: `Up to ${MAX_MATRIX_CITIES} cities; an unknown one is 404 city_not_found naming it.`,
    }),
  },
  { additionalProperties: false },
);

export const benchmarkRoutes: DataRoutes = async (app, { catalog, now }) => {
  app.get(
    '/v1/stats/us',
    {
      config: { cacheable: true },
      schema: {
        operationId: 'getUsStats',
        tags: ['stats'],
        summary: 'Counts, prices, price tiers and top cuisines of the whole country',
        description:
          'A state\'s statistics for the whole country, with state "US", and how many states and cities have ' +
          'restaurants. Counts and tiers are the sums over every state (and every city); the mean and percentiles ' +
          "are over every priced item, by the same definitions as a state's; price_index is 100 by definition.",
        querystring: Type.Object({}, { additionalProperties: false }),
        response: { 200: Type.Object({ data: refTo(UsStatsSchema) }), ...errorResponses(400, 401, 429, 503) },
      },
    },
    async () => ({ data: await catalog.statistics({ kind: 'us' }) }),
  );

  app.get(
    '/v1/stats/cuisines/:cuisine',
    {
      config: { cacheable: true },
      schema: {
        operationId: 'getCuisineRanking',
        tags: ['stats'],
        summary: 'Rank cities by one cuisine: its share of their restaurants, or its count',
        description:
          'Every city with at least min_restaurants restaurants (all cuisines) where at least one lists the ' +
          'cuisine, nationwide or within one state, ranked by the share of its restaurants that list it (the ' +
          'most first) or by how many do; ties by the other figure, then state and city. order=asc is the same list ' +
          'from its end, the fewest first. total_estimated is exact; ' +
          'pagination.next_cursor continues past the offset window. ' +
          'A cuisine no restaurant lists is 400 parameter_invalid naming cuisine.',
        params: Type.Object({ cuisine: Type.String({ minLength: 1, maxLength: 60, examples: ['vietnamese'] }) }),
        querystring: Type.Object(
          {
            state: Type.Optional(StateSchema),
            sort: Type.Optional(
              Type.Union([Type.Literal('share'), Type.Literal('restaurant_count')], {
                default: CUISINE_RANKING_DEFAULTS.sort,
              }),
            ),
            order: Type.Optional(
              Type.Union([Type.Literal('desc'), Type.Literal('asc')], { default: CUISINE_RANKING_DEFAULTS.order }),
            ),
            min_restaurants: Type.Optional(
              Type.Integer({
                minimum: MIN_RESTAURANTS.min,
                maximum: MIN_RESTAURANTS.max,
                default: MIN_RESTAURANTS.default,
                description: 'Cities with fewer restaurants (of any cuisine) are left out',
              }),
            ),
            limit: Type.Optional(LimitField),
            offset: Type.Optional(RankingOffsetField),
            cursor: Type.Optional(CursorField),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Array(refTo(CuisinePlaceRowSchema)), pagination: PaginationSchema }),
          ...errorResponses(400, 401, 429, 503),
        },
      },
    },
    async (request) => {
      const {
        sort = CUISINE_RANKING_DEFAULTS.sort,
        order = CUISINE_RANKING_DEFAULTS.order,
        min_restaurants = MIN_RESTAURANTS.default,
        limit = PAGE_LIMIT.default,
      } = request.query;
      const state = request.query.state === undefined ? undefined : usState(request.query.state);
      const cuisine = request.params.cuisine.toLowerCase();
      const ranking = { cuisine, ...(state !== undefined && { state }), sort, order, minRestaurants: min_restaurants };
      const { cursors, offset } = await pageStart(catalog, ranking, request.query);
      const answer = await catalog.statistics({ kind: 'cuisine-ranking', ...ranking, limit, offset });
      if (!answer) {
        throw new ApiError('parameter_invalid', `No restaurant lists the cuisine '${cuisine}'.`, { param: 'cuisine' });
      }
      return {
        data: answer.rows,
        pagination: rankingPagination(cursors, { limit, offset, returned: answer.rows.length, total: answer.total }),
      };
    },
  );

  app.post(
    '/v1/stats/dish-prices/matrix',
    {
      schema: {
        operationId: 'getDishMatrix',
        tags: ['stats'],
        summary: 'Each dish in each city: median price, penetration and item count',
        description:
          'One cell per dish and city, dish by dish in the order asked and city by city within each: the priced ' +
          'items an item search with that q finds in the city (typos, plurals and filter words read as item search ' +
          "reads them), their median (nearest rank, as dish prices), the share of the city's " +
          "restaurants serving one, and the median against the dish's national median. A city without the dish " +
          'has item_count 0 and median null.',
        body: MatrixBody,
        response: {
          200: Type.Object({
            data: Type.Array(refTo(DishMatrixCellSchema)),
            meta: Type.Object({
              interpretations: Type.Array(refTo(SearchInterpretationSchema), {
                description: 'How each dish was read, in the order of dishes',
              }),
              as_of: Type.String({ description: 'The date of the catalog these figures describe (YYYY-MM-DD)' }),
              processing_ms: Type.Integer(),
            }),
          }),
          ...errorResponses(400, 401, 404, 413, 415, 429, 503),
        },
      },
    },
    async (request) => {
      const { dishes, cities } = request.body;
      const texts = dishes.map((q, at) => {
        const text = q.trim();
        if (text.length === 0) {
          throw new ApiError('parameter_invalid', `dishes[${at}] is empty.`, { param: `dishes[${at}]` });
        }
        return text;
      });
      const places = cities.map((city, at) => ({ state: usState(city.state, `cities[${at}].state`), city: city.city }));
      const at = now().getTime();
      const answer = await catalog.statistics({
        kind: 'dish-matrix',
        searches: texts.map((text) => ({
          index: 'items',
          text,
          filters: {},
          sort: 'relevance',
          sortChosen: false,
          facets: [],
          page: { limit: 1, offset: 0 },
          now: at,
        })),
        cities: places,
      });
      const unknown = answer.unknownCities[0];
      if (unknown !== undefined) {
        const { city, state } = places[unknown]!;
        throw new ApiError('city_not_found', `No restaurants are listed for ${city}, ${state}.`, {
          param: `cities[${unknown}]`,
        });
      }
      return {
        data: answer.cells,
        meta: {
          interpretations: answer.interpretations,
          as_of: answer.asOf,
          processing_ms: Math.round(answer.processingMs),
        },
      };
    },
  );
};
