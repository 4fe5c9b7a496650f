/** The served OpenAPI document states this server's quota, and its examples exist in the served catalog. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;

interface Parameter {
  name: string;
  in: string;
  example?: string;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { example?: object; examples?: Record<string, { value: object }> } } };
}
interface Document {
  info: { 'x-quota': { limit: number; window: string } };
  paths: Record<string, Record<string, Operation>>;
}
let document: Document;

beforeAll(async () => {
  fixture = await catalogFixture();
  ({ app, key } = await authedApp({ catalog: fixture.catalog, quotaLimit: 250 }));
  document = (await app.inject({ url: '/v1/openapi.json' })).json() as Document;
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

/** The example path of a GET operation, its parameters filled in with their examples. */
function examplePath(path: string): string {
  const parameters = document.paths[path]!.get!.parameters ?? [];
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const example = parameters.find((p) => p.in === 'path' && p.name === name)?.example;
    return encodeURIComponent(String(example));
  });
}

interface ChainBody {
  properties: { chain_ids: { items: { examples: string[] } } };
}

describe('the served OpenAPI document', () => {
  it("states the quota the server is configured with, not the default's", () => {
    expect(document.info['x-quota']).toEqual({ limit: 250, window: 'month' });
  });

  it.each([
    '/v1/restaurants/{restaurant_id}',
    '/v1/restaurants/{restaurant_id}/menu',
    '/v1/stats/{state}',
    '/v1/stats/{state}/{city}',
  ])('offers examples for %s that the served catalog answers with 200', async (path) => {
    const url = examplePath(path);
    const response = await app.inject({ url, headers: bearer(key) });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  });

  it.each(['/v1/restaurants/batch', '/v1/restaurants/match'])(
    'offers example bodies for %s that find restaurants of the served catalog',
    async (path) => {
      // The document puts a body's examples beside its schema: one as `example`, several by name.
      const json = document.paths[path]!.post!.requestBody!.content['application/json'];
      const examples = json.example ? [json.example] : Object.values(json.examples ?? {}).map(({ value }) => value);
      expect(examples.length).toBeGreaterThan(0);
      for (const payload of examples) {
        const response = await app.inject({ method: 'POST', url: path, headers: bearer(key), payload });
        expect(response.statusCode, `${JSON.stringify(payload)}: ${response.body}`).toBe(200);
        const { data } = response.json() as { data: unknown[] };
        expect(data.filter((found) => found !== null).length, JSON.stringify(payload)).toBeGreaterThan(0);
      }
    },
  );

  it('offers an example chain id that the restaurant search finds locations of', async () => {
    const body = (
      document as unknown as {
        paths: Record<string, { post: { requestBody: { content: Record<string, { schema: ChainBody }> } } }>;
      }
    ).paths['/v1/search/restaurants']!.post.requestBody.content['application/json']!.schema;
    const chainId = body.properties.chain_ids.items.examples[0]!;
    const search = await app.inject({
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: bearer(key),
      payload: { q: '', chain_ids: [chainId] },
    });
    expect((search.json() as { data: { chain: { chain_id: string } }[] }).data[0]?.chain.chain_id).toBe(chainId);
  });

  it('offers an example query that finds dishes', async () => {
    const search = await app.inject({
      method: 'POST',
      url: '/v1/search/items',
      headers: bearer(key),
      payload: { q: 'pad thai' },
    });
    expect((search.json() as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });
});
