import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { keyStore } from '../../../api/key-store';
import { baseUrlStore } from '../../../api/settings';
import { Loading } from '../../../components/Loading';
import { linkClass, mutedText } from '../../../components/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';

// Zod (inside Scalar) probes `new Function('')` to decide whether to compile its validators; under our CSP
// (no 'unsafe-eval') that probe is reported as a violation. Jitless mode skips the probe. Set before Scalar loads.
const zodConfig = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((zodConfig.__zod_globalConfig ??= {}), { jitless: true });

const ScalarReference = lazy(() => import('./ScalarReference'));

/** The app's theme, as `index.html` and the theme toggle set it on <html data-theme>. */
function useDocumentTheme(): 'dark' | 'light' {
  const read = (): 'dark' | 'light' => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  const [theme, setTheme] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/** `/docs/api`: the reference rendered from the server's own `/v1/openapi.json`; "Test request" uses the user's key. */
export default function ApiReferencePage() {
  useDocumentTitle('API reference');
  const { key } = useSyncExternalStore(keyStore.subscribe, keyStore.get);
  const baseUrl = useSyncExternalStore(baseUrlStore.subscribe, baseUrlStore.get) || window.location.origin;
  const theme = useDocumentTheme();
  return (
    <div className="space-y-4">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">API reference</h1>
        <p className={mutedText}>
          Every endpoint of the <code className="font-mono text-sm">/v1</code> API, generated from{' '}
          <a className={linkClass} href={`${baseUrl}/v1/openapi.json`}>
            the OpenAPI document
          </a>{' '}
          at <code className="font-mono text-sm">{baseUrl}</code>. “Test request” sends real requests with{' '}
          {key ? 'your API key' : 'the API key you add'}; they count against your monthly quota.{' '}
          <Link className={linkClass} to="/docs/errors">
            Error codes
          </Link>
          .
        </p>
      </header>
      <Suspense fallback={<Loading label="Loading the API reference…" />}>
        <ScalarReference baseUrl={baseUrl} apiKey={key} theme={theme} />
      </Suspense>
    </div>
  );
}
