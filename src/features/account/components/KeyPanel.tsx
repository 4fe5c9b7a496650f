import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { explainError, messageForPeople } from '../../../api/error-catalog';
import { type ApiError } from '../../../api/errors';
import { keyStore, maskKey, setRemember } from '../../../api/key-store';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { buttonClass, cardClass, inputClass, mutedText } from '../../../components/ui';
import { formatCount } from '../../../lib/money';
import { formatDateTime } from '../../../lib/time';
import { adoptKey, createKey, dropKey, revokeCurrentKey, usageOptions } from '../api/account';
import { pagePath } from '../../../../rules/page-paths';

/** Paste a key or create one, see its usage, revoke it. Used by the key dialog and by /settings. */
export function KeyPanel({ reason, onDone }: { reason?: ApiError | null; onDone?: () => void }) {
  const { key, remembered } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  return (
    <div className="space-y-5">
      {reason && <ReasonNotice reason={reason} />}
      {key ? <CurrentKey apiKey={key} remembered={remembered} refused={reason?.status === 401} /> : null}
      <PasteKeyForm hasKey={Boolean(key)} onDone={onDone} />
      <CreateKeyForm />
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
      {reason.requestId && (
        <p className="mt-1">
          Request id <code className="font-mono text-xs">{reason.requestId}</code> ·{' '}
          <a className="underline" href={pagePath.errorDocs(reason.code)}>
            about this error
          </a>
        </p>
      )}
    </div>
  );
}

function CurrentKey({ apiKey, remembered, refused }: { apiKey: string; remembered: boolean; refused: boolean }) {
  const queryClient = useQueryClient();
  // A key the API just refused has no usage to show; asking would only repeat the refusal.
  const usage = useQuery({ ...usageOptions(), enabled: !refused });
  const revoke = useMutation({
    mutationFn: revokeCurrentKey,
    networkMode: 'always',
    onSuccess: () => dropKey(queryClient),
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
        {usage.isError && <ErrorNotice error={usage.error} compact onRetry={() => void usage.refetch()} />}
        {usage.data && (
          <dl className="grid grid-cols-3 gap-2" data-testid="usage">
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
            <div>
              <dt className={mutedText}>Resets</dt>
              <dd className="font-semibold">{formatDateTime(new Date(usage.data.resets_at))}</dd>
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
            if (window.confirm('Revoke this key? It stops working everywhere, at once.')) revoke.mutate();
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
  const [remember, setRememberChoice] = useState(false);
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
    <form onSubmit={submit} className="space-y-2" aria-labelledby={`${inputId}-title`}>
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
        {problem ?? 'Kept in this tab only unless you tick "remember". Never put in a link.'}
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
        <button type="submit" className={buttonClass('primary')}>
          Use this key
        </button>
      </div>
    </form>
  );
}

function CreateKeyForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [remember, setRememberChoice] = useState(false);
  const [created, setCreated] = useState<{ key: string; limit: number } | null>(null);
  const [copied, setCopied] = useState(false);
  const emailId = useId();
  const rememberId = useId();
  const create = useMutation({
    mutationFn: createKey,
    networkMode: 'always',
    onSuccess: (data) => {
      adoptKey(queryClient, data.api_key, remember);
      setCreated({ key: data.api_key, limit: data.quota.limit });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setCopied(false);
    create.mutate(email.trim());
  };
  return (
    <form
      onSubmit={submit}
      className="space-y-2 border-t border-stone-200 pt-4 dark:border-stone-800"
      aria-labelledby={`${emailId}-title`}
    >
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
        <button type="submit" className={buttonClass('secondary')} disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create key'}
        </button>
      </div>
      {create.isError && <ErrorNotice error={create.error} compact />}
      {created && (
        <div
          role="status"
          className="rounded-lg border border-emerald-600 bg-emerald-50 p-3 text-sm text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950/60 dark:text-emerald-50"
        >
          <p className="font-semibold">Your key is ready and in use. Copy it now: it will not be shown again.</p>
          <p className="mt-1 break-all font-mono" data-testid="created-key">
            {created.key}
          </p>
          <p className="mt-1">It allows {formatCount(created.limit)} requests a month.</p>
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} mt-2`}
            onClick={() =>
              void navigator.clipboard?.writeText(created.key).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {copied ? 'Copied' : 'Copy key'}
          </button>
        </div>
      )}
    </form>
  );
}
