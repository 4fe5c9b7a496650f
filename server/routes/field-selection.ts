/**
 * Field selection: `fields=name,rating,location` in a GET's query, or
 * `fields: ["name", "rating", "location"]` in a search's body, answers only those top-level fields of each record,
 * plus its id. The names a client may choose are the record schema's own properties, so the published schema,
 * the check and the answer cannot disagree; an unknown one is 400 parameter_invalid naming `fields`.
 */
import { Type, type TObject } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { ApiError } from '../gateway/errors.ts';

/** What to keep of each record: the id and the chosen fields. */
export type FieldSelection = ReadonlySet<string>;

/**
 * What names a record, always kept: one field (`restaurant_id`), or several where one alone does not (a city's
 * statistics are named by `state` and `city`).
 */
type RecordId = string | readonly string[];

/** What names a place's figures (a city's, or a state's with city null), kept whatever fields are selected. */
export const PLACE_ID = ['state', 'city'] as const;

const idFields = (id: RecordId): readonly string[] => (typeof id === 'string' ? [id] : id);

const describe = (record: TObject, id: RecordId) =>
  `Only these top-level fields of each record, and ${idFields(id).join(' and ')}: any of ` +
  `${Object.keys(record.properties).join(', ')}.`;

/** The example picks a field that is not the id, so it shows a cut. */
const exampleField = (record: TObject, id: RecordId) =>
  Object.keys(record.properties).find((name) => !idFields(id).includes(name))!;

export const fieldsQueryParameter = (record: TObject, id: RecordId) =>
  Type.Optional(
    Type.String({ description: `Comma-separated. ${describe(record, id)}`, examples: [exampleField(record, id)] }),
  );

export const fieldsBodyField = (record: TObject, id: RecordId) =>
  Type.Optional(
    Type.Array(Type.String(), {
      minItems: 1,
      description: describe(record, id),
      examples: [[exampleField(record, id)]],
    }),
  );

/** The selection a request asked for (undefined: every field); throws 400 for a name the record does not have. */
export function fieldSelection(
  requested: string | readonly string[] | undefined,
  record: TObject,
  id: RecordId,
): FieldSelection | undefined {
  if (requested === undefined) return undefined;
  const names = typeof requested === 'string' ? requested.split(',').map((name) => name.trim()) : requested;
  const unknown = names.find((name) => !Object.hasOwn(record.properties, name));
  if (unknown !== undefined) {
    const which = unknown === '' ? 'An empty field name' : `'${unknown}'`;
    throw new ApiError('parameter_invalid', `${which} is not a field. ${describe(record, id)}`, { param: 'fields' });
  }
  return new Set([...idFields(id), ...names]);
}

/**
 * The record with only the selected fields. Typed as the whole record because a route's answer is typed by its
 * response schema, which describes the full record: the cut answer is written past that schema's serializer
 * (`serializeAsIs`), and the `fields` parameter's description tells a client what then comes.
 */
export function project<T extends object>(record: T, selection: FieldSelection): T {
  return Object.fromEntries(Object.entries(record).filter(([name]) => selection.has(name))) as T;
}

/**
 * The answer's record, or each record of its list, cut to the selection and written as it is (`serializeAsIs`);
 * untouched without one.
 */
export function selectFields<T extends object>(reply: FastifyReply, data: T[], selection?: FieldSelection): T[];
export function selectFields<T extends object>(reply: FastifyReply, data: T, selection?: FieldSelection): T;
export function selectFields<T extends object>(reply: FastifyReply, data: T | T[], selection?: FieldSelection) {
  if (!selection) return data;
  serializeAsIs(reply);
  return Array.isArray(data) ? data.map((record) => project(record, selection)) : project(data, selection);
}

/**
 * A projected answer leaves fields the response schema requires, which its compiled serializer would refuse: it is
 * written as it is, and its schema says that with `fields` only the chosen fields are present.
 */
export function serializeAsIs(reply: FastifyReply): void {
  reply.serializer(JSON.stringify);
}
