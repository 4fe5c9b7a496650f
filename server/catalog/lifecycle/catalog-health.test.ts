/** The background health probe: what it reports while the catalog answers, fails, hangs or fails its checksum. */
import { describe, expect, it, vi } from 'vitest';
import type { Catalog, CatalogDescription } from '../catalog.ts';
import { CatalogHealth } from './catalog-health.ts';

const now = () => new Date('2026-11-22T08:00:00Z');

const description: CatalogDescription = {
  source: 'sample (scale 1, seed 1)',
  builtAt: '2026-11-21T10:00:00.000Z',
  restaurantCount: 10,
  itemCount: 100,
  sha256: null,
};

/** A catalog whose ping does what `ping` says and that describes itself; nothing else is called. */
const pinging = (ping: () => Promise<number>) => ({ ping, describe: async () => description }) as unknown as Catalog;

describe('CatalogHealth', () => {
  it('reports the last probe: reachable with its latency, then unreachable once it fails', async () => {
    let fail = false;
    const failures: unknown[] = [];
    const health = new CatalogHealth(
      pinging(async () => {
        if (fail) throw new Error('disk gone');
        return 1.5;
      }),
      { intervalMs: 5, timeoutMs: 1000, now, onProbeFailed: (error) => failures.push(error) },
    );
    await health.start();
    try {
      expect(health.latest()).toEqual({ reachable: true, latencyMs: 1.5, catalog: description, checkedAt: now() });
      fail = true;
      await vi.waitFor(() => expect(health.latest().reachable).toBe(false));
      expect(health.latest()).toEqual({
        reachable: false,
        latencyMs: null,
        catalog: null,
        reason: 'the catalog cannot be read',
        checkedAt: now(),
      });
      expect(failures[0]).toEqual(new Error('disk gone'));
    } finally {
      health.stop();
    }
  });

  it('reports a probe that has not answered within the timeout as unreachable, and does not wait for it to start', async () => {
    const health = new CatalogHealth(
      pinging(() => new Promise(() => {})),
      { intervalMs: 5, timeoutMs: 50, now },
    );
    const started = performance.now();
    await health.start();
    try {
      expect(performance.now() - started).toBeLessThan(5000);
      // On a loaded machine the timeout's timer can fire just after start() returns: wait for it, not for the probe.
      await vi.waitFor(() =>
        expect(health.latest()).toMatchObject({ reachable: false, reason: 'the catalog has not answered for 0.05 s' }),
      );
    } finally {
      health.stop();
    }
  });

  it('is degraded with the integrity check’s reason while the catalog answers', async () => {
    const integrity = {
      refresh: vi.fn(async () => {}),
      status: { state: 'failed' as const, reason: 'catalog checksum mismatch' },
    };
    const health = new CatalogHealth(
      pinging(async () => 2),
      { intervalMs: 1000, timeoutMs: 1000, now, integrity },
    );
    await health.start();
    health.stop();
    expect(integrity.refresh).toHaveBeenCalled();
    expect(health.latest()).toEqual({
      reachable: true,
      latencyMs: 2,
      catalog: description,
      reason: 'catalog checksum mismatch',
      checkedAt: now(),
    });
  });
});
