/**
 * The statistics: GET /v1/stats/top-cuisines, /v1/stats/cities (the ranking), /v1/stats/{state},
 * /v1/stats/{state}/{city} and POST /v1/stats/dish-prices.
 */
import { Type } from '@sinclair/typebox';
import { CITY_RANKING_SORTS } from '../../rules/city-ranking.ts';
import {
  CityRankingRowSchema,
  CityStatsSchema,
  CuisineCountSchema,
  StateStatsSchema,
  refTo,
} from '../catalog/records.ts';
import { ApiError } from '../gateway/errors.ts';
import { CitySchema, StateSchema } from '../search/fields.ts';
import { MIN_RESTAURANTS, PAGE_LIMIT } from '../../rules/limits.ts';
import { LimitField, PaginationSchema, RankingOffsetField, errorResponses, usState } from './common.ts';
import { PLACE_ID, fieldSelection, fieldsQueryParameter, selectFields } from './field-selection.ts';
import type { DataRoutes } from './types.ts';
import { CursorField, pageStart, rankingPagination } from './cursor.ts';

/** The ranking's defaults, which the schema publishes and the handler falls back to. */
const RANKING_DEFAULTS = { sort: 'restaurant_count', order: 'desc' } as const;

const OrderField = Type.Union([Type.Literal('desc'), Type.Literal('asc')], { default: RANKING_DEFAULTS.order });

export const statsRoutes: DataRoutes = async (app, { catalog }) => {
  app.get(
    '/v1/stats/top-cuisines',
    {
      config: { cacheable: true },
      schema: {
        operationId: 'getTopCuisines',
        tags: ['stats'],
        summary: 'Top cuisines nationally or in one state',
        querystring: Type.Object(
          {
            state: Type.Optional(StateSchema),
            limit: Type.Optional(LimitField),
            fields: fieldsQueryParameter(CuisineCountSchema, 'cuisine'),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Array(refTo(CuisineCountSchema)), pagination: PaginationSchema }),
          ...errorResponses(400, 401, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { limit = PAGE_LIMIT.default } = request.query;
      const state = request.query.state === undefined ? undefined : usState(request.query.state);
      const selection = fieldSelection(request.query.fields, CuisineCountSchema, 'cuisine');
      const { cuisines, total } = await catalog.statistics({ kind: 'top-cuisines', state, limit, offset: 0 });
      return {
        data: selectFields(reply, cuisines, selection),
        pagination: { limit, offset: 0, returned: cuisines.length, has_more: cuisines.length < total },
      };
    },
  );

  app.get(
    '/v1/stats/cities',
    {
      config: { cacheable: true },
      schema: {
        operationId: 'getCityRanking',
        tags: ['stats'],
        summary: 'Rank cities by size, prices or expensive share',
        description:
          'Every city with at least min_restaurants restaurants, nationwide or within one state, ranked by one ' +
          'figure. Cities without that figure (no priced item, no known price tier) come last; ties go by state, ' +
          'then city. Each row equals the same figures of GET /v1/stats/{state}/{city}; total_estimated is exact.',
        querystring: Type.Object(
          {
            state: Type.Optional(StateSchema),
            sort: Type.Optional(
              Type.Union(
                CITY_RANKING_SORTS.map((sort) => Type.Literal(sort)),
                { default: RANKING_DEFAULTS.sort },
              ),
            ),
            order: Type.Optional(OrderField),
            min_restaurants: Type.Optional(
              Type.Integer({
                minimum: MIN_RESTAURANTS.min,
                maximum: MIN_RESTAURANTS.max,
                default: MIN_RESTAURANTS.default,
              }),
            ),
            limit: Type.Optional(LimitField),
            offset: Type.Optional(RankingOffsetField),
            fields: fieldsQueryParameter(CityRankingRowSchema, PLACE_ID),
            cursor: Type.Optional(CursorField),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Array(refTo(CityRankingRowSchema)), pagination: PaginationSchema }),
          ...errorResponses(400, 401, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const {
        sort = RANKING_DEFAULTS.sort,
        order = RANKING_DEFAULTS.order,
        min_restaurants = MIN_RESTAURANTS.default,
        limit = PAGE_LIMIT.default,
      } = request.query;
      const state = request.query.state === undefined ? undefined : usState(request.query.state);
      const selection = fieldSelection(request.query.fields, CityRankingRowSchema, PLACE_ID);
      const ranking = { ...(state !== undefined && { state }), sort, order, minRestaurants: min_restaurants };
      const { cursors, offset } = await pageStart(catalog, ranking, request.query);
      const { rows, total } = await catalog.statistics({ kind: 'cities', ...ranking, limit, offset });
      return {
        data: selectFields(reply, rows, selection),
        pagination: rankingPagination(cursors, { limit, offset, returned: rows.length, total }),
      };
    },
  );

  app.get(
    '/v1/stats/:state',
    {
      config: { cacheable: true },
      schema: {
        operationId: 'getStateStats',
        tags: ['stats'],
        summary: 'Counts, prices, price tiers and top cuisines of one state',
        description:
          "The state's figures over all its restaurants and items, and how many cities they are in. A state " +
          'with no restaurants in the catalog answers zeros.',
        params: Type.Object({ state: StateSchema }),
        querystring: Type.Object(
          { fields: fieldsQueryParameter(StateStatsSchema, 'state') },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ data: refTo(StateStatsSchema) }), ...errorResponses(400, 401, 429, 503) },
      },
    },
    async (request, reply) => {
      const state = usState(request.params.state);
      const selection = fieldSelection(request.query.fields, StateStatsSchema, 'state');
      return { data: selectFields(reply, await catalog.statistics({ kind: 'state', state }), selection) };
    },
  );

  app.get(
    '/v1/stats/:state/:city',
    {
      config: { cacheable: true },
      schema: {
        operationId: 'getCityStats',
        tags: ['stats'],
        summary: 'Counts, prices, price tiers and top cuisines of one city',
        params: Type.Object({ state: StateSchema, city: CitySchema }),
        querystring: Type.Object(
          { fields: fieldsQueryParameter(CityStatsSchema, PLACE_ID) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ data: refTo(CityStatsSchema) }), ...errorResponses(400, 401, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const state = usState(request.params.state);
      const selection = fieldSelection(request.query.fields, CityStatsSchema, PLACE_ID);
      const stats = await catalog.statistics({ kind: 'city', state, city: request.params.city });
      if (!stats) {
        throw new ApiError('city_not_found', `No restaurants are listed for ${request.params.city}, ${state}.`, {
          param: 'city',
        });
      }
      return { data: selectFields(reply, stats, selection) };
    },
  );
};
