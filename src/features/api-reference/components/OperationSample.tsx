import { useId, useSyncExternalStore } from 'react';
import { openKeyDialog } from '../../../api/auth-prompt';
import { keyRevealStore, keyStore, snippetKey } from '../../../api/key-store';
import { CodeSample } from '../../../components/CodeSample';
import { KeyRevealButton } from '../../../components/KeyRevealButton';
import { mutedText } from '../../../components/ui';
import type { SnippetLanguage } from '../../../lib/snippets';
import type { OperationEntry } from '../lib/openapi';
import type { RequestDraft } from './use-request-draft';

/**
 * The operation as code (curl, JavaScript, Python) before anything is sent: the examples, or what Try it holds, with
 * the reader's own key once they reveal it. A masked key says so, since a command copied with it is refused (401).
 */
export function OperationSample({
  entry,
  draft,
  baseUrl,
  language,
  onLanguage,
}: {
  entry: OperationEntry;
  draft: RequestDraft;
  baseUrl: string;
  language: SnippetLanguage;
  onLanguage: (language: SnippetLanguage) => void;
}) {
  const { key } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  const revealed = useSyncExternalStore(keyRevealStore.subscribe, keyRevealStore.get);
  const titleId = useId();
  const name = entry.operation.summary ?? `${entry.method} ${entry.path}`;
  const masked = entry.needsKey && key !== null && !revealed;
  return (
    <div role="group" aria-labelledby={titleId} className="space-y-2">
      <h4 id={titleId} className="font-semibold">
        Code sample<span className="sr-only">: {name}</span>
      </h4>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className={mutedText} data-testid="sample-key-note">
          {!entry.needsKey ? (
            'No key needed.'
          ) : !key ? (
            <>
              No API key yet: the sample says YOUR_API_KEY.{' '}
              <button
                type="button"
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
                onClick={() => openKeyDialog()}
              >
                Add a key
              </button>
            </>
          ) : revealed ? (
            'The sample carries your key: keep it out of shared screens and repositories.'
          ) : (
            'The key is masked: reveal it to copy a working command.'
          )}
        </p>
        {entry.needsKey && key && <KeyRevealButton />}
      </div>
      <CodeSample
        request={{
          method: entry.method,
          url: `${baseUrl}${draft.target}`,
          body: draft.sampleBody,
          key: entry.needsKey ? snippetKey(key, revealed) : null,
        }}
        language={language}
        onLanguage={onLanguage}
        label={`${name} as ${language} code`}
        copyNote={masked ? 'the key in it is masked; reveal it to copy a working command' : undefined}
      />
    </div>
  );
}
