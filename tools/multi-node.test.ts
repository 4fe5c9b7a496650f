/**
 * Three API nodes (separate processes, as `npm run start:nodes` runs them) over one throw-away PostgreSQL: one
 * exact quota, acknowledged counts surviving a crash, revocation seen everywhere within a second, and a database
 * outage answered with 503 until the nodes recover by themselves.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../server/index/build-catalog.ts';
import { catalogPath } from '../server/dataset/ensure-catalog.ts';
import { createGenerator } from '../server/dataset/generator.ts';
import { freePort } from './free-port.ts';
import { startLocalPostgres, type LocalPostgres } from './local-postgres.ts';
import { startNodes, type ApiNode } from './nodes.ts';

const QUOTA = 300;
const DATASET = { seed: 1, scale: 0.002 };
const DATA_PATH = '/v1/stats/top-cuisines?limit=1';

// A server of its own, not the one shared by the other test files: this file stops it to make an outage.
let postgres: LocalPostgres;
let nodes: ApiNode[] = [];
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'menu-atlas-nodes-'));
  buildCatalog(createGenerator(DATASET), catalogPath(dataDir, DATASET));
  postgres = await startLocalPostgres();
  const ports = [await freePort(), await freePort(), await freePort()];
  nodes = await startNodes(ports, {
    env: {
      DATA_DIR: dataDir,
      DATASET_SEED: String(DATASET.seed),
      DATASET_SCALE: String(DATASET.scale),
      DATABASE_URL: postgres.url,
      QUOTA_LIMIT: String(QUOTA),
      // Room for the whole burst in each node's catalog queue: this file is about counting, not back-pressure
      // (a request refused for a full queue is answered 503 before it is counted).
      CATALOG_QUEUE_LIMIT: String(QUOTA * 3),
      SIGNUP_LIMIT_PER_HOUR: '1000',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
});

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  postgres?.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

async function createKey(node: ApiNode): Promise<string> {
  const response = await fetch(`${node.url}/v1/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nodes@example.com' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { api_key: string } }).data.api_key;
}

const get = (node: ApiNode, key: string, path = DATA_PATH) =>
  fetch(`${node.url}${path}`, { headers: { authorization: `Bearer ${key}` } });

const used = async (node: ApiNode, key: string) =>
  ((await (await get(node, key, '/v1/usage')).json()) as { data: { used: number } }).data.used;

describe('three nodes over one PostgreSQL', () => {
  it(`count one exact quota: ${QUOTA * 3} concurrent requests spread over the nodes, exactly ${QUOTA} served`, async () => {
    const key = await createKey(nodes[0]!);
    const statuses = await Promise.all(
      Array.from({ length: QUOTA * 3 }, (_, i) => get(nodes[i % 3]!, key).then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(QUOTA);
    expect(statuses.filter((status) => status === 429)).toHaveLength(QUOTA * 2);
    for (const node of nodes) expect(await used(node, key)).toBe(QUOTA);
  });

  it('refuse a key revoked on one node on every other within one second', async () => {
    const key = await createKey(nodes[0]!);
    // Every node has the key cached.
    for (const node of nodes) expect((await get(node, key)).status).toBe(200);
    expect(
      (
        await fetch(`${nodes[0]!.url}/v1/keys/current`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${key}` },
        })
      ).status,
    ).toBe(204);
    const revokedAt = Date.now();
    for (const node of nodes.slice(1)) {
      let status = (await get(node, key)).status;
      while (status !== 401 && Date.now() - revokedAt < 2000) status = (await get(node, key)).status;
      expect(status).toBe(401);
      expect(Date.now() - revokedAt).toBeLessThan(1000);
    }
  });

  it('answer 503 upstream_unavailable while the database is stopped, then recover by themselves', async () => {
    const key = await createKey(nodes[0]!);
    expect((await get(nodes[1]!, key)).status).toBe(200);
    postgres.stop();
    try {
      for (const node of nodes) {
        const response = await get(node, key);
        expect(response.status).toBe(503);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe('upstream_unavailable');
        const health = await fetch(`${node.url}/v1/health`);
        expect(health.status).toBe(503);
        expect(((await health.json()) as { data: unknown }).data).toMatchObject({
          status: 'degraded',
          upstreams: { catalog: { reachable: true }, accounts: { reachable: false, latency_ms: null } },
          reason: 'the accounts database is unreachable',
        });
      }
    } finally {
      postgres.start();
    }
    for (const node of nodes) {
      await expect.poll(async () => (await get(node, key)).status, { timeout: 10_000, interval: 100 }).toBe(200);
      expect((await fetch(`${node.url}/v1/health`)).status).toBe(200);
    }
    // Exactly the served requests were counted: the refused ones were not.
    expect(await used(nodes[2]!, key)).toBe(4);
  });

  it('lose no acknowledged count when a node is killed (kill -9) in the middle of a burst', async () => {
    const key = await createKey(nodes[0]!);
    const victim = nodes[2]!;
    let sent = 0;
    let acknowledged = 0;
    let cutOff = 0;
    let killed: Promise<void> | undefined;
    // Nine clients, three per node, each sending one request after another; the victim is killed once a third of
    // the requests are answered, while its clients still have requests in flight.
    const client = async (node: ApiNode) => {
      while (sent < QUOTA - 20) {
        sent += 1;
        const status = await get(node, key).then(
          (response) => response.status,
          () => 0,
        );
        if (status === 0) {
          cutOff += 1;
          return;
        }
        expect(status).toBe(200);
        acknowledged += 1;
        if (acknowledged === QUOTA / 3) killed = victim.kill();
      }
    };
    await Promise.all(nodes.flatMap((node) => [client(node), client(node), client(node)]));
    await killed;
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(cutOff).toBeGreaterThan(0); // the victim really died with requests in flight
    const counted = await used(nodes[0]!, key);
    // Every count a client saw acknowledged is in the database; at most the requests cut off were counted without
    // their answer arriving.
    expect(counted).toBeGreaterThanOrEqual(acknowledged);
    expect(counted).toBeLessThanOrEqual(acknowledged + cutOff);
  });
});
