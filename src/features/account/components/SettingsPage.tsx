import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { getApiKey } from '../../../api/key-store';
import { probeApi, type ProbeResult } from '../../../api/probe';
import { resetQuota } from '../../../api/quota-store';
import { baseUrlStore, normalizeBaseUrl, setBaseUrl } from '../../../api/settings';
import { buttonClass, cardClass, inputClass, mutedText } from '../../../components/ui';
import type { DistanceUnits } from '../../../lib/distance';
import { setDistanceUnits, useDistanceUnits } from '../../../lib/use-distance-units';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { KeyPanel } from './KeyPanel';
import { RequestLogPanel } from './RequestLogPanel';

export default function SettingsPage() {
  useDocumentTitle('Settings');
  return (
    <div className="mx-auto max-w-2xl space-y-8">
      <h1 className="text-2xl font-bold">Settings</h1>
      <section aria-labelledby="key-settings" className={`${cardClass} p-5`}>
        <h2 id="key-settings" className="mb-3 text-lg font-semibold">
          API key
        </h2>
        <KeyPanel />
      </section>
      <UnitsChoice />
      <RequestLogPanel />
      <BaseUrlForm />
    </div>
  );
}

const UNIT_CHOICES: { value: DistanceUnits; label: string }[] = [
  { value: 'imperial', label: 'Miles and feet' },
  { value: 'metric', label: 'Kilometres and metres' },
];

/** How distances read (near me, its radius, each result's distance): applied at once, kept in this browser. */
function UnitsChoice() {
  const units = useDistanceUnits();
  return (
    <section aria-labelledby="units-title" className={`${cardClass} p-5`}>
      <fieldset>
        <legend id="units-title" className="text-lg font-semibold">
          Distances
        </legend>
        <div className="mt-2 flex flex-wrap gap-x-6">
          {UNIT_CHOICES.map((choice) => (
            <label key={choice.value} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name="distance-units"
                value={choice.value}
                checked={units === choice.value}
                onChange={() => setDistanceUnits(choice.value)}
                className="size-4 accent-emerald-700"
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}

type Check =
  | { state: 'idle' }
  | { state: 'testing'; target: string }
  | { state: 'saved'; text: string }
  | { state: 'failed'; target: string | null; title: string; detail: string };

const PROBLEM_TITLES: Record<Exclude<ProbeResult['kind'], 'ok'>, string> = {
  cors: 'The server refused this site (CORS)',
  not_json: 'This address does not answer JSON',
  not_api: 'This address is not a Menu Atlas API',
  down: 'The server is down or unreachable',
};

/** The API address: tested with /v1/health before it is used; each address keeps its own key. */
function BaseUrlForm() {
  const queryClient = useQueryClient();
  const current = useSyncExternalStore(baseUrlStore.subscribe, baseUrlStore.get);
  const [value, setValue] = useState(current);
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const id = useId();
  const origin = window.location.origin;

  const switchTo = (target: string) => {
    setBaseUrl(target);
    setValue(target);
    // Answers and quota from another server must not be mixed with this one's.
    queryClient.clear();
    resetQuota();
    const where = target ? target : `this site (${origin})`;
    const key = getApiKey() ? 'the key saved for it is in use' : 'no key is saved for it yet';
    setCheck({ state: 'saved', text: `Requests now go to ${where}; ${key}.` });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const target = normalizeBaseUrl(value);
    if (target === null) {
      setCheck({
        state: 'failed',
        target: null,
        title: 'Not an API address',
        detail: 'Enter an http:// or https:// address without a query or #fragment, or leave it empty.',
      });
      return;
    }
    setCheck({ state: 'testing', target });
    const result = await probeApi(target || origin);
    if (result.kind === 'ok') switchTo(target);
    else setCheck({ state: 'failed', target, title: PROBLEM_TITLES[result.kind], detail: result.detail });
  };

  return (
    <section aria-labelledby="base-url-title" className={`${cardClass} p-5`}>
      <h2 id="base-url-title" className="text-lg font-semibold">
        API address
      </h2>
      <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-2">
        <label htmlFor={id} className="block text-sm">
          API base URL
        </label>
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder={origin}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={inputClass}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={`text-sm ${mutedText}`}>
          Leave empty to use this site ({origin}). The address is tested before it is used; each address keeps its own
          API key, and changing it clears cached answers.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass('primary')} disabled={check.state === 'testing'}>
            {check.state === 'testing' ? 'Testing…' : 'Test and save'}
          </button>
          {current && (
            <span className={`text-sm ${mutedText}`}>
              Now: <span className="font-mono">{current}</span>
            </span>
          )}
        </div>
        <div aria-live="polite" className="text-sm" data-testid="base-url-check">
          {check.state === 'testing' && <p className={mutedText}>Asking {check.target || origin}/v1/health…</p>}
          {check.state === 'saved' && <p className="text-emerald-800 dark:text-emerald-300">{check.text}</p>}
          {check.state === 'failed' && (
            <div className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-950 dark:border-red-800 dark:bg-red-950/60 dark:text-red-100">
              <p className="font-semibold">{check.title}</p>
              <p className="break-words">{check.detail}</p>
              {check.target !== null && (
                <button
                  type="button"
                  className={`${buttonClass('secondary', 'sm')} mt-2`}
                  onClick={() => switchTo(check.target ?? '')}
                >
                  Use it anyway
                </button>
              )}
            </div>
          )}
        </div>
      </form>
    </section>
  );
}
