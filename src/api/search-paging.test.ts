import { describe, expect, it } from 'vitest';
import { isSearchable, nextOffset, setFilters } from './search-paging';

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

describe('setFilters', () => {
  it('leaves out filters the user has not set', () => {
    expect(setFilters({ state: 'TX', city: '', cuisine: 'bbq' })).toEqual({ state: 'TX', cuisine: 'bbq' });
  });
});

describe('isSearchable', () => {
  it('waits for two characters that are not blanks for restaurants, three for dishes', () => {
    expect(isSearchable(' a ', 'restaurants')).toBe(false);
    expect(isSearchable('ta', 'restaurants')).toBe(true);
    expect(isSearchable(' ta ', 'items')).toBe(false);
    expect(isSearchable('tac', 'items')).toBe(true);
  });
});
