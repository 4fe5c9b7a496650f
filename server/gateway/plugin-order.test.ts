/**
 * The gateway's order is checked by Fastify, not by comments: each plugin names the plugins and decorators it
 * needs before it, so an app that registers them in the wrong order refuses to start.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { SqliteAccounts } from '../accounts/sqlite-accounts.ts';
import { catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { KeyAuthenticator } from './api-keys.ts';
import { backPressurePlugin } from './back-pressure.ts';
import { conditionalRequestsPlugin } from './conditional-requests.ts';
import { corsPlugin } from './cors.ts';
import { errorEnvelopePlugin } from './error-envelope.ts';
import { authPlugin, quotaPlugin } from './gateway.ts';
import { methodNotAllowedPlugin, routeMethodsPlugin } from './method-not-allowed.ts';
import { requestIdPlugin } from './request-id.ts';

let fixture: CatalogFixture;
let accounts: SqliteAccounts;
beforeAll(async () => {
  fixture = await catalogFixture();
  accounts = new SqliteAccounts(':memory:');
});
afterAll(async () => {
  await accounts?.close();
  fixture?.cleanup();
});

type Step = (app: FastifyInstance) => void;
const requestId: Step = (app) => void app.register(requestIdPlugin);
const cors: Step = (app) => void app.register(corsPlugin, { origins: '*' });
const backPressure: Step = (app) => void app.register(backPressurePlugin, { catalog: fixture.catalog });
const conditional: Step = (app) => void app.register(conditionalRequestsPlugin, { catalog: fixture.catalog });
const auth: Step = (app) => void app.register(authPlugin, { authenticator: new KeyAuthenticator(accounts) });
const quota: Step = (app) =>
  void app.register(quotaPlugin, {
    accounts,
    quotaLimit: 10,
    now: () => new Date(),
    publicBaseUrl: 'http://127.0.0.1:8080',
  });
const errorEnvelope: Step = (app) => void app.register(errorEnvelopePlugin, { publicBaseUrl: 'http://127.0.0.1:8080' });
const routeMethods: Step = (app) => void app.register(routeMethodsPlugin);
const methodNotAllowed: Step = (app) => void app.register(methodNotAllowedPlugin);

/** Registers the steps in this order on a bare app and starts it. */
async function start(...steps: Step[]): Promise<void> {
  const app = Fastify();
  for (const step of steps) step(app);
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('the gateway plugins', () => {
  it('start in the order the app registers them', async () => {
    await start(requestId, cors, backPressure, conditional, auth, quota, errorEnvelope, routeMethods, methodNotAllowed);
  });

  it('refuse to start with the quota registered before it can know a request is a 304 (not counted)', async () => {
    await expect(start(requestId, cors, backPressure, auth, quota, conditional)).rejects.toThrow(
      "The decorator 'notModified' required by 'quota' is not present in Request",
    );
  });

  it('refuse to start with auth registered before the request id', async () => {
    await expect(start(auth, requestId, cors, backPressure)).rejects.toThrow(
      "The dependency 'request-id' of plugin 'auth' is not registered",
    );
  });

  it('refuse to start with auth registered before back-pressure (a refused request must not be authenticated)', async () => {
    await expect(start(requestId, cors, auth, backPressure)).rejects.toThrow(
      "The dependency 'back-pressure' of plugin 'auth' is not registered",
    );
  });

  it('refuse to start with the quota registered before auth, naming the key it cannot read', async () => {
    await expect(start(requestId, cors, backPressure, conditional, quota, auth)).rejects.toThrow(
      "The decorator 'apiKey' required by 'quota' is not present in Request",
    );
  });

  it('refuse to start with the 405 answers registered before the routes were collected', async () => {
    await expect(start(requestId, errorEnvelope, methodNotAllowed, routeMethods)).rejects.toThrow(
      "The decorator 'routeMethods' required by 'method-not-allowed' is not present in Fastify",
    );
  });
});

describe('the app', () => {
  it('starts with every gateway plugin in place', async () => {
    const app = await buildApp({ catalog: fixture.catalog, accounts });
    try {
      await app.ready();
      for (const name of [
        'connection-limits',
        'request-id',
        'http-protocol',
        'security-headers',
        'compression',
        'cors',
        'back-pressure',
        'conditional-requests',
        'auth',
        'quota',
        'request-log',
        'validators',
        'error-envelope',
        'route-methods',
        'method-not-allowed',
      ]) {
        expect(app.hasPlugin(name), name).toBe(true);
      }
    } finally {
      await app.close();
    }
  });
});
