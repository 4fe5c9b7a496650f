import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { openKeyDialog } from '../../../api/auth-prompt';
import { sendRequest, type RawAnswer } from '../../../api/client';
import { isAbort } from '../../../api/errors';
import { keyStore, maskKey } from '../../../api/key-store';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { JsonTree } from '../../../components/JsonTree';
import { buttonClass, inputClass, mutedText } from '../../../components/ui';
import type { OperationEntry } from '../lib/openapi';
import type { RequestDraft } from './use-request-draft';

type SendState =
  | { kind: 'idle' }
  | { kind: 'confirming' }
  | { kind: 'sending' }
  | { kind: 'done'; answer: RawAnswer; ms: number }
  | { kind: 'failed'; error: unknown };

/** What a DELETE will do, in words, asked before it is sent: one click must not undo something by surprise. */
function deleteWarning(entry: OperationEntry, key: string | null): { title: string; text: string; confirm: string } {
  if (entry.path === '/v1/keys/current') {
    return {
      title: 'Revoke the key this app uses?',
      text:
        `This revokes your key${key ? ` ${maskKey(key)}` : ''}: it stops working immediately, in this app and ` +
        'everywhere else it is used, and cannot be restored. The app will need a new key (create one or paste another).',
      confirm: 'Revoke my key',
    };
  }
  return {
    title: `Send DELETE ${entry.path}?`,
    text: 'A DELETE changes data on the server for real, and cannot be undone from here.',
    confirm: 'Send DELETE',
  };
}

/** "Send" this operation for real, with the user's key and base URL; the answer shows as it came. */
export function TryIt({ entry, draft, baseUrl }: { entry: OperationEntry; draft: RequestDraft; baseUrl: string }) {
  const formId = useId();
  const { key } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  const { parameters, bodySchema, values, setValue, body, setBody } = draft;
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const confirmHeading = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (state.kind === 'confirming') confirmHeading.current?.focus();
  }, [state.kind]);

  function parsedBody(): { ok: true; value: unknown } | { ok: false } {
    if (!bodySchema) return { ok: true, value: undefined };
    try {
      const value: unknown = JSON.parse(body);
      setBodyError(null);
      return { ok: true, value };
    } catch (error) {
      setBodyError(`The body is not valid JSON: ${(error as Error).message}`);
      // The answer on screen belonged to another body: it must not pass for this one's.
      setState({ kind: 'idle' });
      return { ok: false };
    }
  }

  async function send() {
    const parsed = parsedBody();
    if (!parsed.ok) return;
    setState({ kind: 'sending' });
    const started = performance.now();
    try {
      const answer = await sendRequest(entry.method, draft.path, { query: draft.query, body: parsed.value });
      setState({ kind: 'done', answer, ms: Math.round(performance.now() - started) });
    } catch (error) {
      if (!isAbort(error)) setState({ kind: 'failed', error });
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (entry.method === 'DELETE' && state.kind !== 'confirming') {
      if (parsedBody().ok) setState({ kind: 'confirming' });
      return;
    }
    void send();
  }

  const warning = entry.method === 'DELETE' ? deleteWarning(entry, key) : null;
  return (
    <form
      onSubmit={submit}
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
            onChange={(e) => setValue(p.name, e.target.value)}
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
            <p id={`${formId}-body-error`} role="alert" className="text-sm text-red-800 dark:text-red-300">
              {bodyError}
            </p>
          )}
        </div>
      )}
      {state.kind === 'confirming' && warning ? (
        <div
          role="group"
          aria-labelledby={`${formId}-confirm-title`}
          aria-describedby={`${formId}-confirm-text`}
          className="space-y-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-50"
        >
          <p id={`${formId}-confirm-title`} ref={confirmHeading} tabIndex={-1} className="font-semibold outline-none">
            {warning.title}
          </p>
          <p id={`${formId}-confirm-text`}>{warning.text}</p>
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClass('danger', 'sm')}>
              {warning.confirm}
            </button>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setState({ kind: 'idle' })}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className={buttonClass('primary')} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? 'Sending…' : `Send ${entry.method}`}
        </button>
      )}
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
            {state.answer.body === null ? (
              <p className={`text-sm ${mutedText}`}>
                {state.answer.status === 204 ? 'No content (204)' : 'No JSON in the answer.'}
              </p>
            ) : (
              <JsonTree value={state.answer.body} label="Answer JSON" />
            )}
          </div>
        )}
      </div>
    </form>
  );
}
