import { describe, expect, it } from 'vitest';
import { cityPath, formatCityList, normalizeState, parseCityList, readParam, withParams } from './url-state';

describe('withParams', () => {
  it('sets, trims and removes', () => {
    const start = new URLSearchParams('q=taco&state=TX&city=Austin');
    const next = withParams(start, { q: ' burrito ', city: '', cuisine: 'tex-mex', state: null });
    expect(next.toString()).toBe('q=burrito&cuisine=tex-mex');
    expect(start.toString()).toBe('q=taco&state=TX&city=Austin');
  });
  it('reads with an empty default', () => {
    expect(readParam(new URLSearchParams('q=%20pho%20'), 'q')).toBe('pho');
    expect(readParam(new URLSearchParams(''), 'q')).toBe('');
  });
});

describe('states', () => {
  it('upper-cases two letters and rejects the rest', () => {
    expect(normalizeState(' tx ')).toBe('TX');
    expect(normalizeState('Texas')).toBe('');
  });
});

describe('city lists', () => {
  it('round-trips through the URL', () => {
    const list = parseCityList('TX/Austin,ca/San Francisco');
    expect(list).toEqual([
      { state: 'TX', city: 'Austin' },
      { state: 'CA', city: 'San Francisco' },
    ]);
    const params = new URLSearchParams({ compare: formatCityList(list) });
    expect(params.toString()).toBe('compare=TX%2FAustin%2CCA%2FSan+Francisco');
    expect(parseCityList(params.get('compare'))).toEqual(list);
  });
  it('drops invalid and duplicate entries and keeps at most ten', () => {
    expect(parseCityList('TX/Austin,tx/austin,Nowhere,XXX/City,NY/New York,IL/Chicago,WA/Seattle', 3)).toEqual([
      { state: 'TX', city: 'Austin' },
      { state: 'NY', city: 'New York' },
      { state: 'IL', city: 'Chicago' },
    ]);
    const twelve = Array.from({ length: 12 }, (_, i) => `TX/Town ${i}`).join(',');
    expect(parseCityList(twelve)).toHaveLength(10);
  });
  it('builds dashboard paths', () => {
    expect(cityPath({ state: 'CA', city: 'San Francisco' })).toBe('/stats/CA/San%20Francisco');
    expect(cityPath({ state: 'TX', city: 'Austin' }, [{ state: 'CA', city: 'San Jose' }])).toBe(
      '/stats/TX/Austin?compare=CA%2FSan+Jose',
    );
  });
});
