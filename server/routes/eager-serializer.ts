/**
 * A route's response serializer compiled whole as the app starts. fast-json-stringify tells a response schema's
 * unions (a value or null) apart with Ajv validators, which Ajv otherwise compiles on the first answer that reaches
 * them: 20–40 ms on the first search a new server answered. Only the search routes and dish prices use it: compiling
 * every route's validators kept the server some 20 MB more resident (docs/toolchain.md).
 *
 * A union the serializer can write knowing only the JSON type (a value or null; literals of one type, a day or a tag) is
 * compiled as one schema of those types (`type: ['number', 'null']`), which the serializer tells apart by `typeof`
 * instead. An Ajv validator tries the branches in turn, and each that fails records why: those records were 29% of
 * the HTTP thread's garbage over bench:discovery's 960 requests (231 MB, now 165). The published schemas keep
 * their unions; what is written is the same, byte for byte (1,384 answers compared).
 */
import fastJsonStringify from 'fast-json-stringify';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';

type Schema = Parameters<typeof fastJsonStringify>[0];
type JsonSchema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const PRIMITIVE = new Set(['string', 'number', 'integer', 'boolean']);

/** The one JSON type every value `schema` allows, or undefined (a reference, or values of several types). */
function singleType(schema: JsonSchema): string | undefined {
  if (typeof schema.type === 'string') return schema.type;
  if (!Array.isArray(schema.anyOf)) return undefined;
  const types = new Set(schema.anyOf.map((branch) => (isSchema(branch) ? singleType(branch) : undefined)));
  return types.size === 1 ? [...types][0] : undefined;
}

/**
 * A union as the serializer needs it when its values are told apart by their JSON type alone: one value of any
 * type, or several of one primitive type (literals), either maybe null. Undefined otherwise.
 */
function byType(branches: unknown): JsonSchema | undefined {
  if (!Array.isArray(branches) || !branches.every(isSchema)) return undefined;
  const values = branches.filter((branch) => branch.type !== 'null');
  const nulls = branches.length - values.length;
  const type = singleType({ anyOf: values });
  if (type === undefined || nulls > 1 || (values.length > 1 && !PRIMITIVE.has(type))) return undefined;
  // One value keeps its own keywords (an object's properties); literals need only their type.
  const { anyOf: _literals, ...value } = values.length === 1 ? values[0]! : {};
  return { ...value, type: nulls === 1 ? [type, 'null'] : type };
}

/** `schema` with each union the serializer can tell apart by JSON type written as one schema of those types. */
export function unionsAsTypes(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(unionsAsTypes);
  if (!isSchema(schema)) return schema;
  const copy = Object.fromEntries(Object.entries(schema).map(([keyword, value]) => [keyword, unionsAsTypes(value)]));
  const union = byType(copy.anyOf);
  if (!union) return copy;
  const { anyOf: _union, ...outer } = copy;
  return { ...union, ...outer, type: union.type };
}

export function eagerSerializer(app: Pick<FastifyInstance, 'getSchemas'>): FastifySerializerCompiler<unknown> {
  return ({ schema }) => {
    const shared = Object.entries(app.getSchemas()).map(([id, shared]) => [id, unionsAsTypes(shared)]);
    return fastJsonStringify(unionsAsTypes(schema) as Schema, {
      schema: Object.fromEntries(shared) as Record<string, Schema>,
      compileValidators: true,
    });
  };
}
