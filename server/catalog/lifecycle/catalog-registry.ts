/**
 * The catalog the server serves, and swapping it for a newly built one without a pause. A swap checks the new
 * file against the checksum recorded beside it, opens it (a new pool: every thread opens its own connection and
 * searches once), and only then switches: one assignment on the HTTP thread, so every call made after it goes to
 * the new catalog, whatever thread runs it, and none made before it is moved. The old catalog answers the calls
 * it already has and is closed after the last of them. A swap that cannot complete leaves the old catalog serving,
 * and says why.
 *
 * Each catalog is pinned to the file it was verified and opened as (`file-identity.ts`): replacing the file at its
 * path changes nothing until a swap, so threads never drift to a new file one by one.
 */
import type { SearchIndexName } from '../../search/fields.ts';
import type { SearchRequest } from '../../search/request.ts';
import type {
  Catalog,
  CatalogDescription,
  PlaceListing,
  PlaceListingRequest,
  RecordRequest,
  Records,
  SearchHits,
  SearchOptions,
  SearchResult,
  Statistics,
  StatisticsRequest,
  Suggestion,
  SuggestRequest,
  LookupRequest,
  Lookups,
} from '../catalog.ts';
import { fileIdentity, type FileIdentity } from './file-identity.ts';
import { CatalogIntegrity } from './integrity.ts';
import { checksumPath } from '../../index/checksum.ts';

/** Opens a catalog over `path` that serves only the file `pinned` names (`open-catalog.ts`). */
export type CatalogOpener = (path: string, pinned: FileIdentity) => Catalog;

type IntegrityListener = ConstructorParameters<typeof CatalogIntegrity>[2];

export interface RegistryOptions {
  open: CatalogOpener;
  /** Told the result of each checksum check: the first catalog's (in the background) and each swap's. */
  onIntegrity?: IntegrityListener;
}

/** One catalog as served: what it is, and the calls still in flight on it. */
interface Served {
  /** The file it serves (`file-identity.ts`). */
  identity: FileIdentity;
  catalog: Catalog;
  description: CatalogDescription;
  integrity: CatalogIntegrity;
  calls: number;
  /** Set once the catalog is retired: resolves its retirement when its last call ends. */
  onIdle?: () => void;
}

export type SwapOutcome =
  | {
      swapped: true;
      from: CatalogDescription;
      to: CatalogDescription;
      /** From the swap's start: checksum verified, new catalog open and warm, switched; the old one closed. */
      ms: { verified: number; warmed: number; switched: number; oldClosed: number };
    }
  | { swapped: false; reason: string; serving: CatalogDescription };

/** Opens and warms a catalog; closes it again when it cannot be warmed or described. */
async function openServed(
  path: string,
  identity: FileIdentity,
  integrity: CatalogIntegrity,
  open: CatalogOpener,
): Promise<Served> {
  const catalog = open(path, identity);
  try {
    await catalog.warm();
    return { identity, catalog, description: await catalog.describe(), integrity, calls: 0 };
  } catch (error) {
    await catalog.close();
    throw error;
  }
}

/** Why a checksum check that did not verify the file refuses a swap. */
function unverifiedReason(status: CatalogIntegrity['status'], path: string): string {
  if (status.state === 'failed') return status.reason;
  if (status.state === 'unrecorded') return `no checksum is recorded beside it (${checksumPath(path)})`;
  return `the file at ${path} changed while it was being verified`;
}

/** An error's message, with its cause's (SQLite's own words, which a worker sends back as text) when it has one. */
function why(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause.message : error.cause;
  return typeof cause === 'string' ? `${error.message} (${cause})` : error.message;
}

export class CatalogRegistry implements Catalog {
  /** The served catalog's checksum check, as health reports it; it follows the catalog across swaps. */
  readonly integrity: Pick<CatalogIntegrity, 'refresh' | 'status'>;
  private served: Served;
  /** The swap running, with the swaps queued behind it: one at a time, in the order asked. */
  private queue: Promise<unknown> = Promise.resolve();
  private swapsPending = 0;
  private closed = false;

  private constructor(
    served: Served,
    private readonly options: RegistryOptions,
  ) {
    this.served = served;
    const integrity = () => this.served.integrity;
    this.integrity = {
      refresh: () => integrity().refresh(),
      get status() {
        return integrity().status;
      },
    };
  }

