/**
 * Request validation. Bodies are JSON and must already have the right types (a string "20" for `limit` is a
 * client bug, not something to coerce). Query strings and path segments are text: a value becomes a number only
 * when it is spelled as a JSON number ('16', '-1'), never '0x10', '1e1', ' 16' or, for an integer, '16.0';
 * anything else stays text and fails the schema (400 parameter_invalid).
 * Nothing is ever removed or clamped silently: unknown fields are rejected.
 */
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fp from 'fastify-plugin';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

const JSON_INTEGER = /^-?(0|[1-9]\d*)$/;
const JSON_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

interface ObjectSchema {
  properties?: Record<string, { type?: unknown }>;
}

/** Turns the text values of number-typed fields into numbers when, and only when, they are JSON numbers. */
function numbersFromText(schema: ObjectSchema): (data: unknown) => void {
  const numeric = Object.entries(schema.properties ?? {}).flatMap(([name, property]) =>
    property.type === 'integer'
      ? [[name, JSON_INTEGER] as const]
      : property.type === 'number'
        ? [[name, JSON_NUMBER] as const]
        : [],
  );
  return (data) => {
    if (typeof data !== 'object' || data === null) return;
    const fields = data as Record<string, unknown>;
    for (const [name, spelling] of numeric) {
      const value = fields[name];
      if (typeof value === 'string' && spelling.test(value)) fields[name] = Number(value);
    }
  };
}

export const validatorsPlugin = fp(
  async (app) => {
    // Only JSON bodies are accepted; anything else is a 415, not a string handed to a route.
    app.removeContentTypeParser('text/plain');
    const ajv = new Ajv({
      removeAdditional: false,
      useDefaults: true,
      allErrors: false,
      strict: false,
      coerceTypes: false,
    });
    addFormats(ajv);
    app.setValidatorCompiler(({ schema, httpPart }) => {
      const validate = ajv.compile(schema as object);
      if (httpPart === 'body') return validate as ReturnType<Ajv['compile']>;
      const convert = numbersFromText(schema as ObjectSchema);
      const fromText = (data: unknown) => {
        convert(data);
        const valid = validate(data);
        fromText.errors = validate.errors;
        return valid;
      };
      fromText.errors = null as typeof validate.errors;
      return fromText as unknown as ReturnType<Ajv['compile']>;
    });
  },
  { name: 'validators', fastify: '5.x', dependencies: ['request-id'] },
);
