/**
 * The catalog's health as last probed, refreshed in the background, so that `GET /v1/health` answers at once from
 * the HTTP thread and never waits behind searches for a free catalog thread. A probe is a real query (`ping`), the
 * catalog's description (which catalog answered) and, when the catalog is a file, a look at its integrity check.
 */
import type { Catalog, CatalogHealthReport } from '../catalog.ts';
import type { CatalogIntegrity } from './integrity.ts';

interface CatalogHealthOptions {
  /** How often the catalog is probed. */
  intervalMs: number;
  /** A probe still unanswered after this long reports the catalog unreachable. */
  timeoutMs: number;
  now: () => Date;
  integrity?: Pick<CatalogIntegrity, 'refresh' | 'status'>;
  onProbeFailed?: (error: unknown) => void;
}

export class CatalogHealth {
  private last: CatalogHealthReport;
  private probing: { since: number } | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly catalog: Catalog,
    private readonly options: CatalogHealthOptions,
  ) {
    this.last = {
      reachable: false,
      latencyMs: null,
      catalog: null,
      reason: 'not probed yet',
      checkedAt: options.now(),
    };
  }

  /** Probes once (so the first answer is real, unless it takes longer than timeoutMs), then every intervalMs. */
  async start(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, this.options.timeoutMs)));
    await Promise.race([this.probe(), timeout]);
    clearTimeout(timer);
    this.timer = setInterval(() => void this.probe(), this.options.intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  latest(): CatalogHealthReport {
    const since = this.probing?.since;
    if (since !== undefined && performance.now() - since > this.options.timeoutMs) {
      const seconds = this.options.timeoutMs / 1000;
      return {
        reachable: false,
        latencyMs: null,
        catalog: null,
        reason: `the catalog has not answered for ${seconds} s`,
        checkedAt: this.options.now(),
      };
    }
    const integrity = this.options.integrity?.status;
    if (this.last.reachable && integrity?.state === 'failed') return { ...this.last, reason: integrity.reason };
    return this.last;
  }

  private async probe(): Promise<void> {
    // One probe at a time: a slow one is reported by latest(), not stacked up behind.
    if (this.probing) return;
    this.probing = { since: performance.now() };
    void this.options.integrity?.refresh();
    try {
      const latencyMs = await this.catalog.ping();
      const catalog = await this.catalog.describe();
      this.last = { reachable: true, latencyMs, catalog, checkedAt: this.options.now() };
    } catch (error) {
      this.options.onProbeFailed?.(error);
      this.last = {
        reachable: false,
        latencyMs: null,
        catalog: null,
        reason: 'the catalog cannot be read',
        checkedAt: this.options.now(),
      };
    } finally {
      this.probing = undefined;
    }
  }
}
