import { describe, expect, it } from 'vitest';
import { nextPageStart, pageFields } from './search-paging';

const page = (offset: number, returned: number, has_more: boolean, next_cursor?: string) => ({
  pagination: { offset, returned, has_more, ...(next_cursor && { next_cursor }) },
});

describe('nextPageStart', () => {
  it('continues after the last page while more results exist', () => {
    expect(nextPageStart(20)(page(40, 20, true, 'c'))).toBe(60);
    expect(nextPageStart(20)(page(40, 13, false))).toBeUndefined();
  });

  it('pages by offset as far as the API window (offset + limit ≤ 1,000) reaches, then by cursor', () => {
    expect(nextPageStart(20)(page(960, 20, true, 'c1'))).toBe(980);
    expect(nextPageStart(30)(page(960, 30, true, 'c2'))).toBe('c2');
    expect(nextPageStart(20)(page(980, 20, true, 'c3'))).toBe('c3');
    expect(nextPageStart(20)(page(5000, 20, true, 'c4'))).toBe('c4');
    expect(nextPageStart(20)(page(5000, 7, false))).toBeUndefined();
  });

  it('sends an offset as offset and a cursor as cursor', () => {
    expect(pageFields(40)).toEqual({ offset: 40 });
    expect(pageFields('c')).toEqual({ cursor: 'c' });
  });
});
