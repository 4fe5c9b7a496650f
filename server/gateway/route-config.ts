/** Per-route settings the gateway reads. Routes are authenticated and counted unless they say `public: true`. */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** Health, key sign-up and the OpenAPI document: no key required, nothing counted. */
    public?: boolean;
  }
}

export {};
