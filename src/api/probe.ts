/**
 * Tests an API base URL before the app switches to it, and says what is wrong in terms a person can act on.
 * A browser hides why a cross-origin request failed, but two requests tell the cases apart: a CORS request fails
 * both when nothing answers and when the server answers without allowing this site; a no-cors request (whose
 * answer stays unreadable) succeeds whenever the server answers at all.
 */
export type ProbeResult =
  | { kind: 'ok'; status: string; version: string | null }
  | { kind: 'cors' | 'not_json' | 'not_api' | 'down'; detail: string };

const TIMEOUT_MS = 6000;

export async function probeApi(baseUrl: string, fetcher: typeof fetch = fetch): Promise<ProbeResult> {
  const url = `${baseUrl}/v1/health`;
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetcher(url, { mode: 'cors', cache: 'no-store', credentials: 'omit', signal });
  } catch {
    if (signal.aborted) return { kind: 'down', detail: `No answer from ${url} within ${TIMEOUT_MS / 1000} s.` };
    try {
      await fetcher(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal });
    } catch {
      return { kind: 'down', detail: `Nothing answers at ${url}: the server is down or the address is wrong.` };
    }
    return {
      kind: 'cors',
      detail: `The server at ${baseUrl} answered but refused this site (${window.location.origin}): it must allow it in CORS_ORIGINS.`,
    };
  }
  const type = response.headers.get('content-type') ?? '';
  const body: unknown = type.includes('json') ? await response.json().catch(() => undefined) : undefined;
  if (body === undefined) {
    return {
      kind: 'not_json',
      detail: `${url} answered ${response.status} with ${type.split(';')[0] || 'no content type'}, not JSON: this address is not the API (check the path).`,
    };
  }
  const data = (body as { data?: { status?: unknown; version?: unknown } }).data;
  if (typeof data?.status !== 'string') {
    return { kind: 'not_api', detail: `${url} answered JSON, but not a Menu Atlas health report.` };
  }
  return { kind: 'ok', status: data.status, version: typeof data.version === 'string' ? data.version : null };
}
