import { ApiReferenceReact } from '@scalar/api-reference-react';
import '@scalar/api-reference-react/style.css';
import { useMemo } from 'react';

/**
 * Scalar's reference, set up to work offline and under the server's CSP: no web fonts, no telemetry, no AI agent or
 * developer toolbar (both call Scalar's servers), requests straight to our API (no proxy).
 */
export default function ScalarReference({
  baseUrl,
  apiKey,
  theme,
}: {
  baseUrl: string;
  apiKey: string | null;
  theme: 'dark' | 'light';
}) {
  const configuration = useMemo(
    () => ({
      url: `${baseUrl}/v1/openapi.json`,
      servers: [{ url: baseUrl, description: 'The API this app uses (Settings)' }],
      authentication: {
        preferredSecurityScheme: 'bearerAuth',
        securitySchemes: { bearerAuth: { token: apiKey ?? '' } },
      },
      withDefaultFonts: false,
      telemetry: false,
      showDeveloperTools: 'never' as const,
      agent: { disabled: true },
      hideDarkModeToggle: true,
      // The "Open API Client" link leads to Scalar's hosted client, which is not reachable offline.
      hideClientButton: true,
      forceDarkModeState: theme,
      defaultHttpClient: { targetKey: 'shell' as const, clientKey: 'curl' },
    }),
    [baseUrl, apiKey, theme],
  );
  return (
    <div className="-mx-4 [--scalar-custom-header-height:3.3rem]" data-testid="api-reference">
      <ApiReferenceReact configuration={configuration} />
    </div>
  );
}
