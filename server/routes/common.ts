/** Pieces every data route shares: list envelopes, field rules the schema language cannot say, timing. */
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { refTo } from '../catalog/records.ts';
import { SearchInterpretationSchema } from '../search/interpretation.ts';
import { ApiError, ErrorSchema } from '../gateway/errors.ts';
import {
  MAX_QUERY_LENGTH,
  MAX_RANKING_OFFSET,
  MAX_RESULT_WINDOW,
  PAGE_LIMIT,
  TOP_FACET_VALUES,
} from '../../rules/limits.ts';
import { US_STATE_CODES } from '../../rules/us-states.ts';

export const LimitField = Type.Integer({
  minimum: PAGE_LIMIT.min,
  maximum: PAGE_LIMIT.max,
  default: PAGE_LIMIT.default,
});
/*
 * Offsets publish no schema default: a default would be filled in before the handler runs, and an offset sent with
 * a cursor must be told apart from none (two places to start are refused).
 */
export const OffsetField = Type.Integer({
  minimum: 0,
  maximum: MAX_RESULT_WINDOW - 1,
  description: `0 when not given; offset + limit may not exceed ${MAX_RESULT_WINDOW}: past it, page with cursor`,
});
/** The offset of a statistics ranking, which is not bound to the search window. */
export const RankingOffsetField = Type.Integer({
  minimum: 0,
  maximum: MAX_RANKING_OFFSET,
  description: '0 when not given; not with cursor',
});
export const QueryField = Type.String({
  minLength: 0,
  maxLength: MAX_QUERY_LENGTH,
  description:
    `Plain text, 1–${MAX_QUERY_LENGTH} characters after trimming, or "" with a filter, near or within to browse ` +
    'every match. Words match as typed, as their plural or singular, as common variants and, when unknown, as the nearest known word; the last also as a prefix. Hits holding every word come ' +
    'first; words that find too little are dropped; a US city or state in q is applied as a filter unless city or ' +
    'state is given. meta.interpretation says how q was understood.',
  examples: ['pad thai'],
});

export const PaginationSchema = Type.Object({
  limit: Type.Integer(),
  offset: Type.Integer(),
  returned: Type.Integer(),
  total_estimated: Type.Optional(Type.Integer({ description: 'Exact while meta.total_is_exact is true' })),
  has_more: Type.Boolean({ description: 'Whether another page can be requested' }),
  next_cursor: Type.Optional(
    Type.String({
      description: 'Present while has_more: send it as cursor, with the same request, for the next page',
    }),
  ),
});

const FacetValuesSchema = Type.Array(
  Type.Object(
    {
      value: Type.String(),
      count: Type.Integer({ minimum: 0 }),
      label: Type.Optional(Type.String({ description: "The chain facet's: the chain's name (value is its id)" })),
    },
    { additionalProperties: false },
  ),
  { maxItems: TOP_FACET_VALUES },
);

export const SearchMetaSchema = Type.Object({
  query: Type.String(),
  processing_ms: Type.Integer(),
  total_is_exact: Type.Boolean(),
  interpretation: refTo(SearchInterpretationSchema),
  facets: Type.Optional(
    Type.Record(Type.String(), FacetValuesSchema, {
      description:
        `Per facet asked for, the top ${TOP_FACET_VALUES} values by count over all matches, each counted as if its ` +
        'own filter were absent. city values read "City, ST"; rating buckets are 4.5+, 4+, 3.5+ and 3+; chain values ' +
        'are chain ids with the name as label (independents are not counted); attributes count each known true.',
    }),
  ),
  price_stats: Type.Optional(
    Type.Object(
      {
        count: Type.Integer({ minimum: 0 }),
        min: Type.Union([Type.Number(), Type.Null()]),
        p25: Type.Union([Type.Number(), Type.Null()]),
        median: Type.Union([Type.Number(), Type.Null()]),
        p75: Type.Union([Type.Number(), Type.Null()]),
        max: Type.Union([Type.Number(), Type.Null()]),
        average: Type.Union([Type.Number(), Type.Null()]),
      },
      { additionalProperties: false, description: 'Item searches: the prices of all matches, in dollars.' },
    ),
  ),
  unknown_hours: Type.Optional(
    Type.Integer({
      minimum: 0,
      description: 'Matches left out by open_now or open_at because their hours are unknown',
    }),
  ),
});

export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, refTo(ErrorSchema)])) as Record<number, TSchema>;

/** Upper-cases a state code and checks it is one of the 50 states or DC. */
export function usState(value: string, param = 'state'): string {
  const code = value.toUpperCase();
  if (!US_STATE_CODES.has(code))
    throw new ApiError('parameter_invalid', `'${value}' is not a US state code.`, { param });
  return code;
}

/** The one refusal of a q that is too long, or empty with nothing else to narrow by. */
const queryRefused = () =>
  new ApiError(
    'parameter_invalid',
    `The field 'q' must be 1 to ${MAX_QUERY_LENGTH} characters after trimming, or empty with a filter (browse).`,
    { param: 'q' },
  );

/** The words of q, which must not be empty (its length the schema has checked). */
export function searchText(q: string): string {
  const text = q.trim();
  if (text.length === 0) throw queryRefused();
  return text;
}

/**
 * The contract counts q after trimming, so it is trimmed before the schema checks it: the schema's maxLength then
 * holds exactly what the contract promises.
 */
function trimQuery(request: { body: unknown }, _reply: unknown, done: () => void): void {
  const body = request.body as { q?: unknown } | null;
  if (typeof body === 'object' && body !== null && typeof body.q === 'string') body.q = body.q.trim();
  done();
}

/**
 * A q over the length is refused in the same words as an empty one. Any other violation goes on to the error
 * envelope, which names the field from the validation errors Fastify attaches to what this returns.
 */
function queryLengthRefused(errors: FastifySchemaValidationError[]): Error {
  const first = errors[0];
  if (first?.instancePath === '/q' && first.keyword === 'maxLength') return queryRefused();
  return new Error('The request does not match its schema.');
}

/** Route options for a body with q: trimmed before validation, and one refusal however long it is. */
export const queryBodyOptions = { preValidation: trimQuery, schemaErrorFormatter: queryLengthRefused };

export function checkWindow(offset: number, limit: number): void {
  if (offset + limit > MAX_RESULT_WINDOW) {
    throw new ApiError('parameter_invalid', `offset + limit may not exceed ${MAX_RESULT_WINDOW}.`, { param: 'offset' });
  }
}

export async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
}
