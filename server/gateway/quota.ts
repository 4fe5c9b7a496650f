/**
 * The monthly quota: calendar months in UTC, counted per key by the accounts store, reported on every
 * authenticated response with the IETF RateLimit fields and GitHub's X-RateLimit-* headers (docs/api-decisions.md).
 */

/** The `w` of RateLimit-Policy: a nominal month of 30 days, as the contract writes it. */
const POLICY_WINDOW_SECONDS = 2_592_000;

export interface QuotaWindow {
  /** "YYYY-MM", the calendar month in UTC the request falls in. */
  period: string;
  /** The first instant of the next month, UTC. */
  resetsAt: Date;
  /** Whole seconds from now until the reset, at least 1. */
  secondsToReset: number;
}

export function monthWindow(now: Date): QuotaWindow {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const resetsAt = new Date(Date.UTC(year, month + 1, 1));
  return {
    period: `${year}-${String(month + 1).padStart(2, '0')}`,
    resetsAt,
    secondsToReset: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
  };
}

/** Where a key stands after this request: what the headers and GET /v1/usage report. */
export interface QuotaState {
  limit: number;
  used: number;
  window: QuotaWindow;
}

export const remaining = (state: QuotaState) => Math.max(0, state.limit - state.used);

export function rateLimitHeaders(state: QuotaState): Record<string, string> {
  const left = remaining(state);
  return {
    'RateLimit-Policy': `"monthly";q=${state.limit};w=${POLICY_WINDOW_SECONDS}`,
    RateLimit: `"monthly";r=${left};t=${state.window.secondsToReset}`,
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(left),
    'X-RateLimit-Used': String(state.used),
    'X-RateLimit-Reset': String(Math.floor(state.window.resetsAt.getTime() / 1000)),
  };
}

/** Every header a browser on another origin must be allowed to read (CORS Access-Control-Expose-Headers). */
export const EXPOSED_HEADERS = [
  'Request-Id',
  'Retry-After',
  'RateLimit',
  'RateLimit-Policy',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Used',
  'X-RateLimit-Reset',
];
