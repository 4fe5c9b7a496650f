/** Asserts a response is the contract's error envelope for `code`: status, type, code, request id, doc_url. */
import { expect } from 'vitest';
import { ERROR_CODES, type ErrorCode } from '../gateway/errors.ts';

interface ResponseLike {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export function expectError(response: ResponseLike, code: ErrorCode): Record<string, unknown> {
  const { status, type } = ERROR_CODES[code];
  expect(response.statusCode, response.body).toBe(status);
  expect(String(response.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(response.body) as { error: Record<string, unknown> };
  expect(Object.keys(body)).toEqual(['error']);
  const { error } = body;
  expect(error.type).toBe(type);
  expect(error.code).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.request_id).toMatch(/^req_[0-9A-Za-z]{16}$/);
  expect(response.headers['request-id']).toBe(error.request_id);
  expect(error.doc_url).toMatch(new RegExp(`^https?://[^/]+/docs/errors#${code}$`));
  return error;
}
