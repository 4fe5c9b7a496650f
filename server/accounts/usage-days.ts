/** How both stores turn logged requests into day counters: one row per key and UTC day, with its counted units. */
import type { LoggedRequest } from './accounts.ts';

/** The UTC day of an instant, "YYYY-MM-DD": the quota's months are UTC calendar months, so its days are UTC too. */
export const dayOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 10);

export function unitsByKeyAndDay(
  entries: readonly LoggedRequest[],
): Array<{ keyId: string; day: string; units: number }> {
  const units = new Map<string, { keyId: string; day: string; units: number }>();
  for (const entry of entries) {
    if (!entry.counted) continue;
    const day = dayOf(entry.at);
    const id = `${entry.keyId}\u0000${day}`;
    const row = units.get(id) ?? { keyId: entry.keyId, day, units: 0 };
    row.units += 1;
    units.set(id, row);
  }
  return [...units.values()];
}
