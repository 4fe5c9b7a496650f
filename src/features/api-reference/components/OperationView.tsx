import { useState, type ReactNode } from 'react';
import { buttonClass, focusRing, mutedText } from '../../../components/ui';
import type { SnippetLanguage } from '../../../lib/snippets';
import { jsonSchemaOf, type OpenApiDocument, type OperationEntry } from '../lib/openapi';
import { MethodBadge } from './MethodBadge';
import { OperationSample } from './OperationSample';
import { Prose } from './Prose';
import { SchemaFields } from './SchemaFields';
import { TryIt } from './TryIt';
import { useRequestDraft } from './use-request-draft';

/** One operation: what it does, what it takes, what it answers, its code sample, and a form to send it. */
export function OperationView({
  doc,
  entry,
  baseUrl,
  language,
  onLanguage,
}: {
  doc: OpenApiDocument;
  entry: OperationEntry;
  baseUrl: string;
  language: SnippetLanguage;
  onLanguage: (language: SnippetLanguage) => void;
}) {
  const { operation } = entry;
  const draft = useRequestDraft(doc, entry);
  const parameters = operation.parameters ?? [];
  const body = jsonSchemaOf(operation.requestBody);
  return (
    <section
      id={entry.id}
      aria-labelledby={`${entry.id}-title`}
      className="scroll-mt-20 space-y-4 border-t border-stone-200 pt-6 dark:border-stone-800"
    >
      <header className="space-y-1">
        <h3 id={`${entry.id}-title`} className="text-xl font-semibold">
          {operation.summary ?? `${entry.method} ${entry.path}`}
        </h3>
        <p className="flex flex-wrap items-center gap-2">
          <MethodBadge method={entry.method} />
          <code className="font-mono text-sm break-all">{entry.path}</code>
          {!entry.needsKey && <span className={`text-xs ${mutedText}`}>public: no key needed</span>}
        </p>
        {operation.description && (
          <p className={mutedText}>
            <Prose text={operation.description} />
          </p>
        )}
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-4">
          {parameters.length > 0 && (
            <div>
              <h4 className="font-semibold">Parameters</h4>
              <SchemaFields
                schema={{
                  type: 'object',
                  required: parameters.filter((p) => p.required).map((p) => p.name),
                  properties: Object.fromEntries(
                    parameters.map((p) => [
                      p.name,
                      { ...p.schema, description: [`In the ${p.in}.`, p.description].filter(Boolean).join(' ') },
                    ]),
                  ),
                }}
              />
            </div>
          )}
          {body && (
            <div>
              <h4 className="font-semibold">Body</h4>
              <p className={`text-sm ${mutedText}`}>application/json</p>
              <SchemaFields schema={body} />
            </div>
          )}
          <div>
            <h4 className="font-semibold">Answers</h4>
            <ul className="space-y-1 text-sm">
              {Object.entries(operation.responses ?? {}).map(([status, response]) => {
                const schema = jsonSchemaOf(response);
                const ok = status.startsWith('2');
                return (
                  <li key={status}>
                    {ok && schema ? (
                      <Disclosure
                        label={
                          <>
                            <span className="font-mono font-semibold text-emerald-800 dark:text-emerald-300">
                              {status}
                            </span>{' '}
                            the answer’s fields
                          </>
                        }
                      >
                        <SchemaFields schema={schema} depth={1} />
                      </Disclosure>
                    ) : (
                      <p>
                        <span
                          className={`font-mono font-semibold ${ok ? 'text-emerald-800 dark:text-emerald-300' : 'text-amber-800 dark:text-amber-300'}`}
                        >
                          {status}
                        </span>{' '}
                        {ok ? (
                          <Prose text={response.description ?? ''} />
                        ) : (
                          <a className="underline underline-offset-2" href="#model-Error">
                            the error envelope
                          </a>
                        )}
                      </p>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        <div className="min-w-0 space-y-4">
          <OperationSample entry={entry} draft={draft} baseUrl={baseUrl} language={language} onLanguage={onLanguage} />
          <Disclosure label="Try it" button>
            <TryIt entry={entry} draft={draft} baseUrl={baseUrl} />
          </Disclosure>
        </div>
      </div>
    </section>
  );
}

/** Shut by default, and its content is not rendered until opened: ten operations' forms and answer trees stay cheap. */
function Disclosure({ label, button = false, children }: { label: ReactNode; button?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className={button ? buttonClass(open ? 'secondary' : 'primary') : `rounded text-left ${focusRing}`}
      >
        <span aria-hidden="true" className="mr-1 inline-block w-3">
          {open ? '▾' : '▸'}
        </span>
        {label}
      </button>
      {open && <div className="mt-2">{children}</div>}
    </div>
  );
}
