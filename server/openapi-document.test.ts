import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_PATH, clientTypes, openapiDocument } from './openapi-document.ts';

describe('the published contract', () => {
  it('is an OpenAPI 3.1 document listing every endpoint of the specification', async () => {
    const document = (await openapiDocument()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /v1/health',
        'POST /v1/search/restaurants',
        'POST /v1/search/items',
        'GET /v1/restaurants/{restaurant_id}',
        'GET /v1/restaurants/{restaurant_id}/menu',
        'GET /v1/stats/top-cuisines',
        'GET /v1/stats/{state}/{city}',
        'POST /v1/keys',
        'GET /v1/usage',
        'DELETE /v1/keys/current',
      ]),
    );
  });

  it('matches the committed browser types (run `npm run openapi:generate` after changing a route schema)', async () => {
    const committed = readFileSync(CLIENT_TYPES_PATH, 'utf8');
    expect(committed).toBe(await clientTypes(await openapiDocument()));
  });
});
