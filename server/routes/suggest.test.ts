/** POST /v1/suggest: what it suggests, what it refuses, and how a typed search is billed through its session. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authedApp, bearer, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectError } from '../test-support/expect-error.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

const suggest = (key: string, payload: object) => ({
  method: 'POST' as const,
  url: '/v1/suggest',
  headers: bearer(key),
  payload,
});

describe('POST /v1/suggest', () => {
  it('suggests dishes with their restaurant counts and median prices, and places with theirs', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog });
    const response = await app.inject(suggest(key, { q: 'chick', limit: 20 }));
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toMatchObject({ query: 'chick', session: null });
    const dish = data.find((s: { kind: string }) => s.kind === 'dish');
    expect(dish.text.toLowerCase()).toContain('chick');
    expect(dish.count).toBeGreaterThan(0);
    expect(dish.median_price).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(20);
    await app.close();
  });

  it('refuses an empty q, a short session and a limit past 20 with the error envelope', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog });
    expect(expectError(await app.inject(suggest(key, { q: ' ' })), 'parameter_invalid').param).toBe('q');
    expect(expectError(await app.inject(suggest(key, { q: 'pi', session: 'short' })), 'parameter_invalid').param).toBe(
      'session',
    );
    expect(expectError(await app.inject(suggest(key, { q: 'pi', limit: 21 })), 'parameter_invalid').param).toBe(
      'limit',
    );
    expectError(await app.inject(suggest(key, { q: 'pi', extra: 1 })), 'parameter_unknown');
    await app.close();
  });

  it('costs one unit per typed search: suggest calls in a session are free, the search that ends it counts', async () => {
    const { app, key } = await authedApp({ catalog: fixture.catalog });
    const used = async () =>
      (await app.inject({ method: 'GET', url: '/v1/usage', headers: bearer(key) })).json().data.used as number;
    const session = 'typed-search-1';
    for (const q of ['p', 'pi', 'piz', 'pizz']) {
      const response = await app.inject(suggest(key, { q, session }));
      expect(response.statusCode).toBe(200);
      expect(response.json().meta.session).toBe(session);
    }
    expect(await used()).toBe(0);
    const search = await app.inject({
      method: 'POST',
      url: '/v1/search/restaurants',
      headers: { ...bearer(key), 'suggest-session': session },
      payload: { q: 'pizza' },
    });
    expect(search.statusCode).toBe(200);
    expect(search.headers['x-ratelimit-used']).toBe('1');
    expect(await used()).toBe(1);
    // Without a session each call counts, and so does a refused one.
    await app.inject(suggest(key, { q: 'pi' }));
    await app.inject(suggest(key, { q: '' }));
    expect(await used()).toBe(3);
    await app.close();
  });
});
