import { describe, expect, it } from 'vitest';
import { withParams } from '../../../lib/url-state';
import { MAX_COMPARED_CITIES, MIN_ITEMS, PAGE_LIMIT } from '../../../../rules/limits';
import { queryFromUrl, requestBody, urlPatch } from './dish-prices-url';

const url = (search: string) => queryFromUrl(new URLSearchParams(search));

describe('the Dish prices URL', () => {
  it('asks the API the defaults when the URL says only the dish', () => {
    expect(requestBody(url('q=burrito'))).toEqual({
      q: 'burrito',
      group_by: 'city',
      min_items: 5,
      sort: 'item_count',
      order: 'desc',
      limit: 20,
      offset: 0,
    });
  });

  it('keeps any column’s sort of every place, and writes it back the same', () => {
    for (const sort of ['place', 'penetration', 'price_index', 'p75_price', 'average_price'] as const) {
      expect(url(`q=taco&sort=${sort}&order=asc`)).toMatchObject({ sort, order: 'asc' });
      expect(urlPatch({ sort, order: 'desc' })).toEqual({ sort, order: null });
    }
  });

  it('turns every parameter of a shared link into the same request', () => {
    expect(requestBody(url('q=pad+thai&group=state&state=tx&min=3&sort=median_price&order=asc&page=3'))).toEqual({
      q: 'pad thai',
      group_by: 'state',
      state: 'TX',
      min_items: 3,
      sort: 'median_price',
      order: 'asc',
      limit: 20,
      offset: 40,
    });
  });

  it('asks for the compared cities only, by city, without the state scope that could refuse one', () => {
    const query = url('q=burrito&group=state&state=CA&page=4&cities=TX/Austin,co/Denver,TX/austin');
    expect(requestBody(query)).toEqual({
      q: 'burrito',
      group_by: 'city',
      cities: [
        { state: 'TX', city: 'Austin' },
        { state: 'CO', city: 'Denver' },
      ],
      min_items: 5,
      sort: 'item_count',
      order: 'desc',
      limit: 10,
      offset: 0,
    });
  });

  it('keeps at most ten compared cities', () => {
    const cities = Array.from({ length: 12 }, (_, i) => `TX/Town ${i}`).join(',');
    expect(url(`q=taco&cities=${cities}`).cities).toHaveLength(10);
  });

  it('brings values the API would refuse back to something it answers', () => {
    const query = url('q=taco&group=county&state=Texas&min=0&sort=p25&order=up&page=-2');
    expect(query).toMatchObject({
      groupBy: 'city',
      state: '',
      minItems: 5,
      sort: 'item_count',
      order: 'desc',
      page: 1,
    });
    expect(url('q=taco&min=99999').minItems).toBe(10_000);
  });

  it('asks within what the API takes: min_items up to its most, the compared cities as one page', () => {
    expect(url(`q=taco&min=${MIN_ITEMS.max}`).minItems).toBe(MIN_ITEMS.max);
    expect(url(`q=taco&min=${MIN_ITEMS.max + 1}`).minItems).toBe(MIN_ITEMS.max);
    const cities = Array.from({ length: MAX_COMPARED_CITIES + 1 }, (_, i) => `TX/Town ${i}`).join(',');
    const body = requestBody(url(`q=taco&cities=${cities}`));
    expect('cities' in body && body.cities).toHaveLength(MAX_COMPARED_CITIES);
    expect(body.limit).toBeGreaterThanOrEqual(MAX_COMPARED_CITIES);
    expect(body.limit).toBeLessThanOrEqual(PAGE_LIMIT.max);
  });

  it('writes defaults as no parameter, so the link stays short and reads back the same', () => {
    const written = withParams(
      new URLSearchParams('q=burrito&group=state&page=2'),
      urlPatch({
        groupBy: 'city',
        sort: 'median_price',
        order: 'desc',
        page: 1,
        cities: [{ state: 'OR', city: 'Portland' }],
      }),
    );
    expect(written.toString()).toBe('q=burrito&sort=median_price&cities=OR%2FPortland');
    expect(queryFromUrl(written)).toMatchObject({ sort: 'median_price', cities: [{ state: 'OR', city: 'Portland' }] });
  });
});
