/**
 * Turns every failure into the contract's error envelope: our ApiErrors, schema-validation failures, Fastify's
 * own errors (bad JSON, wrong content type, body too large, bad URL) and anything unexpected (500, no internals).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AccountsUnavailableError } from '../accounts/accounts.ts';
import { CatalogBusyError, CatalogUnavailableError, SearchAbandonedError } from '../catalog/catalog.ts';
import { redactKeys } from './api-keys.ts';
import { ApiError, ERROR_CODES, type ErrorCode, type ErrorEnvelope } from './errors.ts';
import { newRequestId } from './random-id.ts';
import { MAX_BODY_BYTES } from '../../rules/limits.ts';

/**
 * Built from the configured public address only: the Host header is the client's to choose, so echoing it would
 * let anyone put their own link in our error bodies (and in caches in front of us).
 */
const docUrl = (publicBaseUrl: string, code: ErrorCode) => `${publicBaseUrl}/docs/errors#${code}`;

function envelope(error: ApiError, requestId: string, publicBaseUrl: string): ErrorEnvelope {
  return {
    error: {
      type: ERROR_CODES[error.code].type,
      code: error.code,
      // Messages may quote what the client sent (a path, a city); a key pasted there is never echoed back.
      message: redactKeys(error.message),
      request_id: requestId,
      doc_url: docUrl(publicBaseUrl, error.code),
      ...(error.extra.param !== undefined && { param: redactKeys(error.extra.param) }),
      ...(error.extra.resetsAt !== undefined && { resets_at: error.extra.resetsAt }),
    },
  };
}

/** Sets the error's status, headers and content type on the reply and returns its envelope. */
function prepareError(reply: FastifyReply, error: ApiError, publicBaseUrl: string): ErrorEnvelope {
  // Errors raised before the onRequest hooks ran (an undecodable URL) still carry the request id.
  reply.header('Request-Id', String(reply.request.id));
  if (error.extra.headers) reply.headers(error.extra.headers);
  reply.code(error.status).type('application/json; charset=utf-8');
  return envelope(error, String(reply.request.id), publicBaseUrl);
}

export function sendError(reply: FastifyReply, error: ApiError, publicBaseUrl: string): FastifyReply {
  const body = prepareError(reply, error, publicBaseUrl);
  // Serialized here, not by the route's response schema, so every route answers errors the same way.
  return reply.serializer(JSON.stringify).send(body);
}

/**
 * For an onSend hook: the answer already on its way becomes this error's envelope; returns the new body. The
 * error handler cannot be asked again at that point (an error answer has been through it once already).
 */
export function replaceWithError(reply: FastifyReply, error: unknown, publicBaseUrl: string): string {
  return JSON.stringify(prepareError(reply, asApiError(error, reply.request), publicBaseUrl));
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const RESTAURANT_ID_FIELD = 'restaurant_id';

const bodyTooLarge = () =>
  new ApiError('payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KiB.`);

/**
 * The values a field may take when the first violation is of an enumeration: an `enum`, or a union of literals,
 * which Ajv reports as one `const` failure per literal at the same place (and which alone would read "must be equal
 * to constant").
 */
function allowedValuesOf(errors: AjvError[]): unknown[] | undefined {
  const first = errors[0]!;
  if (first.keyword === 'enum') return first.params.allowedValues as unknown[];
  if (first.keyword !== 'const') return undefined;
  return errors
    .filter((error) => error.keyword === 'const' && error.instancePath === first.instancePath)
    .map((error) => error.params.allowedValue);
}

/** Maps the first schema violation to the contract's codes, naming the field like the client sent it. */
function validationError(errors: AjvError[], context: string | undefined): ApiError {
  const first = errors[0];
  const where = context === 'querystring' ? 'query parameter' : context === 'params' ? 'path parameter' : 'field';
  if (!first) return new ApiError('parameter_invalid', 'The request is not valid.');
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (first.keyword === 'required') {
    const param = [path, String(first.params.missingProperty)].filter(Boolean).join('.');
    return new ApiError('parameter_missing', `The ${where} '${param}' is required.`, { param });
  }
  if (first.keyword === 'additionalProperties') {
    const param = [path, String(first.params.additionalProperty)].filter(Boolean).join('.');
    return new ApiError('parameter_unknown', `Unknown ${where} '${param}'.`, { param });
  }
  if (path === '') return new ApiError('parameter_invalid', 'The request body must be a JSON object.');
  if (path === RESTAURANT_ID_FIELD) {
    return new ApiError(
      'invalid_restaurant_id',
      "A restaurant id looks like 'rst_' followed by 12 letters or digits.",
      {
        param: path,
      },
    );
  }
  const allowedValues = allowedValuesOf(errors);
  if (allowedValues) {
    const allowed = allowedValues.map((value) => `'${String(value)}'`).join(', ');
    return new ApiError('parameter_invalid', `The ${where} '${path}' must be one of ${allowed}.`, { param: path });
  }
  return new ApiError('parameter_invalid', `The ${where} '${path}' ${first.message ?? 'is not valid'}.`, {
    param: path,
  });
}

/** Fastify's own failures, by their error code. */
function frameworkError(error: FastifyError): ApiError | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('invalid_json', 'The request body is not valid JSON.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(
        'unsupported_media_type',
        "Send the request body as JSON with 'Content-Type: application/json'.",
      );
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return bodyTooLarge();
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('invalid_json', 'The request body does not match its Content-Length.');
    case 'FST_ERR_BAD_URL':
      return new ApiError('route_not_found', 'The URL could not be decoded.');
    default:
      return clientErrorByStatus(error);
  }
}

