import { describe, expect, it } from 'vitest';
import { withParams } from '../lib/url-state';
import { MAX_SEARCH_CUISINES, NEAR_RADIUS_M } from '../../rules/limits';
import { activeFilterCount, canSearch, filtersFromUrl, searchBody, urlValue } from './search-filters';

const from = (query: string) => filtersFromUrl(new URLSearchParams(query));

describe('search filters in the URL', () => {
  it('reads every filter a link can carry', () => {
    const filters = from(
      'q=thai&state=tx&city=Austin&cuisine=Thai,tex mex&price=1,2&rating=4&open=now&diet=vegan&near=30.26,-97.74,2000&sort=distance',
    );
    expect(filters).toMatchObject({
      q: 'thai',
      state: 'TX',
      city: 'Austin',
      cuisines: ['thai', 'tex-mex'],
      priceTiers: ['$', '$$'],
      minRating: 4,
      openNow: true,
      dietary: ['vegan'],
      near: { latitude: 30.26, longitude: -97.74, radius_m: 2000 },
      sort: 'distance',
    });
  });

  it('writes what it reads, so a shared link reproduces the search', () => {
    const params = withParams(new URLSearchParams(), {
      price: urlValue.priceTiers(['$$', '$$$$']),
      near: urlValue.near({ latitude: 40.7128, longitude: -74.006, radius_m: 1000 }),
    });
    expect(from(params.toString())).toMatchObject({
      priceTiers: ['$$', '$$$$'],
      near: { latitude: 40.7128, longitude: -74.006, radius_m: 1000 },
    });
    const box = { north: 30.4, south: 30.1, east: -97.6, west: -97.9 };
    expect(from(`box=${urlValue.within(box)}`).within).toEqual(box);
  });

  it('leaves out or brings into range what the API would refuse, so an edited link still searches', () => {
    const filters = from('price=0,7,x&rating=9&diet=keto&near=30,-97,10&box=1,2,3,4&sort=distance&open=yes');
    expect(filters.priceTiers).toEqual([]);
    expect(filters.minRating).toBeNull();
    expect(filters.dietary).toEqual([]);
    expect(filters.near?.radius_m).toBe(100);
    expect(filters.within).toBeNull();
    expect(filters.openNow).toBe(false);
    expect(from('sort=distance').sort).toBeNull();
    expect(from('box=30,31,-97,-98').within).toBeNull();
  });

  it('keeps as many cuisines as a search takes, and a radius within the range it takes', () => {
    const cuisines = (count: number) => Array.from({ length: count }, (_, i) => `c${i}`).join(',');
    expect(from(`cuisine=${cuisines(MAX_SEARCH_CUISINES)}`).cuisines).toHaveLength(MAX_SEARCH_CUISINES);
    expect(from(`cuisine=${cuisines(MAX_SEARCH_CUISINES + 1)}`).cuisines).toHaveLength(MAX_SEARCH_CUISINES);
    expect(from(`near=30,-97,${NEAR_RADIUS_M.max + 1}`).near?.radius_m).toBe(NEAR_RADIUS_M.max);
    expect(from('near=30,-97').near?.radius_m).toBe(NEAR_RADIUS_M.default);
  });
});

describe('when a page searches', () => {
  it('needs enough typed characters, or no text and a filter to browse', () => {
    expect(canSearch(from('q=t'), 'restaurants')).toBe(false);
    expect(canSearch(from('q=th'), 'restaurants')).toBe(true);
    expect(canSearch(from('q=th'), 'items')).toBe(false);
    expect(canSearch(from(''), 'restaurants')).toBe(false);
    expect(canSearch(from('open=now'), 'restaurants')).toBe(true);
    expect(canSearch(from('q=t&open=now'), 'restaurants')).toBe(false);
    expect(canSearch(from('min_price=5'), 'items')).toBe(true);
    expect(canSearch(from('min_price=5'), 'restaurants')).toBe(false);
  });

  it('counts the filters that are on, for the Filters button', () => {
    expect(activeFilterCount(from('q=pizza&cuisine=thai,pizza&price=1&open=now'), 'restaurants')).toBe(3);
  });
});

describe('the request body', () => {
  it('sends only what is set', () => {
    expect(searchBody(from('q=pizza'), 'restaurants')).toEqual({ q: 'pizza' });
  });

  it('sends a dish price range in order, and never to the restaurant search', () => {
    expect(searchBody(from('q=taco&min_price=8&max_price=5'), 'items').price).toEqual({ min: 8, max: 8 });
    expect(searchBody(from('q=taco&max_price=12'), 'items').price).toEqual({ max: 12 });
    expect(searchBody(from('q=taco&max_price=12'), 'restaurants')).not.toHaveProperty('price');
  });
});

describe('independents and services', () => {
  it('are read from the URL, unknown services left out, and sent only to the restaurant search', () => {
    const filters = from('independent=only&service=delivery,wifi,reservations');
    expect(filters).toMatchObject({ independent: true, attributes: ['delivery', 'reservations'] });
    expect(from('independent=yes').independent).toBe(false);
    expect(searchBody(filters, 'restaurants')).toEqual({
      q: '',
      independent: true,
      attributes: ['delivery', 'reservations'],
    });
    expect(searchBody(filters, 'items')).toEqual({ q: '' });
  });

  it('browse restaurants on their own, and count as two filters there and none on the dish search', () => {
    const filters = from('independent=only&service=takeout');
    expect(canSearch(filters, 'restaurants')).toBe(true);
    expect(activeFilterCount(filters, 'restaurants')).toBe(2);
    expect(activeFilterCount(filters, 'items')).toBe(0);
  });
});
