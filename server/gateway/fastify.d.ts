/** What the gateway adds to Fastify's types: per-route settings it reads, and what it learns about a request. */
import type { AuthenticatedKey } from './api-keys.ts';
import type { QuotaState } from './quota.ts';

declare module 'fastify' {
  /** Per-route settings the gateway reads. Routes are authenticated and counted unless they say otherwise. */
  interface FastifyContextConfig {
    /** Health, key sign-up and the OpenAPI document: no key required, nothing counted. */
    public?: boolean;
    /**
     * Authenticated but never counted nor refused for quota: reading one's usage (GET /v1/usage) and revoking
     * one's key (DELETE /v1/keys/current, which must work even when the quota is used up).
     */
    quotaExempt?: boolean;
    /** Search, restaurant and statistics routes: refused early while the catalog is overloaded (back-pressure). */
    readsCatalog?: boolean;
    /** POST /v1/suggest: counted by its body's session, if any, rather than once per call (`suggest-sessions.ts`). */
    suggestSession?: boolean;
    /** Every /v1/ route: the security headers JSON needs rather than the pages' (`security-headers.ts`). */
    apiHeaders?: boolean;
    /** Restaurant, menu and statistics reads: ETag, Cache-Control and 304 (`conditional-requests.ts`). */
    cacheable?: boolean;
    /** GET /v1/usage/requests: not itself logged, so reading the request log does not change it (`usage-log.ts`). */
    readsRequestLog?: boolean;
  }

  interface FastifyRequest {
    /** The caller's key, once authenticated (never the key itself); decorated by the `auth` plugin. */
    apiKey: AuthenticatedKey | null;
    /** The caller's quota after this request was counted; decorated by the `quota` plugin. */
    quota: QuotaState | null;
    /** The strong ETag of a cacheable read's answer; decorated by the `conditional-requests` plugin. */
    etag: string | null;
    /** Whether the client's If-None-Match names that tag: answered 304, and not counted. */
    notModified: boolean;
    /** Whether this request cost a unit of the quota; set by the `quota` plugin for the request log. */
    counted: boolean;
    /** When the request arrived, epoch milliseconds by the app's clock; decorated by the `usage-log` plugin. */
    arrivedAt: number;
  }

  interface FastifyInstance {
    /** Methods registered per /v1/ path, collected by the `route-methods` plugin for the 405 answers. */
    routeMethods: Map<string, Set<string>>;
  }
}