  /**
   * Opens and warms the catalog the server starts with; rejects, saying why, when it cannot be served. Its checksum
   * is checked in the background, when health first asks, so start-up does not wait for the whole file to be read;
   * health reports a mismatch.
   */
  static async open(path: string, options: RegistryOptions): Promise<CatalogRegistry> {
    try {
      const identity = fileIdentity(path);
      const integrity = new CatalogIntegrity(path, identity, options.onIntegrity);
      return new CatalogRegistry(await openServed(path, identity, integrity, options.open), options);
    } catch (error) {
      throw new Error(`the catalog ${path} cannot be served: ${why(error)}`, { cause: error });
    }
  }

  /** The identity of the file being served. */
  get servedIdentity(): FileIdentity {
    return this.served.identity;
  }

  /** Whether a swap is running or queued. */
  get swapping(): boolean {
    return this.swapsPending > 0;
  }

  /**
   * Serves the catalog at `path` instead, once it is verified and warm; resolves when the old one is closed, or at
   * once with the reason when the swap is refused (the old one serving on). A swap asked for while one runs waits
   * for it.
   */
  swap(path: string): Promise<SwapOutcome> {
    this.swapsPending += 1;
    const outcome = this.queue.then(() => this.swapNow(path)).finally(() => (this.swapsPending -= 1));
    // A swap that failed outright (closing the old catalog threw) must not stop the ones queued behind it.
    this.queue = outcome.catch(() => {});
    return outcome;
  }

  private async swapNow(path: string): Promise<SwapOutcome> {
    const started = performance.now();
    const since = () => performance.now() - started;
    const refuse = (reason: string): SwapOutcome => ({ swapped: false, reason, serving: this.served.description });
    if (this.closed) return refuse('the server is shutting down');
    let identity: FileIdentity;
    try {
      identity = fileIdentity(path);
    } catch {
      return refuse(`there is no catalog at ${path}`);
    }
    const integrity = new CatalogIntegrity(path, identity, this.options.onIntegrity);
    await integrity.refresh();
    if (integrity.status.state !== 'verified') return refuse(unverifiedReason(integrity.status, path));
    const verified = since();

    let next: Served;
    try {
      next = await openServed(path, identity, integrity, this.options.open);
    } catch (error) {
      return refuse(`it could not be opened: ${why(error)}`);
    }
    const warmed = since();
    if (this.closed) {
      await next.catalog.close();
      return refuse('the server is shutting down');
    }

    const previous = this.served;
    this.served = next;
    const switched = since();
    await this.retire(previous);
    return {
      swapped: true,
      from: previous.description,
      to: next.description,
      ms: { verified, warmed, switched, oldClosed: since() },
    };
  }

  /** Closes a catalog no longer served, once the calls it already had are answered. */
  private async retire(served: Served): Promise<void> {
    if (served.calls > 0) await new Promise<void>((resolve) => (served.onIdle = resolve));
    await served.catalog.close();
  }

  /** Runs a call on the catalog served now, counted while it is in flight. */
  private async forward<T>(call: (catalog: Catalog) => Promise<T>): Promise<T> {
    const served = this.served;
    served.calls += 1;
    try {
      return await call(served.catalog);
    } finally {
      served.calls -= 1;
      if (served.calls === 0) served.onIdle?.();
    }
  }

  search<Index extends SearchIndexName>(
    request: SearchRequest<Index>,
    options?: SearchOptions,
  ): Promise<SearchResult<SearchHits[Index]>> {
    return this.forward((catalog) => catalog.search(request, options));
  }

  record<Kind extends keyof Records>(request: RecordRequest<Kind>): Promise<Records[Kind] | undefined> {
    return this.forward((catalog) => catalog.record(request));
  }

  statistics<Kind extends keyof Statistics>(request: StatisticsRequest<Kind>): Promise<Statistics[Kind]['answer']> {
    return this.forward((catalog) => catalog.statistics(request));
  }
  lookup<Kind extends keyof Lookups>(request: LookupRequest<Kind>): Promise<Lookups[Kind]['answer']> {
    return this.forward((catalog) => catalog.lookup(request));
  }

  listing(request: PlaceListingRequest): Promise<PlaceListing> {
    return this.forward((catalog) => catalog.listing(request));
  }

  suggest(request: SuggestRequest): Promise<{ suggestions: Suggestion[]; processingMs: number }> {
    return this.forward((catalog) => catalog.suggest(request));
  }

  ping(): Promise<number> {
    return this.forward((catalog) => catalog.ping());
  }

  /** The served catalog's description, read when it was opened. */
  describe(): Promise<CatalogDescription> {
    return Promise.resolve(this.served.description);
  }

  warm(): Promise<void> {
    return this.forward((catalog) => catalog.warm());
  }

  overloaded(): boolean {
    return this.served.catalog.overloaded?.() ?? false;
  }

  /** Refuses swaps not yet started, lets a running one finish, then closes the served catalog after its calls. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
    await this.retire(this.served);
  }
}
