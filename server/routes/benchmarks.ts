/**
 * The analyst's yardsticks: GET /v1/stats/us (the nation's figures, which every place's price index is read
 * against).
 */
import { Type } from '@sinclair/typebox';
import { UsStatsSchema, refTo } from '../catalog/records.ts';
import { errorResponses } from './common.ts';
import type { DataRoutes } from './types.ts';

export const benchmarkRoutes: DataRoutes = async (app, { catalog }) => {
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
};
