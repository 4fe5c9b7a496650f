import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { openKeyDialog } from '../../../api/auth-prompt';
import { sendRequest, type RawAnswer } from '../../../api/client';
import { isAbort } from '../../../api/errors';
import { keyStore, maskKey } from '../../../api/key-store';
import { CopyButton } from '../../../components/CopyButton';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { JsonTree } from '../../../components/JsonTree';
import { buttonClass, inputClass, mutedText } from '../../../components/ui';
import { snippet } from '../../../lib/snippets';
import { exampleBody, exampleValue, jsonSchemaOf, type OpenApiDocument, type OperationEntry } from '../lib/openapi';

function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
}

function initialValue(doc: OpenApiDocument, example: unknown, schema: unknown, required: boolean): string {
  if (example !== undefined) return String(example);
  return required && schema ? String(exampleValue(doc, schema)) : '';
}

/** "Send" this operation for real, with the user's key and base URL; the answer shows as it came. */
export function TryIt({ doc, entry, baseUrl }: { doc: OpenApiDocument; entry: OperationEntry; baseUrl: string }) {
  const formId = useId();
  const { key } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  const parameters = (entry.operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const bodySchema = jsonSchemaOf(entry.operation.requestBody);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      parameters.map((p) => [p.name, initialValue(doc, p.example, p.schema, p.in === 'path' || !!p.required)]),
    ),
  );
  const [body, setBody] = useState(() => (bodySchema ? JSON.stringify(exampleBody(doc, bodySchema), null, 2) : ''));
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'sending' }
    | { kind: 'done'; answer: RawAnswer; ms: number }
    | { kind: 'failed'; error: unknown }
  >({ kind: 'idle' });

  const path = fillPath(entry.path, values);
  const query = Object.fromEntries(
    parameters.filter((p) => p.in === 'query' && values[p.name]).map((p) => [p.name, values[p.name]!]),
  );
  const search = new URLSearchParams(query).toString();
  const code = snippet('curl', {
    method: entry.method,
    url: `${baseUrl}${path}${search ? `?${search}` : ''}`,
    body: bodySchema ? body.trim() && compact(body) : null,
    key: key ? maskKey(key) : 'YOUR_API_KEY',
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    let parsed: unknown;
    if (bodySchema) {
      try {
        parsed = JSON.parse(body);
        setBodyError(null);
      } catch (error) {
        setBodyError(`The body is not valid JSON: ${(error as Error).message}`);
        return;
      }
    }
    setState({ kind: 'sending' });
    const started = performance.now();
    try {
      const answer = await sendRequest(entry.method, path, { query, body: parsed });
      setState({ kind: 'done', answer, ms: Math.round(performance.now() - started) });
    } catch (error) {
      if (!isAbort(error)) setState({ kind: 'failed', error });
    }
  }

  return (
    <form
      onSubmit={send}
      aria-labelledby={`${formId}-title`}
      className="space-y-3 rounded-xl border border-stone-200 p-4 dark:border-stone-800"
    >
      <h4 id={`${formId}-title`} className="font-semibold">
        Try it<span className="sr-only">: {entry.operation.summary ?? `${entry.method} ${entry.path}`}</span>
      </h4>
      <p className={`text-sm ${mutedText}`}>
        Sends a real request to <code className="font-mono">{baseUrl}</code>
        {entry.needsKey ? (
          key ? (
            <>
              {' '}
              with your key <code className="font-mono">{maskKey(key)}</code>; it counts against your quota.
            </>
          ) : (
            <>
              . It needs an API key:{' '}
              <button
                type="button"
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
                onClick={() => openKeyDialog()}
              >
                add one
              </button>
              .
            </>
          )
        ) : (
          <>; no key needed, not counted.</>
        )}
      </p>
      {parameters.map((p) => (
        <div key={p.name} className="space-y-1">
          <label htmlFor={`${formId}-${p.name}`} className="block text-sm font-medium">
            <code className="font-mono">{p.name}</code>{' '}
            <span className={`text-xs font-normal ${mutedText}`}>
              ({p.in}
              {p.required || p.in === 'path' ? ', required' : ''})
            </span>
          </label>
          <input
            id={`${formId}-${p.name}`}
            value={values[p.name] ?? ''}
            onChange={(e) => setValues((v) => ({ ...v, [p.name]: e.target.value }))}
            required={p.in === 'path' || p.required}
            autoComplete="off"
            className={`${inputClass} font-mono text-sm`}
          />
        </div>
      ))}
      {bodySchema && (
        <div className="space-y-1">
          <label htmlFor={`${formId}-body`} className="block text-sm font-medium">
            Body (JSON)
          </label>
          <textarea
            id={`${formId}-body`}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            rows={Math.min(12, body.split('\n').length + 1)}
            spellCheck={false}
            aria-invalid={bodyError !== null}
            aria-describedby={bodyError ? `${formId}-body-error` : undefined}
            className={`${inputClass} h-auto font-mono text-sm`}
          />
          {bodyError && (
            <p id={`${formId}-body-error`} className="text-sm text-red-800 dark:text-red-300">
              {bodyError}
            </p>
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className={buttonClass('primary')} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Sending…' : `Send ${entry.method}`}
        </button>
        <CopyButton text={code} label="Copy curl" what="curl command" />
      </div>
      <pre
        className="overflow-x-auto rounded-lg bg-stone-900 p-3 font-mono text-xs leading-5 text-stone-100 dark:bg-black"
        tabIndex={0}
        aria-label="The request as curl"
      >
        <code>{code}</code>
      </pre>
      <div aria-live="polite">
        {state.kind === 'failed' && <ErrorNotice error={state.error} compact />}
        {state.kind === 'done' && (
          <div className="space-y-2" data-testid="try-it-answer">
            <p className="flex flex-wrap gap-x-3 text-sm">
              <span className="font-semibold">Status {state.answer.status}</span>
              <span className={mutedText}>{state.ms} ms</span>
              {state.answer.requestId && (
                <span>
                  Request-Id <code className="font-mono text-xs">{state.answer.requestId}</code>
                </span>
              )}
            </p>
            <JsonTree value={state.answer.body} label="Answer JSON" />
          </div>
        )}
      </div>
    </form>
  );
}

function compact(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return body;
  }
}
