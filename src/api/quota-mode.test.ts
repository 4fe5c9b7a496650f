import { describe, expect, it } from 'vitest';
import { isQuotaLow } from './quota-mode';

describe('isQuotaLow', () => {
  it('is low under 50 requests left, whatever the limit', () => {
    expect(isQuotaLow({ limit: 1000, remaining: 49 })).toBe(true);
    expect(isQuotaLow({ limit: 3, remaining: 3 })).toBe(true);
    expect(isQuotaLow({ limit: 1000, remaining: 50 })).toBe(false);
  });

  it('is low under 5% of a large limit', () => {
    expect(isQuotaLow({ limit: 100_000, remaining: 4_999 })).toBe(true);
    expect(isQuotaLow({ limit: 100_000, remaining: 5_000 })).toBe(false);
  });

  it('is not low before the API has reported a quota', () => {
    expect(isQuotaLow(null)).toBe(false);
  });
});
