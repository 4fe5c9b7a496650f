/**
 * The calls this tab has sent, for the request inspector: what went out (method, URL, JSON body) and what came back
 * (status, time, Request-Id, rate-limit headers, the parsed answer). The Authorization header is never recorded (the
 * inspector puts the key into snippets itself, masked unless revealed) and nothing is logged to the console.
 * Recording costs a few object writes per call: the answer is the object the app already parsed, not a copy.
 */
import type { Middleware } from 'openapi-fetch';
import { createStore, safeStorage } from '../lib/store';
import { isAbort } from './errors';

export interface RecordedCall {
  /** openapi-fetch's id for the call. */
  id: string;
  /** The app page (path and query) that was showing when the call went out. */
  page: string;
  method: string;
  url: string;
  /** The body as sent (JSON text), or null. */
  body: string | null;
  /** Epoch ms. */
  startedAt: number;
  durationMs: number | null;
  /** null while waiting; 0 when no answer came (network error, or cancelled). */
  status: number | null;
  /** The app cancelled it (the query changed before the answer came). */
  cancelled?: boolean;
  requestId: string | null;
  /** The X-RateLimit-*, RateLimit* and Retry-After headers, as received. */
  rateLimit: [name: string, value: string][];
  /** The parsed answer (data or error envelope), once the client has it. */
  answer?: unknown;
  /** The suggest session this call ended (its `Suggest-Session` header), if any. */
  endsSuggestSession?: string;
  /** Sent before this page was loaded, by this tab or another (the page itself used the app's saved answers). */
  restored?: boolean;
}

/** Enough for the calls behind several pages; older ones are dropped (a menu answer can be large). */
export const MAX_CALLS = 30;

const STORAGE_KEY = 'menu-atlas:request-log';

/**
 * A reload, or a link opened in a new tab, shows pages from the app's saved answers (kept for every tab) without
 * sending anything, so the log is kept for every tab too: written when a page goes away (nothing during use), merged
 * with what other tabs wrote, read once at start. Too big for the storage: kept without the answers.
 */
function stored(): RecordedCall[] {
  try {
    return JSON.parse(safeStorage('local')?.getItem(STORAGE_KEY) ?? '[]') as RecordedCall[];
  } catch {
    return [];
  }
}

function restore(): RecordedCall[] {
  return stored().map((call) => ({ ...call, restored: true }));
}

function save(): void {
  const ours = requestLog.get().filter((call) => call.status !== null);
  if (ours.length === 0) return;
  const ids = new Set(ours.map((call) => call.id));
  const calls = [...stored().filter((call) => !ids.has(call.id)), ...ours]
    .sort((a, b) => a.startedAt - b.startedAt)
    .slice(-MAX_CALLS)
    .map(({ restored: _restored, ...call }) => call);
  for (const kept of [calls, calls.map(({ answer: _answer, ...call }) => call)]) {
    try {
      safeStorage('local')?.setItem(STORAGE_KEY, JSON.stringify(kept));
      return;
    } catch {
      // over the storage quota: try again without the answers
    }
  }
}

export const requestLog = createStore<readonly RecordedCall[]>(restore());
if (typeof window !== 'undefined') window.addEventListener('pagehide', save);

const started = new Map<string, number>();
const callOfResponse = new WeakMap<Response, string>();

function update(id: string, change: Partial<RecordedCall>): void {
  requestLog.set((calls) => calls.map((call) => (call.id === id ? { ...call, ...change } : call)));
}

const isRateLimitHeader = (name: string) => /^(x-ratelimit-|ratelimit|retry-after$)/.test(name);

/** The app page a call is made for: the page showing, unless the app says otherwise (see recordCallsFor). */
let pageOfCalls = () => window.location.pathname + window.location.search;

/**
 * Tells the log which page a call is made for. A page's first requests can leave while it is still opening, before
 * its address shows: they are that page's calls, not those of the page it replaces.
 */
export function recordCallsFor(page: () => string): void {
  pageOfCalls = page;
}

export const recordingMiddleware: Middleware = {
  onRequest({ request, id }) {
    started.set(id, performance.now());
    const call: RecordedCall = {
      id,
      page: pageOfCalls(),
      method: request.method,
      url: request.url,
      body: null,
      startedAt: Date.now(),
      durationMs: null,
      status: null,
      requestId: null,
      rateLimit: [],
      ...(request.headers.has('Suggest-Session') && { endsSuggestSession: request.headers.get('Suggest-Session')! }),
    };
    requestLog.set((calls) => [...calls.slice(-(MAX_CALLS - 1)), call]);
    // Reading a clone leaves the request's own body untouched; the text arrives after the call has gone out.
    if (request.body)
      void request
        .clone()
        .text()
        .then(
          (body) => update(id, { body }),
          () => undefined,
        );
  },
  onResponse({ response, id }) {
    callOfResponse.set(response, id);
    const rateLimit: [string, string][] = [];
    for (const [header, value] of response.headers) {
      const name = header.toLowerCase(); // browsers give lower case already; not every test DOM does
      if (isRateLimitHeader(name)) rateLimit.push([name, value]);
    }
    update(id, {
      status: response.status,
      durationMs: elapsed(id),
      requestId: response.headers.get('request-id'),
      rateLimit,
    });
  },
  onError({ id, error }) {
    update(id, { status: 0, durationMs: elapsed(id), cancelled: isAbort(error) });
  },
};

function elapsed(id: string): number | null {
  const start = started.get(id);
  started.delete(id);
  return start === undefined ? null : Math.round(performance.now() - start);
}

/** Attaches the parsed answer to the call that received `response`; a new key in it is masked. */
export function recordAnswer(response: Response, answer: unknown): void {
  const id = callOfResponse.get(response);
  if (id) update(id, { answer: withoutSecrets(answer) });
}

function withoutSecrets(answer: unknown): unknown {
  const data = (answer as { data?: { api_key?: unknown } } | null)?.data;
  if (typeof data?.api_key !== 'string') return answer;
  return { ...(answer as object), data: { ...data, api_key: `${data.api_key.slice(0, 8)}…(hidden)` } };
}

/** The calls sent while `page` (path and query) was showing, oldest first. */
export function callsForPage(calls: readonly RecordedCall[], page: string): RecordedCall[] {
  return calls.filter((call) => call.page === page);
}
