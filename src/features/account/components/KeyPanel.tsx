import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { explainError, messageForPeople } from '../../../api/error-catalog';
import { type ApiError } from '../../../api/errors';
import { keyStore, maskKey, setRemember } from '../../../api/key-store';
import { CopyButton } from '../../../components/CopyButton';
import { ErrorNotice, RequestIdDetails } from '../../../components/ErrorNotice';
import { buttonClass, cardClass, inputClass, mutedText } from '../../../components/ui';
import { ZonedTime } from '../../../components/ZonedTime';
import { formatCount } from '../../../lib/money';
import { adoptKey, createKey, dropKey, revokeCurrentKey, usageOptions } from '../api/account';
import { pagePath } from '../../../../rules/page-paths';

interface CreatedKey {
  key: string;
  limit: number;
}

/**
 * Create a key or paste one, see its usage, revoke it. Used by the key dialog and by /settings. Creating comes first:
 * a newcomer has no key to paste. Right after a key is created, only that news and the key show (at the top, focused):
 * nothing else is worth reading until it is copied.
 */
export function KeyPanel({ reason, onDone }: { reason?: ApiError | null; onDone?: () => void }) {
  const { key, remembered, revoked } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  if (created) return <NewKey created={created} onDone={onDone ?? (() => setCreated(null))} />;
  return (
    <div className="space-y-5">
      {reason && <ReasonNotice reason={reason} />}
      {key ? (
        <CurrentKey apiKey={key} remembered={remembered} refused={reason?.status === 401} />
      ) : (
        revoked && <RevokedNotice masked={revoked} />
      )}
      <CreateKeyForm onCreated={setCreated} />
      <PasteKeyForm hasKey={Boolean(key)} onDone={onDone} />
    </div>
  );
}

function ReasonNotice({ reason }: { reason: ApiError }) {
  const explanation = explainError(reason.code);
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-600 dark:bg-amber-950/60 dark:text-amber-50"
    >
      <p className="font-semibold">{explanation.title}</p>
      <p>{messageForPeople(reason)}</p>
      <p className="mt-1">
        <a className="underline" href={pagePath.errorDocs(reason.code)}>
          About this error
        </a>
      </p>
      {reason.requestId && <RequestIdDetails requestId={reason.requestId} className="mt-1" />}
    </div>
  );
}

/** After a revocation: the old key is gone, and nothing offers to revoke it again. */
function RevokedNotice({ masked }: { masked: string }) {
  return (
    <section aria-labelledby="revoked-key-title" className={`${cardClass} p-4`} data-testid="revoked-key">
      <h3 id="revoked-key-title" className="font-semibold">
        Key revoked
      </h3>
      <p className="mt-1 text-sm">
        Your key <span className="font-mono">{masked}</span> was revoked: it no longer works, here or anywhere else.
        Paste another key or create a new one below.
      </p>
    </section>
  );
}

/** The new key, shown once: at the top, focused, so a phone shows it without scrolling. */
function NewKey({ created, onDone }: { created: CreatedKey; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      aria-labelledby="new-key-title"
      className="rounded-lg border border-emerald-600 bg-emerald-50 p-4 text-sm text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950/60 dark:text-emerald-50"
      data-testid="new-key"
    >
      <h3 id="new-key-title" ref={heading} tabIndex={-1} className="scroll-mt-4 text-base font-semibold outline-none">
        Your key is ready and in use
      </h3>
      <p className="mt-1">Copy it now: it will not be shown again.</p>
      <p className="mt-2 font-mono break-all" data-testid="created-key">
        {created.key}
      </p>
      <p className="mt-2">It allows {formatCount(created.limit)} requests a month.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={created.key} label="Copy key" what="API key" />
        <button type="button" className={buttonClass('primary', 'sm')} onClick={onDone}>
          Done
        </button>
      </div>
    </section>
  );
}

