/** Per-route settings the gateway reads. Routes are authenticated and counted unless they say otherwise. */
declare module 'fastify' {
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
  }
}

export {};
