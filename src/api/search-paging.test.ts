import { describe, expect, it } from 'vitest';
import { nextOffset } from './search-paging';

const page = (offset: number, returned: number, has_more: boolean) => ({ pagination: { offset, returned, has_more } });

describe('nextOffset', () => {
  it('continues after the last page while more results exist', () => {
    expect(nextOffset(20)(page(40, 20, true))).toBe(60);
    expect(nextOffset(20)(page(40, 13, false))).toBeUndefined();
  });

  it('stops where the API window (offset + limit ≤ 1,000) would be exceeded', () => {
    expect(nextOffset(30)(page(960, 30, true))).toBeUndefined();
    expect(nextOffset(20)(page(960, 20, true))).toBe(980);
  });
});
