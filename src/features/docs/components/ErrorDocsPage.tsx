import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CLIENT_ERROR_CATALOG, ERROR_CATALOG } from '../../../api/error-catalog';
import type { ErrorCode } from '../../../api/errors';
import { cardClass, linkClass, mutedText } from '../../../components/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { pagePath } from '../../../../rules/page-paths';

/** `/docs/errors`: the target of every error's doc_url. One section per code, anchored at `#<code>`. */
export default function ErrorDocsPage() {
  useDocumentTitle('Error codes');
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (target) {
      target.scrollIntoView({ block: 'start' });
      target.focus({ preventScroll: true });
    }
  }, [hash]);

  const codes = Object.keys(ERROR_CATALOG) as ErrorCode[];
  const current = hash.slice(1);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">Error codes</h1>
        <p className={mutedText}>
          Every error from the API has the same shape:{' '}
          <code className="font-mono text-sm">{'{ "error": { type, code, message, request_id, doc_url } }'}</code>. The{' '}
          <code className="font-mono text-sm">request_id</code> (also in the{' '}
          <code className="font-mono text-sm">Request-Id</code> header) identifies the request if you report a problem.
        </p>
        <p>
          <Link className={linkClass} to={pagePath.apiReference()}>
            API reference
          </Link>{' '}
          <span className={mutedText}>(every endpoint, its parameters and answers, with a “Try it” button)</span>
        </p>
      </header>
      <nav aria-label="Error codes" className={`${cardClass} p-4`}>
        <ul className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
          {codes.map((code) => (
            <li key={code}>
              <a className={linkClass} href={`#${code}`}>
                {code}
              </a>{' '}
              <span className={mutedText}>({ERROR_CATALOG[code].status})</span>
            </li>
          ))}
        </ul>
      </nav>
      {codes.map((code) => {
        const entry = ERROR_CATALOG[code];
        return (
          <section
            key={code}
            id={code}
            tabIndex={-1}
            aria-labelledby={`${code}-title`}
            className={`${cardClass} scroll-mt-24 p-5 ${current === code ? 'ring-2 ring-emerald-600 dark:ring-emerald-400' : ''}`}
          >
            <h2 id={`${code}-title`} className="font-mono text-lg font-semibold">
              {code}
            </h2>
            <p className={`text-sm ${mutedText}`}>
              HTTP {entry.status} · {entry.title}
            </p>
            <h3 className="mt-3 text-sm font-semibold">What it means</h3>
            <p>{entry.meaning}</p>
            <h3 className="mt-3 text-sm font-semibold">What to do</h3>
            <p>{entry.action}</p>
          </section>
        );
      })}
      <section
        id="client-errors"
        tabIndex={-1}
        aria-labelledby="client-errors-title"
        className={`${cardClass} scroll-mt-24 p-5`}
      >
        <h2 id="client-errors-title" className="text-lg font-semibold">
          When there is no answer from the API
        </h2>
        {Object.entries(CLIENT_ERROR_CATALOG).map(([code, entry]) => (
          <div key={code} className="mt-3">
            <h3 className="font-semibold">{entry.title}</h3>
            <p>
              {entry.meaning} {entry.action}
            </p>
          </div>
        ))}
      </section>
      <section id="rate-limits" aria-labelledby="rate-limits-title" className={`${cardClass} p-5`}>
        <h2 id="rate-limits-title" className="text-lg font-semibold">
          Quota headers
        </h2>
        <p className="mt-2">
          Every authenticated answer carries <code className="font-mono text-sm">X-RateLimit-Limit</code>,{' '}
          <code className="font-mono text-sm">X-RateLimit-Remaining</code>,{' '}
          <code className="font-mono text-sm">X-RateLimit-Used</code> and{' '}
          <code className="font-mono text-sm">X-RateLimit-Reset</code> (epoch seconds), and the IETF{' '}
          <code className="font-mono text-sm">RateLimit</code> /{' '}
          <code className="font-mono text-sm">RateLimit-Policy</code> fields. This app shows them in the header. A 429
          adds <code className="font-mono text-sm">Retry-After</code>.
        </p>
      </section>
    </div>
  );
}
