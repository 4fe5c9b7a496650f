/**
 * What the OpenAPI document says of each answer beyond its body: a description for every status and the headers
 * the gateway puts on it. It is @fastify/swagger's `transform`, so it reads each route's own settings (public,
 * cacheable) and no route can be published without them; the schemas the server serialises with are not touched.
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import { MAX_BODY_BYTES } from '../../rules/limits.ts';
import { SUGGEST_SESSION } from '../../rules/suggest-limits.ts';

type Headers = Record<string, TSchema>;

const REQUEST_ID: Headers = {
  'Request-Id': Type.String({ description: 'req_ + 16 letters or digits; error bodies repeat it as request_id.' }),
};
const QUOTA: Headers = {
  'RateLimit-Policy': Type.String({ description: 'The monthly quota: "monthly";q=<limit>;w=2592000' }),
  RateLimit: Type.String({ description: 'What is left: "monthly";r=<remaining>;t=<seconds to the reset>' }),
  'X-RateLimit-Limit': Type.Integer({ description: 'Requests allowed this calendar month (UTC)' }),
  'X-RateLimit-Remaining': Type.Integer({ description: 'Requests left this month' }),
  'X-RateLimit-Used': Type.Integer({ description: 'Requests counted this month' }),
  'X-RateLimit-Reset': Type.Integer({ description: 'When the quota resets, in epoch seconds' }),
};
const RETRY_AFTER: Headers = { 'Retry-After': Type.Integer({ description: 'Seconds to wait before trying again' }) };
const CACHE: Headers = {
  ETag: Type.String({ description: 'Strong tag of this answer; it changes when another catalog is served.' }),
  'Cache-Control': Type.String({ description: 'private, max-age=300' }),
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400:
    'The request is not valid: invalid_json, parameter_missing, parameter_invalid, parameter_unknown, ' +
    'invalid_restaurant_id, or cursor_expired (a page cursor issued on a catalog since replaced); error.param ' +
    'names the field at fault.',
  401:
    'No API key (missing_api_key), or a key that is unknown, malformed or revoked (invalid_api_key). ' +
    'WWW-Authenticate names the Bearer scheme.',
  404: 'Nothing has that name: restaurant_not_found or city_not_found, with error.param naming the field.',
  413: `The body is over ${MAX_BODY_BYTES / 1024} KiB (payload_too_large).`,
  415: 'The body was not sent as application/json (unsupported_media_type).',
  429:
    'The monthly quota is used up (quota_exceeded: error.resets_at and Retry-After say when it resets), or this ' +
    'address created too many keys this hour (signup_rate_limited).',
  503: 'A data store cannot be reached or the catalog is busy (upstream_unavailable); try again after Retry-After.',
};

const NOT_MODIFIED_DESCRIPTION =
  'Not modified: If-None-Match named the current ETag. No body, and not counted against the quota.';

/** The headers an answer of this status carries on this route. */
function headersOf(status: number, route: Pick<RouteOptions, 'config'>): Headers {
  const authenticated = route.config?.public !== true;
  return {
    ...REQUEST_ID,
    // Refused before the quota is read (a bad key, a busy catalog), so those answers cannot report it.
    ...(authenticated && status !== 401 && status !== 503 && QUOTA),
    ...(status === 401 && {
      'WWW-Authenticate': Type.String({ description: 'Bearer, or Bearer error="invalid_token" for a bad key' }),
    }),
    ...((status === 429 || status === 503) && RETRY_AFTER),
    ...(route.config?.cacheable === true && (status === 200 || status === 304) && CACHE),
  };
}

/** The request header that ends a suggest session, honoured by every counted route but suggest itself. */
const SUGGEST_SESSION_HEADER = Type.Object({
  'Suggest-Session': Type.Optional(
    Type.String({
      minLength: SUGGEST_SESSION.minLength,
      maxLength: SUGGEST_SESSION.maxLength,
      description:
        'The session of the suggest calls that led to this request: ends it, and this request pays its one unit ' +
        '(a 304 or HEAD, not counted itself, counts that unit). A value of another length is ignored.',
    }),
  ),
});

function endsSuggestSessions(route: Pick<RouteOptions, 'config'>): boolean {
  const config = route.config;
  return config?.public !== true && config?.quotaExempt !== true && config?.suggestSession !== true;
}

function described(status: number, schema: TSchema, summary: string | undefined): string {
  if (typeof schema.description === 'string') return schema.description;
  return ERROR_DESCRIPTIONS[status] ?? `${summary ?? 'The answer'}.`;
}

interface TransformInput {
  schema: FastifySchema | undefined;
  url: string;
  route: Pick<RouteOptions, 'config'>;
}

/**
 * @fastify/swagger's `transform`: each response described, with its headers, and 304 on cacheable reads; the
 * Suggest-Session request header on the routes that honour it.
 */
export function documentResponses({ schema, url, route }: TransformInput): { schema: FastifySchema; url: string } {
  // A route without a schema is left to @fastify/swagger (it reads an empty schema as no schema).
  if (!schema?.response || (schema as { hide?: boolean }).hide === true) return { schema: schema ?? {}, url };
  const summary = (schema as { summary?: string }).summary;
  const responses: Record<string, object> = Object.fromEntries(
    Object.entries(schema.response as Record<string, TSchema>).map(([status, response]) => [
      status,
      { ...response, description: described(Number(status), response, summary), headers: headersOf(+status, route) },
    ]),
  );
  if (route.config?.cacheable === true) {
    responses[304] = { type: 'null', description: NOT_MODIFIED_DESCRIPTION, headers: headersOf(304, route) };
  }
  const headers = endsSuggestSessions(route) && { headers: SUGGEST_SESSION_HEADER };
  return { schema: { ...schema, ...headers, response: responses }, url };
}
