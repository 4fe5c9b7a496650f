/** Validation errors in words a client can act on: an enumeration's refusal names the values it allows. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  fixture = await catalogFixture();
  ({ app, key } = await authedApp({ catalog: fixture.catalog }));
});

afterAll(async () => {
  await app.close();
  fixture.cleanup();
});

const search = (payload: object) =>
  app.inject({ method: 'POST', url: '/v1/search/restaurants', headers: bearer(key), payload });

describe('enumeration errors', () => {
  it('name the allowed values of a union of literals, never "must be equal to constant"', async () => {
    const sort = expectError(await search({ q: 'pizza', sort: 'cheapest' }), 'parameter_invalid');
    expect(sort).toMatchObject({ param: 'sort' });
    expect(sort.message).toBe(
      "The field 'sort' must be one of 'relevance', 'rating', 'review_count', 'distance', 'price_asc', 'price_desc'.",
    );

    const tier = expectError(await search({ q: 'pizza', price_range: ['$$$$$'] }), 'parameter_invalid');
    expect(tier.message).toBe("The field 'price_range.0' must be one of '$', '$$', '$$$', '$$$$'.");

    const order = expectError(
      await app.inject({ url: '/v1/stats/cities?order=sideways', headers: bearer(key) }),
      'parameter_invalid',
    );
    expect(order).toMatchObject({
      param: 'order',
      message: "The query parameter 'order' must be one of 'desc', 'asc'.",
    });
  });

  it('name the allowed values of an enum', async () => {
    const expand = expectError(
      await app.inject({ url: '/v1/restaurants/rst_000000000000?expand=reviews', headers: bearer(key) }),
      'parameter_invalid',
    );
    expect(expand.message).toBe("The query parameter 'expand' must be one of 'menu'.");
  });
});
