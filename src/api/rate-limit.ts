/** Reads the contract's rate-limit headers (X-RateLimit-* first, then the IETF RateLimit fields) into a snapshot. */
export interface QuotaSnapshot {
  limit: number;
  remaining: number;
  used: number;
  /** When the monthly window resets. */
  resetsAt: Date;
}

function int(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? Math.trunc(n) : null;
}

/** Parses one structured-field parameter such as `r=812` out of `"monthly";r=812;t=3600`. */
function param(field: string | null, name: string): number | null {
  if (!field) return null;
  const match = new RegExp(`(?:^|;)\\s*${name}=(\\d+)`).exec(field);
  return match ? Number(match[1]) : null;
}

export function parseRateLimitHeaders(headers: Headers, now: Date = new Date()): QuotaSnapshot | null {
  const policy = headers.get('ratelimit-policy');
  const current = headers.get('ratelimit');
  const limit = int(headers.get('x-ratelimit-limit')) ?? param(policy, 'q');
  const remaining = int(headers.get('x-ratelimit-remaining')) ?? param(current, 'r');
  if (limit === null || remaining === null) return null;
  const used = int(headers.get('x-ratelimit-used')) ?? Math.max(0, limit - remaining);
  const resetEpoch = int(headers.get('x-ratelimit-reset'));
  const resetIn = param(current, 't');
  let resetsAt: Date;
  if (resetEpoch !== null) resetsAt = new Date(resetEpoch * 1000);
  else if (resetIn !== null) resetsAt = new Date(now.getTime() + resetIn * 1000);
  else resetsAt = startOfNextUtcMonth(now);
  return { limit, remaining: Math.max(0, remaining), used, resetsAt };
}

export function startOfNextUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** "812 of 1,000 left this month" */
export function describeQuota(snapshot: Pick<QuotaSnapshot, 'limit' | 'remaining'>, locale = 'en-US'): string {
  const format = new Intl.NumberFormat(locale);
  return `${format.format(snapshot.remaining)} of ${format.format(snapshot.limit)} left this month`;
}
