// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { quotaStore, recordQuota, resetQuota } from './quota-store';

const june = new Date('2026-06-01T00:00:00Z');
const july = new Date('2026-07-01T00:00:00Z');
const reported = (remaining: number, resetsAt = june, limit = 3) => ({
  limit,
  remaining,
  used: limit - remaining,
  resetsAt,
});

describe('the quota the app shows', () => {
  beforeEach(() => resetQuota());

  it('keeps the lowest count of a month when an older answer arrives after a newer one', () => {
    recordQuota(reported(2)); // the search, counted
    recordQuota(reported(3)); // the usage read, sent before the search was counted, answered after it
    expect(quotaStore.get().snapshot?.remaining).toBe(2);
    recordQuota(reported(1));
    expect(quotaStore.get().snapshot?.remaining).toBe(1);
  });

  it('takes a new month, or a new limit, as it comes', () => {
    recordQuota(reported(0));
    recordQuota(reported(3, july));
    expect(quotaStore.get().snapshot).toMatchObject({ remaining: 3, resetsAt: july });
    recordQuota(reported(900, july, 1000));
    expect(quotaStore.get().snapshot).toMatchObject({ remaining: 900, limit: 1000 });
  });
});
