import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { baseUrlStore, normalizeBaseUrl, setBaseUrl } from '../../../api/settings';
import { buttonClass, cardClass, inputClass, mutedText } from '../../../components/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { KeyPanel } from './KeyPanel';

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
      <BaseUrlForm />
    </div>
  );
}

function BaseUrlForm() {
  const queryClient = useQueryClient();
  const current = useSyncExternalStore(baseUrlStore.subscribe, baseUrlStore.get);
  const [value, setValue] = useState(current);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeBaseUrl(value);
    if (normalized === null) {
      setMessage({
        ok: false,
        text: 'Enter an http:// or https:// address without a query or #fragment, or leave it empty.',
      });
      return;
    }
    setBaseUrl(normalized);
    setValue(normalized);
    // Answers from another server must not be mixed with this one's.
    queryClient.clear();
    setMessage({ ok: true, text: normalized ? `Requests now go to ${normalized}.` : 'Requests now go to this site.' });
  };
  return (
    <section aria-labelledby="base-url-title" className={`${cardClass} p-5`}>
      <h2 id="base-url-title" className="text-lg font-semibold">
        API address
      </h2>
      <form onSubmit={submit} className="mt-3 space-y-2">
        <label htmlFor={id} className="block text-sm">
          API base URL
        </label>
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder={window.location.origin}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className={inputClass}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className={`text-sm ${mutedText}`}>
          Leave empty to use this site ({window.location.origin}). Changing it clears cached answers.
        </p>
        <div className="flex items-center gap-3">
          <button type="submit" className={buttonClass('primary')}>
            Save address
          </button>
          {message && (
            <p
              role="status"
              className={`text-sm ${message.ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300'}`}
            >
              {message.text}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