function CurrentKey({ apiKey, remembered, refused }: { apiKey: string; remembered: boolean; refused: boolean }) {
  const queryClient = useQueryClient();
  // A key the API just refused has no usage to show; asking would only repeat the refusal.
  const usage = useQuery({ ...usageOptions(), enabled: !refused });
  const revoke = useMutation({
    mutationFn: () => revokeCurrentKey(queryClient),
    networkMode: 'always',
  });
  const rememberId = useId();
  return (
    <section aria-labelledby="current-key-title" className={`${cardClass} p-4`}>
      <h3 id="current-key-title" className="font-semibold">
        Your key
      </h3>
      <p className="mt-1 font-mono text-sm" data-testid="masked-key">
        {maskKey(apiKey)}
      </p>
      <div className="mt-2 flex items-center gap-2 text-sm">
        <input
          id={rememberId}
          type="checkbox"
          checked={remembered}
          onChange={(e) => setRemember(e.target.checked)}
          className="size-4 accent-emerald-700"
        />
        <label htmlFor={rememberId}>Remember this key in this browser</label>
      </div>
      <div className="mt-3 text-sm" aria-live="polite">
        {refused && (
          <p className={mutedText}>The API refused this key (see above). Paste another key or create one below.</p>
        )}
        {!refused && usage.isPending && <p className={mutedText}>Loading usage…</p>}
        {!refused && usage.isError && <ErrorNotice error={usage.error} compact onRetry={() => void usage.refetch()} />}
        {usage.data && (
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="usage">
            <div>
              <dt className={mutedText}>Used</dt>
              <dd className="font-semibold tabular-nums">{formatCount(usage.data.used)}</dd>
            </div>
            <div>
              <dt className={mutedText}>Remaining</dt>
              <dd className="font-semibold tabular-nums">
                {formatCount(usage.data.remaining)} of {formatCount(usage.data.limit)}
              </dd>
            </div>
            <div className="col-span-2 sm:col-span-1">
              <dt className={mutedText}>Resets</dt>
              <dd className="font-semibold" data-testid="usage-reset">
                <ZonedTime date={new Date(usage.data.resets_at)} />
              </dd>
            </div>
          </dl>
        )}
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => dropKey(queryClient)}>
          Forget on this device
        </button>
        <button
          type="button"
          className={buttonClass('danger', 'sm')}
          disabled={revoke.isPending}
          onClick={() => {
            if (
              window.confirm(
                'Revoke this key? It stops working immediately, everywhere it is used, and cannot be restored.',
              )
            )
              revoke.mutate();
          }}
        >
          {revoke.isPending ? 'Revoking…' : 'Revoke key'}
        </button>
      </div>
      {revoke.isError && (
        <div className="mt-3">
          <ErrorNotice error={revoke.error} compact />
        </div>
      )}
    </section>
  );
}

function PasteKeyForm({ hasKey, onDone }: { hasKey: boolean; onDone?: () => void }) {
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  // On unless the person opts out: a key "shown once" must survive a new tab of the same browser.
  const [remember, setRememberChoice] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const rememberId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const key = value.trim();
    if (!/^sk_[A-Za-z0-9_]{8,}$/.test(key)) {
      setProblem('That does not look like a key: keys start with sk_live_ followed by letters and digits.');
      return;
    }
    adoptKey(queryClient, key, remember);
    setValue('');
    setProblem(null);
    onDone?.();
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-2 border-t border-stone-200 pt-4 dark:border-stone-800"
      aria-labelledby={`${inputId}-title`}
    >
      <h3 id={`${inputId}-title`} className="font-semibold">
        {hasKey ? 'Use another key' : 'Paste your key'}
      </h3>
      <label htmlFor={inputId} className="block text-sm">
        API key
      </label>
      <input
        id={inputId}
        name="api-key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="sk_live_…"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-describedby={hintId}
        aria-invalid={problem ? true : undefined}
        className={`${inputClass} font-mono`}
      />
      <p id={hintId} className={`text-sm ${problem ? 'text-red-800 dark:text-red-300' : mutedText}`}>
        {problem ?? 'Kept in this browser unless you untick "Remember"; then in this tab only. Never put in a link.'}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm">
          <input
            id={rememberId}
            type="checkbox"
            checked={remember}
            onChange={(e) => setRememberChoice(e.target.checked)}
            className="size-4 accent-emerald-700"
          />
          <label htmlFor={rememberId}>Remember in this browser</label>
        </span>
        <button type="submit" className={buttonClass('secondary')}>
          Use this key
        </button>
      </div>
    </form>
  );
}

function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedKey) => void }) {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  // On unless the person opts out: a key "shown once" must survive a new tab of the same browser.
  const [remember, setRememberChoice] = useState(true);
  const emailId = useId();
  const rememberId = useId();
  const create = useMutation({
    mutationFn: createKey,
    networkMode: 'always',
    onSuccess: (data) => {
      adoptKey(queryClient, data.api_key, remember);
      onCreated({ key: data.api_key, limit: data.quota.limit });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(email.trim());
  };
  return (
    <form onSubmit={submit} className="space-y-2" aria-labelledby={`${emailId}-title`}>
      <h3 id={`${emailId}-title`} className="font-semibold">
        Create a free key
      </h3>
      <p className={`text-sm ${mutedText}`}>Free, with a monthly quota of requests. The key is shown once.</p>
      <label htmlFor={emailId} className="block text-sm">
        Email address
      </label>
      <input
        id={emailId}
        name="email"
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className={inputClass}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm">
          <input
            id={rememberId}
            type="checkbox"
            checked={remember}
            onChange={(e) => setRememberChoice(e.target.checked)}
            className="size-4 accent-emerald-700"
          />
          <label htmlFor={rememberId}>Remember in this browser</label>
        </span>
        <button type="submit" className={buttonClass('primary')} disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </button>
      </div>
      {create.isError && <ErrorNotice error={create.error} compact />}
    </form>
  );
}
