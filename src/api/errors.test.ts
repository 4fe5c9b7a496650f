import { describe, expect, it } from 'vitest';
import { ERROR_CATALOG, explainError, messageForPeople } from './error-catalog';
import { ApiError, networkError, parseErrorResponse } from './errors';

const now = new Date('2025-03-10T12:00:00Z');

describe('parseErrorResponse', () => {
  it('keeps every field of the envelope', () => {
    const body = {
      error: {
        type: 'rate_limit_error',
        code: 'quota_exceeded',
        message: 'Used up.',
        request_id: 'req_abc',
        doc_url: 'http://x/docs/errors#quota_exceeded',
        resets_at: '2025-04-01T00:00:00Z',
      },
    };
    const error = parseErrorResponse(429, body, new Headers({ 'Request-Id': 'req_abc', 'Retry-After': '10' }), now);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'quota_exceeded',
      message: 'Used up.',
      requestId: 'req_abc',
      docUrl: 'http://x/docs/errors#quota_exceeded',
      type: 'rate_limit_error',
      isClientError: true,
    });
    expect(error.resetsAt).toEqual(new Date('2025-04-01T00:00:00Z'));
  });
  it('uses Retry-After when a 429 has no resets_at', () => {
    const body = {
      error: { type: 'rate_limit_error', code: 'quota_exceeded', message: 'm', request_id: 'req_1', doc_url: 'u' },
    };
    expect(parseErrorResponse(429, body, new Headers({ 'Retry-After': '60' }), now).resetsAt).toEqual(
      new Date('2025-03-10T12:01:00Z'),
    );
  });
  it('keeps param', () => {
    const body = {
      error: {
        type: 'invalid_request_error',
        code: 'parameter_invalid',
        message: 'bad',
        request_id: 'req_2',
        doc_url: 'u',
        param: 'state',
      },
    };
    expect(parseErrorResponse(400, body, new Headers(), now).param).toBe('state');
  });
  it('survives a body that is not the envelope, keeping the Request-Id header', () => {
    const error = parseErrorResponse(502, '<html>Bad gateway</html>', new Headers({ 'Request-Id': 'req_h' }), now);
    expect(error).toMatchObject({
      status: 502,
      code: 'unexpected_response',
      requestId: 'req_h',
      docUrl: null,
      isClientError: false,
    });
    expect(parseErrorResponse(500, { error: { code: 'made_up' } }, new Headers(), now).code).toBe(
      'unexpected_response',
    );
    expect(parseErrorResponse(500, null, new Headers(), now).requestId).toBeNull();
  });
  it('wraps fetch failures', () => {
    expect(networkError(new TypeError('Failed to fetch'))).toMatchObject({ status: 0, code: 'network_error' });
  });
});

describe('error catalog', () => {
  it('explains every code in plain words with its status', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOG)) {
      expect(entry.title.length, code).toBeGreaterThan(5);
      expect(entry.action.length, code).toBeGreaterThan(5);
      expect(entry.status).toBeGreaterThanOrEqual(400);
    }
    expect(explainError('network_error').title).toMatch(/could not be reached/);
  });
});

describe('messageForPeople', () => {
  it('says a missing key in the app’s words, not the server’s header instructions', () => {
    const body = {
      error: {
        type: 'authentication_error',
        code: 'missing_api_key',
        message: "Send your API key in the header 'Authorization: Bearer sk_live_<32 letters and digits>'.",
        request_id: 'req_1',
        doc_url: 'http://x/docs/errors#missing_api_key',
      },
    };
    const text = messageForPeople(parseErrorResponse(401, body, new Headers()));
    expect(text).not.toMatch(/Authorization|Bearer/);
    expect(text).toMatch(/API key/);
  });

  it('keeps the API’s message for other errors', () => {
    const body = { error: { code: 'parameter_invalid', message: 'state must be a US state code.', param: 'state' } };
    expect(messageForPeople(parseErrorResponse(400, body, new Headers()))).toBe('state must be a US state code.');
  });
});
