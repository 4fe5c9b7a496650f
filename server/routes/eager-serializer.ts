/**
 * A route's response serializer compiled whole as the app starts. fast-json-stringify tells a response schema's
 * unions (a value or null) apart with Ajv validators, which Ajv otherwise compiles on the first answer that reaches
 * them: 20–40 ms on the first search a new server answered. Only the search routes use it: compiling every route's
 * validators kept the server some 20 MB more resident (docs/toolchain.md).
 */
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';

export function eagerSerializer(app: Pick<FastifyInstance, 'getSchemas'>): FastifySerializerCompiler<unknown> {
  return ({ schema }) =>
    fastJsonStringify(schema as Parameters<typeof fastJsonStringify>[0], {
      schema: app.getSchemas() as Record<string, Parameters<typeof fastJsonStringify>[0]>,
      compileValidators: true,
    });
}
