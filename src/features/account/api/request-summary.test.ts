import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../api/request-log';
import { endpointOf, usageByEndpoint } from './request-summary';

const call = (method: string, path: string, status: number | null): RecordedCall => ({
  id: `${method}${path}${status}${Math.random()}`,
  page: '/',
  method,
  url: `http://127.0.0.1:8080${path}?limit=5`,
  body: null,
  startedAt: 0,
  durationMs: 1,
  status,
  requestId: null,
  rateLimit: [],
});

describe('endpointOf', () => {
  it('names an endpoint by method and path, ids replaced and the query left out', () => {
    expect(endpointOf(call('GET', '/v1/restaurants/rst_0a1B2c3D4e5F/menu', 200))).toBe('GET /v1/restaurants/{id}/menu');
    expect(endpointOf(call('POST', '/v1/search/items', 200))).toBe('POST /v1/search/items');
  });
});

describe('usageByEndpoint', () => {
  it('counts each endpoint’s calls by outcome, busiest first, leaving out calls still waiting', () => {
    const rows = usageByEndpoint([
      call('GET', '/v1/usage', 200),
      call('POST', '/v1/search/items', 200),
      call('POST', '/v1/search/items', 429),
      call('POST', '/v1/search/items', 0),
      call('POST', '/v1/search/items', 503),
      call('GET', '/v1/restaurants/rst_000000000001', 404),
      call('GET', '/v1/restaurants/rst_000000000002', 204),
      call('GET', '/v1/usage', null),
    ]);
    expect(rows).toEqual([
      { endpoint: 'POST /v1/search/items', answered: 1, refused: 1, failed: 2 },
      { endpoint: 'GET /v1/restaurants/{id}', answered: 1, refused: 1, failed: 0 },
      { endpoint: 'GET /v1/usage', answered: 1, refused: 0, failed: 0 },
    ]);
  });
});
