import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { keyRevealStore, keyStore, snippetKey } from '../../../api/key-store';
import type { RecordedCall } from '../../../api/request-log';
import { KeyRevealButton } from '../../../components/KeyRevealButton';
import { buttonClass, linkClass, mutedText } from '../../../components/ui';
import type { SnippetLanguage } from '../../../lib/snippets';
import { CallCard } from './CallCard';
import { pagePath } from '../../../../rules/page-paths';

/**
 * The call shown open: the newest one the page asked for itself. The quota meter reads usage beside every page, and
 * whichever of the two answered last is chance, so usage is opened only when it is the page's only call.
 */
function openedCall(calls: readonly RecordedCall[]): RecordedCall | undefined {
  const isUsageRead = (call: RecordedCall) => new URL(call.url, window.location.href).pathname === USAGE_PATH;
  return calls.findLast((call) => !isUsageRead(call)) ?? calls.at(-1);
}

const USAGE_PATH = '/v1/usage';

/**
 * The panel behind "View API request": every call this page sent, the page's own newest open. Non-modal, so the page
 * stays usable (a "Load more" shows up here as it happens); Escape or Close shuts it and focus goes back to the
 * button.
 */
export default function RequestInspector({ calls, onClose }: { calls: RecordedCall[]; onClose: () => void }) {
  const { key } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  const revealed = useSyncExternalStore(keyRevealStore.subscribe, keyRevealStore.get);
  const [language, setLanguage] = useState<SnippetLanguage>('curl');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const keyText = snippetKey(key, revealed);
  const opened = openedCall(calls);
  return (
    <section
      aria-labelledby="inspector-title"
      className="fixed inset-0 z-40 flex flex-col bg-white shadow-2xl sm:inset-y-0 sm:left-auto sm:w-[36rem] sm:border-l sm:border-stone-200 dark:bg-stone-900 sm:dark:border-stone-800"
      data-testid="request-inspector"
    >
      <header className="flex items-start justify-between gap-3 border-b border-stone-200 px-4 py-3 dark:border-stone-800">
        <div>
          <h2 id="inspector-title" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            API requests behind this page
          </h2>
          <p className={`text-sm ${mutedText}`}>
            {calls.length} {calls.length === 1 ? 'call' : 'calls'} ·{' '}
            <Link className={linkClass} to={pagePath.apiReference()}>
              API reference
            </Link>
          </p>
        </div>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose}>
          Close
        </button>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-stone-200 px-4 py-2 text-sm dark:border-stone-800">
        <p className={mutedText}>
          {key
            ? revealed
              ? 'Code snippets show your key: keep it out of shared screens and repositories.'
              : 'Code snippets show your key masked: reveal it to copy a working command.'
            : 'No API key yet: snippets say YOUR_API_KEY.'}
        </p>
        {key && <KeyRevealButton />}
      </div>
      <ol className="flex-1 space-y-3 overflow-y-auto overscroll-contain p-4">
        {calls.map((call) => (
          <li key={call.id}>
            <CallCard
              call={call}
              open={call === opened}
              keyText={keyText}
              language={language}
              onLanguage={setLanguage}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