/**
 * Any other error marked as the client's fault (Fastify's, a plugin's, an http-errors object), by its status;
 * a server-side status stays unmapped (500). A refused path (403) answers like a missing one: nothing to probe.
 */
function clientErrorByStatus(error: { statusCode?: unknown; status?: unknown }): ApiError | undefined {
  const status = Number(error.statusCode ?? error.status ?? 0);
  if (status === 413) return bodyTooLarge();
  if (status === 415)
    return new ApiError(
      'unsupported_media_type',
      "Send the request body as JSON with 'Content-Type: application/json'.",
    );
  if (status === 404 || status === 403) return new ApiError('route_not_found', 'There is no such route.');
  if (status === 408) return new ApiError('request_timeout', 'The request was not received in time.');
  if (status >= 400 && status < 500) return new ApiError('parameter_invalid', 'The request is not valid.');
  return undefined;
}

export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof CatalogBusyError) {
    return new ApiError('upstream_unavailable', 'The restaurant data store is busy. Try again shortly.', {
      headers: { 'Retry-After': String(error.retryAfterSeconds) },
    });
  }
  if (error instanceof CatalogUnavailableError) {
    return new ApiError('upstream_unavailable', 'The restaurant data store is unavailable. Try again shortly.');
  }
  if (error instanceof SearchAbandonedError) {
    // Nobody reads this answer (the client has gone); 408 is what the request log then records for it.
    return new ApiError('request_timeout', 'The client closed the connection before its search ran.');
  }
  if (error instanceof AccountsUnavailableError) {
    return new ApiError('upstream_unavailable', 'The accounts database is unavailable. Try again shortly.');
  }
  const fastifyError = error as FastifyError;
  if (fastifyError?.validation)
    return validationError(fastifyError.validation as AjvError[], fastifyError.validationContext);
  if (typeof fastifyError?.code === 'string') return frameworkError(fastifyError);
  if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
    return new ApiError('invalid_json', 'The request body is not valid JSON.');
  }
  return typeof error === 'object' && error !== null ? clientErrorByStatus(error) : undefined;
}

/** The envelope's error for anything thrown; unexpected failures are logged and become 500 internal_error. */
function asApiError(error: unknown, request: FastifyRequest): ApiError {
  const apiError = toApiError(error);
  if (apiError) {
    if (apiError.code === 'upstream_unavailable') request.log.warn({ err: error }, 'upstream unavailable');
    return apiError;
  }
  request.log.error({ err: error }, 'unexpected error');
  return new ApiError('internal_error', 'Something went wrong on our side.');
}

export const errorEnvelopePlugin = fp<{ publicBaseUrl: string }>(
  async (app, { publicBaseUrl }) => {
    app.setErrorHandler((error, request, reply) => sendError(reply, asApiError(error, request), publicBaseUrl));
  },
  { name: 'error-envelope', fastify: '5.x', dependencies: ['request-id'] },
);

/** Node's own refusals, by their error code: a slow client gets 408, anything unreadable 400. */
function httpLevelError(error: Error & { code?: string }): ApiError {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new ApiError('request_timeout', 'The request was not received in time; the connection is closed.');
  }
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return new ApiError('parameter_invalid', 'The request headers are too large.');
  return new ApiError('parameter_invalid', 'The HTTP request could not be read.');
}

/**
 * Requests Node cannot even parse (malformed HTTP, oversized headers) or that arrive too slowly never reach
 * Fastify's router; they are answered here, on the raw socket, still with the envelope and a request id.
 */
export function clientErrorHandler(publicBaseUrl: string) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // A response already under way (its headers sent) cannot be replaced by another: only close then.
    const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && response?.headersSent !== true) {
      const apiError = httpLevelError(error);
      const requestId = newRequestId();
      const body = JSON.stringify(envelope(apiError, requestId, publicBaseUrl));
      socket.write(
        `HTTP/1.1 ${apiError.status} ${STATUS_CODES[apiError.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nRequest-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
