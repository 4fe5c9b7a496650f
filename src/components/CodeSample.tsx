import { snippet, SNIPPET_LANGUAGES, type SnippetLanguage, type SnippetRequest } from '../lib/snippets';
import { CopyButton } from './CopyButton';

/**
 * One request as code in the language chosen (curl, JavaScript, Python), with a copy button. `request.key` is what
 * the snippet puts after "Bearer " (null: no Authorization header); `copyNote` is added to the copy confirmation
 * (for example that the key in it is masked).
 */
export function CodeSample({
  request,
  language,
  onLanguage,
  label,
  copyNote,
}: {
  request: SnippetRequest;
  language: SnippetLanguage;
  onLanguage: (language: SnippetLanguage) => void;
  /** The code block's accessible name. */
  label: string;
  copyNote?: string;
}) {
  const code = snippet(language, request);
  const languageLabel = SNIPPET_LANGUAGES.find((l) => l.id === language)!.label;
  return (
    <div>
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <div role="group" aria-label="Language" className="flex gap-1">
          {SNIPPET_LANGUAGES.map((l) => (
            <button
              key={l.id}
              type="button"
              aria-pressed={language === l.id}
              onClick={() => onLanguage(l.id)}
              className={`rounded-lg px-2.5 py-1 text-xs font-medium ${language === l.id ? 'bg-stone-800 text-white dark:bg-stone-200 dark:text-stone-950' : 'text-stone-700 hover:bg-stone-200 dark:text-stone-200 dark:hover:bg-stone-800'}`}
            >
              {l.label}
            </button>
          ))}
        </div>
        <CopyButton text={code} label={`Copy ${languageLabel}`} what={`${languageLabel} code`} note={copyNote} />
      </div>
      <pre
        className="overflow-x-auto rounded-lg bg-stone-900 p-3 font-mono text-xs leading-5 text-stone-100 dark:bg-black"
        data-testid="snippet"
        tabIndex={0}
        aria-label={label}
      >
        <code>{code}</code>
      </pre>
    </div>
  );
}
