/** The one place that turns the contract's error envelope (or a failed fetch) into a typed ApiError. */
import type { components } from './schema';

type ErrorBody = components['schemas']['Error']['error'];
/** Every code of the contract; `Record<ErrorCode, …>` makes the compiler check a list is complete. */
export type ErrorCode = ErrorBody['code'];
export type ErrorType = ErrorBody['type'];
/** What can go wrong before the API answers with its envelope. */
export type ClientErrorCode = 'network_error' | 'unexpected_response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly requestId: string | null,
    readonly docUrl: string | null,
    readonly resetsAt: Date | null = null,
    readonly param: string | null = null,
    readonly type: ErrorType | null = null,
  ) {
    super(message);
  }

  /** 4xx answers are about the request or the key: asking again gives the same answer and costs quota. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

const ERROR_CODES: readonly ErrorCode[] = [
  'missing_api_key',
  'invalid_api_key',
  'quota_exceeded',
  'signup_rate_limited',
  'invalid_json',
  'parameter_missing',
  'parameter_invalid',
  'parameter_unknown',
  'invalid_restaurant_id',
  'cursor_expired',
  'unsupported_media_type',
  'payload_too_large',
  'restaurant_not_found',
  'city_not_found',
  'route_not_found',
  'method_not_allowed',
  'upstream_unavailable',
  'internal_error',
] satisfies readonly ErrorCode[];

function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Builds the ApiError for a non-2xx answer. `body` is the parsed JSON (or anything else when the answer was not the
 * envelope, e.g. a proxy's HTML page); the Request-Id and Retry-After headers fill in what the body lacks.
 */
export function parseErrorResponse(status: number, body: unknown, headers: Headers, now = new Date()): ApiError {
  const headerRequestId = headers.get('request-id');
  const envelope = (body as { error?: Partial<Record<keyof ErrorBody, unknown>> } | null)?.error;
  if (envelope && typeof envelope === 'object' && isErrorCode(envelope.code)) {
    let resetsAt = parseDate(envelope.resets_at);
    const retryAfter = Number(headers.get('retry-after'));
    if (!resetsAt && status === 429 && Number.isFinite(retryAfter) && retryAfter > 0) {
      resetsAt = new Date(now.getTime() + retryAfter * 1000);
    }
    return new ApiError(
      status,
      envelope.code,
      typeof envelope.message === 'string' ? envelope.message : `The API answered ${status}.`,
      typeof envelope.request_id === 'string' ? envelope.request_id : headerRequestId,
      typeof envelope.doc_url === 'string' ? envelope.doc_url : null,
      resetsAt,
      typeof envelope.param === 'string' ? envelope.param : null,
      typeof envelope.type === 'string' ? (envelope.type as ErrorType) : null,
    );
  }
  return new ApiError(
    status,
    'unexpected_response',
    `The server answered ${status} without the API's error details.`,
    headerRequestId,
    null,
  );
}

export function networkError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause;
  const detail = cause instanceof Error ? cause.message : String(cause);
  return new ApiError(0, 'network_error', `The API could not be reached (${detail}).`, null, null);
}

export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
