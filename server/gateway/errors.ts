/**
 * The one error object of the API (docs/api-decisions.md, Errors). Every failure, ours or Fastify's, leaves as this
 * envelope; the code table below is the single list of codes, published as an enum in the OpenAPI document.
 */
import { Type, type Static } from '@sinclair/typebox';

export const ERROR_CODES = {
  missing_api_key: { status: 401, type: 'authentication_error' },
  invalid_api_key: { status: 401, type: 'authentication_error' },
  quota_exceeded: { status: 429, type: 'rate_limit_error' },
  signup_rate_limited: { status: 429, type: 'rate_limit_error' },
  invalid_json: { status: 400, type: 'invalid_request_error' },
  parameter_missing: { status: 400, type: 'invalid_request_error' },
  parameter_invalid: { status: 400, type: 'invalid_request_error' },
  parameter_unknown: { status: 400, type: 'invalid_request_error' },
  invalid_restaurant_id: { status: 400, type: 'invalid_request_error' },
  cursor_expired: { status: 400, type: 'invalid_request_error' },
  unsupported_media_type: { status: 415, type: 'invalid_request_error' },
  payload_too_large: { status: 413, type: 'invalid_request_error' },
  request_timeout: { status: 408, type: 'invalid_request_error' },
  restaurant_not_found: { status: 404, type: 'not_found_error' },
  city_not_found: { status: 404, type: 'not_found_error' },
  route_not_found: { status: 404, type: 'not_found_error' },
  method_not_allowed: { status: 405, type: 'invalid_request_error' },
  upstream_unavailable: { status: 503, type: 'upstream_error' },
  internal_error: { status: 500, type: 'api_error' },
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));

export const ErrorSchema = Type.Object(
  {
    error: Type.Object({
      type: literals([...new Set(Object.values(ERROR_CODES).map((entry) => entry.type))]),
      code: literals(Object.keys(ERROR_CODES) as ErrorCode[]),
      message: Type.String(),
      request_id: Type.String({ pattern: '^req_[0-9A-Za-z]{16}$' }),
      doc_url: Type.String({ format: 'uri' }),
      param: Type.Optional(Type.String({ description: 'The request field the error is about' })),
      resets_at: Type.Optional(Type.String({ format: 'date-time', description: 'When the quota resets (429)' })),
    }),
  },
  { $id: 'Error' },
);

export type ErrorEnvelope = Static<typeof ErrorSchema>;

/** A failure a handler or hook throws on purpose; the error handler turns it into the envelope. */
export class ApiError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: { param?: string; resetsAt?: string; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_CODES[code].status;
  }
}
