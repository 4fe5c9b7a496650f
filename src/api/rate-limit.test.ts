import { describe, expect, it } from 'vitest';
import { describeQuota, parseRateLimitHeaders, startOfNextUtcMonth } from './rate-limit';

const now = new Date('2025-03-10T12:00:00Z');

describe('parseRateLimitHeaders', () => {
  it('reads the X-RateLimit-* headers', () => {
    const headers = new Headers({
      'X-RateLimit-Limit': '1000',
      'X-RateLimit-Remaining': '812',
      'X-RateLimit-Used': '188',
      'X-RateLimit-Reset': '1743465600',
    });
    expect(parseRateLimitHeaders(headers, now)).toEqual({
      limit: 1000,
      remaining: 812,
      used: 188,
      resetsAt: new Date('2025-04-01T00:00:00Z'),
    });
  });
  it('falls back to the IETF RateLimit fields', () => {
    const headers = new Headers({
      'RateLimit-Policy': '"monthly";q=1000;w=2592000',
      RateLimit: '"monthly";r=5;t=3600',
    });
    expect(parseRateLimitHeaders(headers, now)).toEqual({
      limit: 1000,
      remaining: 5,
      used: 995,
      resetsAt: new Date('2025-03-10T13:00:00Z'),
    });
  });
  it('returns null when the answer carries no quota (unauthenticated endpoints)', () => {
    expect(parseRateLimitHeaders(new Headers({ 'Request-Id': 'req_x' }), now)).toBeNull();
  });
  it('never reports a negative remainder and defaults the reset to next month', () => {
    const headers = new Headers({ 'X-RateLimit-Limit': '3', 'X-RateLimit-Remaining': '-1' });
    expect(parseRateLimitHeaders(headers, now)).toEqual({
      limit: 3,
      remaining: 0,
      used: 4,
      resetsAt: new Date('2025-04-01T00:00:00Z'),
    });
  });
  it('rolls December over to January', () => {
    expect(startOfNextUtcMonth(new Date('2025-12-31T23:59:59Z'))).toEqual(new Date('2026-01-01T00:00:00Z'));
  });
});

describe('describeQuota', () => {
  it('says what is left', () =>
    expect(describeQuota({ limit: 1000, remaining: 812 })).toBe('812 of 1,000 left this month'));
});
