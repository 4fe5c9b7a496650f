/** Every answer in the published document has a real description and the headers the gateway puts on it. */
import { beforeAll, describe, expect, it } from 'vitest';
import { openapiDocument } from '../openapi-document.ts';

interface Response {
  description: string;
  headers?: Record<string, { schema: object; description?: string }>;
}
type Operations = Record<string, Record<string, { responses: Record<string, Response> }>>;

let operations: { method: string; path: string; status: string; response: Response }[];

beforeAll(async () => {
  const paths = (await openapiDocument()).paths as Operations;
  operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) =>
      Object.entries(operation.responses).map(([status, response]) => ({ method, path, status, response })),
    ),
  );
});

const headersOf = (method: string, path: string, status: string) =>
  Object.keys(operations.find((o) => o.method === method && o.path === path && o.status === status)!.response.headers!);

describe('the OpenAPI responses', () => {
  it('are each described in words, never "Default Response", and name Request-Id', () => {
    expect(operations.length).toBeGreaterThan(40);
    for (const { method, path, status, response } of operations) {
      const where = `${method} ${path} ${status}`;
      expect(response.description, where).not.toBe('Default Response');
      expect(response.description.length, where).toBeGreaterThan(5);
      expect(Object.keys(response.headers ?? {}), where).toContain('Request-Id');
    }
  });

  it('name the quota headers on counted answers, the challenge on 401 and Retry-After on 429', () => {
    expect(headersOf('post', '/v1/search/items', '200')).toEqual(
      expect.arrayContaining(['RateLimit', 'RateLimit-Policy', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
    );
    expect(headersOf('post', '/v1/search/items', '401')).toContain('WWW-Authenticate');
    expect(headersOf('post', '/v1/search/items', '429')).toEqual(expect.arrayContaining(['Retry-After', 'RateLimit']));
    expect(headersOf('post', '/v1/keys', '201')).not.toContain('RateLimit');
  });

  it('give cacheable reads a 304 and their ETag and Cache-Control', () => {
    for (const path of [
      '/v1/restaurants/{restaurant_id}',
      '/v1/restaurants/{restaurant_id}/menu',
      '/v1/stats/{state}',
    ]) {
      expect(headersOf('get', path, '200'), path).toEqual(expect.arrayContaining(['ETag', 'Cache-Control']));
      expect(headersOf('get', path, '304'), path).toContain('ETag');
    }
    expect(headersOf('post', '/v1/search/items', '200')).not.toContain('ETag');
  });
});
