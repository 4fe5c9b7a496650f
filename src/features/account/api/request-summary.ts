/** The request inspector's records read for the settings page: one row per endpoint, by outcome. */
import type { RecordedCall } from '../../../api/request-log';

/** The chart's series and legend, in stacking order; colours readable on light and dark. */
export const OUTCOMES = [
  { key: 'answered', label: 'Answered (2xx)', color: '#059669' },
  { key: 'refused', label: 'Refused (4xx)', color: '#d97706' },
  { key: 'failed', label: 'Failed (5xx or no answer)', color: '#dc2626' },
] as const;

type Outcome = (typeof OUTCOMES)[number]['key'];

export interface EndpointUse {
  /** "POST /v1/search/restaurants", "GET /v1/restaurants/{id}". */
  endpoint: string;
  answered: number;
  refused: number;
  failed: number;
}

/** A path with its ids replaced, so every restaurant's page counts as one endpoint. */
export function endpointOf(call: Pick<RecordedCall, 'method' | 'url'>): string {
  const path = new URL(call.url).pathname.replace(/\/(rst|itm|key)_[0-9A-Za-z]+/g, '/{id}');
  return `${call.method} ${path}`;
}

/** 2xx answered, 4xx refused (a key, a parameter, the quota), 5xx or no answer failed; still waiting: null. */
function outcomeOf(call: Pick<RecordedCall, 'status'>): Outcome | null {
  if (call.status === null) return null;
  if (call.status >= 200 && call.status < 400) return 'answered';
  if (call.status >= 400 && call.status < 500) return 'refused';
  return 'failed';
}

/** Calls per endpoint, the busiest first (ties by name); calls still waiting are left out. */
export function usageByEndpoint(calls: readonly RecordedCall[]): EndpointUse[] {
  const rows = new Map<string, EndpointUse>();
  for (const call of calls) {
    const outcome = outcomeOf(call);
    if (!outcome) continue;
    const endpoint = endpointOf(call);
    const row = rows.get(endpoint) ?? { endpoint, answered: 0, refused: 0, failed: 0 };
    row[outcome] += 1;
    rows.set(endpoint, row);
  }
  const total = (row: EndpointUse) => row.answered + row.refused + row.failed;
  return [...rows.values()].sort((a, b) => total(b) - total(a) || a.endpoint.localeCompare(b.endpoint));
}
