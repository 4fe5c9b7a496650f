/**
 * TRUST_PROXY: only the configured proxies are believed about the client's address, so a client cannot walk past
 * the sign-up throttle by writing its own X-Forwarded-For. (In these requests the peer is 127.0.0.1: the proxy.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../config.ts';
import { authedApp, catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

/** Sign-ups accepted out of `attempts`, each with the X-Forwarded-For that `forwardedFor(i)` makes. */
async function acceptedSignups(trustProxy: TrustProxy, forwardedFor: (i: number) => string, attempts = 12) {
  // authedApp signs up once itself, from 127.0.0.1 with no header.
  const { app } = await authedApp({ catalog: fixture.catalog, signupLimitPerHour: 3, trustProxy });
  let accepted = 0;
  for (let i = 0; i < attempts; i += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/keys',
      payload: { email: `u${i}@example.com` },
      headers: { 'x-forwarded-for': forwardedFor(i) },
    });
    if (response.statusCode === 201) accepted += 1;
  }
  await app.close();
  return accepted;
}

describe('TRUST_PROXY', () => {
  it('one hop: the address the proxy saw counts, whatever the client wrote before it', async () => {
    expect(await acceptedSignups(1, (i) => `10.9.9.${i}, 203.0.113.9`)).toBe(3);
    expect(await acceptedSignups(1, (i) => `203.0.113.${i}`)).toBe(12);
  });

  it('two hops: the address the outer proxy saw counts', async () => {
    expect(await acceptedSignups(2, (i) => `10.9.9.${i}, 203.0.113.9, 10.0.0.2`)).toBe(3);
  });

  it('a list of proxies: addresses are believed only while they come from a listed proxy', async () => {
    expect(await acceptedSignups(['127.0.0.1'], (i) => `10.9.9.${i}, 203.0.113.9`)).toBe(3);
    expect(await acceptedSignups(['127.0.0.0/8', '10.0.0.0/8'], (i) => `198.51.100.${i}, 10.0.0.7`)).toBe(12);
    // The peer is not a listed proxy: its header is ignored and every sign-up comes from 127.0.0.1.
    expect(await acceptedSignups(['192.0.2.1'], (i) => `198.51.100.${i}`)).toBe(2);
  });

  it('off: X-Forwarded-For is ignored', async () => {
    expect(await acceptedSignups(false, (i) => `198.51.100.${i}`)).toBe(2);
  });
});
