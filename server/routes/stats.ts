/** GET /v1/stats/top-cuisines and GET /v1/stats/{state}/{city}. */
import { Type } from '@sinclair/typebox';
import { CityStatsSchema, CuisineCountSchema, refTo } from '../catalog/records.ts';
import { ApiError } from '../gateway/errors.ts';
import { CitySchema, StateSchema } from '../search/fields.ts';
import { LimitField, PaginationSchema, errorResponses, usState } from './common.ts';
import type { DataRoutes } from './types.ts';

export const statsRoutes: DataRoutes = async (app, { catalog }) => {
  app.get(
    '/v1/stats/top-cuisines',
    {
      schema: {
        operationId: 'getTopCuisines',
        tags: ['stats'],
        summary: 'Top cuisines nationally or in one state',
        querystring: Type.Object(
          { state: Type.Optional(StateSchema), limit: Type.Optional(LimitField) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Array(refTo(CuisineCountSchema)), pagination: PaginationSchema }),
          ...errorResponses(400, 401, 429, 503),
        },
      },
    },
    async (request) => {
      const { limit = 20 } = request.query;
      const state = request.query.state === undefined ? undefined : usState(request.query.state);
      const { cuisines, total } = await catalog.statistics({ kind: 'top-cuisines', state, limit, offset: 0 });
      return {
        data: cuisines,
        pagination: { limit, offset: 0, returned: cuisines.length, has_more: cuisines.length < total },
      };
    },
  );

  app.get(
    '/v1/stats/:state/:city',
    {
      schema: {
        operationId: 'getCityStats',
        tags: ['stats'],
        summary: 'Counts, prices and top cuisines of one city',
        params: Type.Object({ state: StateSchema, city: CitySchema }),
        response: { 200: Type.Object({ data: refTo(CityStatsSchema) }), ...errorResponses(400, 401, 404, 429, 503) },
      },
    },
    async (request) => {
      const state = usState(request.params.state);
      const stats = await catalog.statistics({ kind: 'city', state, city: request.params.city });
      if (!stats) {
        throw new ApiError('city_not_found', `No restaurants are listed for ${request.params.city}, ${state}.`, {
          param: 'city',
        });
      }
      return { data: stats };
    },
  );
};
