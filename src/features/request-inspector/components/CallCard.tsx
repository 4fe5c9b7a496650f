import { useMemo } from 'react';
import type { RecordedCall } from '../../../api/request-log';
import { mutedText } from '../../../components/ui';
import type { SnippetLanguage } from '../../../lib/snippets';
import { CodeSample } from '../../../components/CodeSample';
import { CopyButton } from '../../../components/CopyButton';
import { JsonTree } from '../../../components/JsonTree';
import { ZonedTime } from '../../../components/ZonedTime';
import { formatClockTime } from '../../../lib/time';

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

function statusLabel(call: RecordedCall): string {
  if (call.status === null) return 'waiting…';
  if (call.status === 0) return call.cancelled ? 'cancelled' : 'no answer';
  return `${call.status} ${STATUS_TEXT[call.status] ?? ''}`.trim();
}

function statusTone(status: number | null): string {
  if (status === null || status === 0) return 'bg-stone-200 text-stone-800 dark:bg-stone-800 dark:text-stone-100';
  if (status < 300) return 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200';
  if (status < 500) return 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200';
  return 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200';
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** A rate-limit header's value, and for the reset (epoch seconds) the moment it names, readable with its zone. */
function RateLimitValue({ name, value }: { name: string; value: string }) {
  const epoch = Number(value);
  if (name !== 'x-ratelimit-reset' || !/^\d+$/.test(value) || !Number.isSafeInteger(epoch)) return <>{value}</>;
  return (
    <>
      <span className="font-sans text-sm">
        <ZonedTime date={new Date(epoch * 1000)} />
      </span>{' '}
      <span className={mutedText}>({value}, seconds since 1970)</span>
    </>
  );
}

/** How a call of a typed search is counted (docs/api-decisions.md, Suggest), or null for any other call. */
function billing(call: RecordedCall): string | null {
  if (call.endsSuggestSession) {
    return `Ends suggest session ${call.endsSuggestSession}: this request counts once for the whole typed search.`;
  }
  if (!call.body || new URL(call.url).pathname !== '/v1/suggest') return null;
  const body = parseBody(call.body);
  const session = typeof body === 'object' && body !== null && 'session' in body ? body.session : undefined;
  if (typeof session !== 'string') return null;
  return `In suggest session ${session}: not counted; the search that ends the session counts once.`;
}

export function CallCard({
  call,
  open,
  keyText,
  language,
  onLanguage,
}: {
  call: RecordedCall;
  open: boolean;
  /** The key as snippets show it: masked, revealed or a placeholder. */
  keyText: string;
  language: SnippetLanguage;
  onLanguage: (language: SnippetLanguage) => void;
}) {
  const url = new URL(call.url);
  const billingNote = billing(call);
  const answerText = useMemo(
    () => (call.answer === undefined ? '' : JSON.stringify(call.answer, null, 2)),
    [call.answer],
  );
  return (
    <details
      open={open}
      className="group rounded-xl border border-stone-200 dark:border-stone-800"
      data-testid="api-call"
    >
      <summary className="flex cursor-pointer flex-wrap items-center gap-x-2 gap-y-1 rounded-xl px-3 py-2 hover:bg-stone-100 dark:hover:bg-stone-800/60">
        <span className="font-mono text-xs font-bold">{call.method}</span>
        <span className="min-w-0 flex-1 truncate font-mono text-sm">{url.pathname}</span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${statusTone(call.status)}`}>
          {statusLabel(call)}
        </span>
        {call.durationMs !== null && <span className={`text-xs ${mutedText}`}>{call.durationMs} ms</span>}
      </summary>
      <div className="space-y-4 border-t border-stone-200 px-3 py-3 text-sm dark:border-stone-800">
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1">
          <dt className={mutedText}>URL</dt>
          <dd className="font-mono text-xs break-all">{call.url}</dd>
          <dt className={mutedText}>Sent</dt>
          <dd>
            <time dateTime={new Date(call.startedAt).toISOString()}>{formatClockTime(call.startedAt)}</time>
            {call.durationMs !== null && ` · answered in ${call.durationMs} ms`}
            {call.restored && (
              <span className={`block text-xs ${mutedText}`}>
                Sent before this page was opened: the page showed the app’s saved copy and sent nothing.
              </span>
            )}
          </dd>
          <dt className={mutedText}>Request-Id</dt>
          <dd className="font-mono text-xs break-all" data-testid="request-id">
            {call.requestId ?? '—'}
          </dd>
          {billingNote && (
            <>
              <dt className={mutedText}>Quota</dt>
              <dd data-testid="call-billing">{billingNote}</dd>
            </>
          )}
          {call.rateLimit.map(([name, value]) => (
            <div key={name} className="contents">
              <dt className={`font-mono text-xs ${mutedText}`}>{name}</dt>
              <dd className="font-mono text-xs break-all">
                <RateLimitValue name={name} value={value} />
              </dd>
            </div>
          ))}
        </dl>

        {call.body && (
          <section aria-label="Request body">
            <h3 className="mb-1 font-semibold">Request body</h3>
            <JsonTree value={parseBody(call.body)} label="Request body" />
          </section>
        )}

        <section aria-label="Response">
          <div className="mb-1 flex items-center justify-between gap-2">
            <h3 className="font-semibold">Response</h3>
            {answerText && <CopyButton text={answerText} label="Copy JSON" what="response" />}
          </div>
          {call.answer === undefined ? (
            <p className={mutedText}>{call.status === null ? 'Waiting for the answer…' : 'No JSON answer.'}</p>
          ) : (
            <JsonTree value={call.answer} label="Response JSON" />
          )}
        </section>

        <section aria-label="Code">
          <CodeSample
            request={{ method: call.method, url: call.url, body: call.body, key: keyText }}
            language={language}
            onLanguage={onLanguage}
            label={`${language} code for this request`}
          />
        </section>
      </div>
    </details>
  );
}
