import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router';
import { baseUrlStore } from '../../../api/settings';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { Loading } from '../../../components/Loading';
import { cardClass, linkClass, mutedText } from '../../../components/ui';
import { formatCount } from '../../../lib/money';
import type { SnippetLanguage } from '../../../lib/snippets';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { openapiDocumentOptions } from '../api/openapi-document';
import { operationsByTag, type OpenApiDocument } from '../lib/openapi';
import { MethodBadge } from './MethodBadge';
import { OperationView } from './OperationView';
import { Prose } from './Prose';
import { SchemaFields } from './SchemaFields';
import { pagePath } from '../../../../rules/page-paths';

/**
 * `/docs/api`: the reference rendered from the server's own `/v1/openapi.json` (operations, parameters, bodies,
 * answers, models) with a code sample and a "Try it" form per operation that sends real requests with the user's key
 * and base URL.
 */
export default function ApiReferencePage() {
  useDocumentTitle('API reference');
  const baseUrl = useSyncExternalStore(baseUrlStore.subscribe, baseUrlStore.get) || window.location.origin;
  const query = useQuery(openapiDocumentOptions(baseUrl));
  const { hash } = useLocation();
  useEffect(() => {
    // The sections exist only once the document has loaded: scroll to the linked one then (or, when it could not
    // load, to the terms, which are always there).
    if ((query.data || query.isError) && hash)
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [query.data, query.isError, hash]);

  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">API reference</h1>
        <p className={mutedText}>
          Every endpoint of the <code className="font-mono text-sm">/v1</code> API, read from{' '}
          <a className={linkClass} href={`${baseUrl}/v1/openapi.json`}>
            its OpenAPI document
          </a>{' '}
          at <code className="font-mono text-sm">{baseUrl}</code>. Authenticate with{' '}
          <code className="font-mono text-sm">Authorization: Bearer sk_live_…</code>; every answer carries a{' '}
          <code className="font-mono text-sm">Request-Id</code> and the quota headers.{' '}
          <Link className={linkClass} to={pagePath.errorDocs()}>
            Error codes
          </Link>
          .
        </p>
      </header>
      {query.isPending && <Loading label="Loading the API reference…" />}
      {query.isError && <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <Reference doc={query.data} baseUrl={baseUrl} />}
      <Terms quota={query.data?.info['x-quota']?.limit} />
    </div>
  );
}

/**
 * `#terms`: what the OpenAPI document's `info.license` links to. The quota is the server's (its document's
 * `info.x-quota`), which an operator may have set otherwise than the default; until it loads, no number is stated.
 */
function Terms({ quota }: { quota: number | undefined }) {
  return (
    <section id="terms" aria-labelledby="terms-title" className={`${cardClass} scroll-mt-20 space-y-2 p-4`}>
      <h2 id="terms-title" className="text-xl font-bold">
        Terms
      </h2>
      <ul className="list-disc space-y-1 pl-5">
        <li>
          The free tier allows {quota === undefined ? 'a monthly quota of' : formatCount(quota)} requests per API key
          per calendar month (UTC). Every request for data counts, whatever its answer, except a refusal for the quota
          itself (429); checking usage (<code className="font-mono text-sm">GET /v1/usage</code>) and revoking a key do
          not.
        </li>
        <li>
          The data is sample data: every restaurant, menu, price and rating is generated, not collected from real
          businesses. Do not rely on it for decisions about real places.
        </li>
      </ul>
    </section>
  );
}

function Reference({ doc, baseUrl }: { doc: OpenApiDocument; baseUrl: string }) {
  const groups = operationsByTag(doc);
  // One language for every code sample on the page: chosen once, not per operation.
  const [language, setLanguage] = useState<SnippetLanguage>('curl');
  const models = Object.entries(doc.components?.schemas ?? {});
  return (
    <div className="grid gap-8 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <nav
        aria-label="Endpoints"
        className={`${cardClass} self-start p-3 text-sm lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto`}
      >
        <ul className="space-y-3">
          {groups.map((group) => (
            <li key={group.tag}>
              <a href={`#tag-${group.tag}`} className="font-semibold capitalize hover:underline">
                {group.tag}
              </a>
              <ul className="mt-1 space-y-1">
                {group.operations.map((entry) => (
                  <li key={entry.id}>
                    <a
                      href={`#${entry.id}`}
                      className="flex items-baseline gap-2 rounded px-1 py-0.5 hover:bg-stone-100 dark:hover:bg-stone-800"
                    >
                      <span className="w-12 shrink-0">
                        <MethodBadge method={entry.method} />
                      </span>
                      <span className="min-w-0">{entry.operation.summary ?? entry.path}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          <li>
            <a href="#models" className="font-semibold hover:underline">
              Models
            </a>
          </li>
          <li>
            <a href="#terms" className="font-semibold hover:underline">
              Terms
            </a>
          </li>
        </ul>
      </nav>
      <div className="min-w-0 space-y-10">
        <section aria-labelledby="api-overview" className="space-y-1">
          <h2 id="api-overview" className="text-xl font-semibold">
            {doc.info.title}{' '}
            <span className={`text-sm font-normal ${mutedText}`}>
              version {doc.info.version} · OpenAPI {doc.openapi}
            </span>
          </h2>
          {doc.info.description && (
            <p>
              <Prose text={doc.info.description} />
            </p>
          )}
        </section>
        {groups.map((group) => (
          <section
            key={group.tag}
            id={`tag-${group.tag}`}
            aria-labelledby={`tag-${group.tag}-title`}
            className="scroll-mt-20 space-y-6"
          >
            <h2 id={`tag-${group.tag}-title`} className="text-xl font-bold capitalize">
              {group.tag}
            </h2>
            {group.operations.map((entry) => (
              <OperationView
                key={entry.id}
                doc={doc}
                entry={entry}
                baseUrl={baseUrl}
                language={language}
                onLanguage={setLanguage}
              />
            ))}
          </section>
        ))}
        <section id="models" aria-labelledby="models-title" className="scroll-mt-20 space-y-4">
          <h2 id="models-title" className="text-xl font-bold">
            Models
          </h2>
          {models.map(([name, schema]) => (
            <section
              key={name}
              id={`model-${name}`}
              aria-labelledby={`model-${name}-title`}
              className={`${cardClass} scroll-mt-20 p-4`}
            >
              <h3 id={`model-${name}-title`} className="font-mono text-lg font-semibold">
                {name}
              </h3>
              {schema.description && (
                <p className={mutedText}>
                  <Prose text={schema.description} />
                </p>
              )}
              <SchemaFields schema={schema} />
            </section>
          ))}
        </section>
      </div>
    </div>
  );
}
