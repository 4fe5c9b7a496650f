/**
 * Request validation. Bodies are JSON and must already have the right types (a string "20" for `limit` is a
 * client bug, not something to coerce); query strings and path segments are text, so those are coerced.
 * Nothing is ever removed or clamped silently: unknown fields are rejected.
 */
import { Ajv, type Options } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

function ajv(options: Options): Ajv {
  const instance = new Ajv({ removeAdditional: false, useDefaults: true, allErrors: false, strict: false, ...options });
  addFormats(instance);
  return instance;
}

export function registerValidators(app: FastifyInstance): void {
  const strict = ajv({ coerceTypes: false });
  const coercing = ajv({ coerceTypes: true });
  app.setValidatorCompiler(
    ({ schema, httpPart }) =>
      (httpPart === 'body' ? strict : coercing).compile(schema as object) as ReturnType<Ajv['compile']>,
  );
}
