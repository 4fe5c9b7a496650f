import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { shouldRetry } from './query-client';

const error = (status: number, code = 'internal_error' as const) => new ApiError(status, code, 'm', 'req_1', null);

describe('shouldRetry', () => {
  it('never retries a 4xx, including 401 and 429', () => {
    for (const status of [400, 401, 404, 413, 429]) expect(shouldRetry(0, error(status))).toBe(false);
  });
  it('retries server errors twice', () => {
    expect(shouldRetry(0, error(503))).toBe(true);
    expect(shouldRetry(1, error(500))).toBe(true);
    expect(shouldRetry(2, error(500))).toBe(false);
  });
  it('does not retry network failures or aborts', () => {
    expect(shouldRetry(0, new ApiError(0, 'network_error', 'down', null, null))).toBe(false);
    expect(shouldRetry(0, new DOMException('x', 'AbortError'))).toBe(false);
  });
});
