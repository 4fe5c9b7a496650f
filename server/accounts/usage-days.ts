/**
 * What both stores share of the request log: logged requests turned into day counters (one row per key and UTC
 * day, with its counted units), and a row of `request_log` read back as an entry.
 */
import { dayOf, type LogEntry, type LoggedRequest } from './accounts.ts';

/** A row of `request_log` as either store reads it: PostgreSQL gives bigints as strings and booleans as such. */
export interface LogRow {
  id: number | string;
  key_id: string;
  at: number | string;
  method: string;
  path: string;
  status: number;
  request_id: string;
  processing_ms: number;
  counted: number | boolean;
}

export function logEntry(row: LogRow): LogEntry {
  // Epoch milliseconds and row numbers both stay far below 2^53.
  const position = { at: Number(row.at), id: Number(row.id) };
  return {
    keyId: row.key_id,
    at: position.at,
    method: row.method,
    path: row.path,
    status: row.status,
    requestId: row.request_id,
    processingMs: row.processing_ms,
    counted: Boolean(row.counted),
    position,
  };
}

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
