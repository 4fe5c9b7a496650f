/**
 * Keys this process has seen refused for their month. Within one month and one limit a key's count only grows,
 * so a key once refused stays refused until the month ends: its requests can be answered 429 without asking the
 * store, and without doing the work of a route whose answer would be thrown away.
 */
const DEFAULT_SIZE = 10_000;

export class UsedUpKeys {
  private readonly keys = new Map<string, { period: string; used: number }>();

  constructor(private readonly size = DEFAULT_SIZE) {}

  /** The count the store reported when it refused the key in `period`; undefined when it has not. */
  used(keyId: string, period: string): number | undefined {
    const entry = this.keys.get(keyId);
    return entry?.period === period ? entry.used : undefined;
  }

  remember(keyId: string, period: string, used: number): void {
    this.keys.delete(keyId);
    this.keys.set(keyId, { period, used });
    // Oldest first: a key refused long ago is the one least likely to call again.
    if (this.keys.size > this.size) this.keys.delete(this.keys.keys().next().value!);
  }
}
