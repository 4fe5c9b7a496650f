import { describe, expect, it } from 'vitest';
import { FACETS, SORTS, filtersOf } from '../../search/fields.ts';
import { filterSamples, warmSearches } from './warm-searches.ts';

const samples = filterSamples({
  id: 'rst_000000000001',
  latitude: 30.27,
  longitude: -97.74,
  state: 'TX',
  city: 'Austin',
  cuisine: 'tex-mex',
  chainId: 'chn_000000000001',
});

describe.each(['restaurants', 'items'] as const)('the warm-up of %s', (index) => {
  const searches = warmSearches(index, samples);

  it('runs each filter the search takes on its own: with words and no facet, and with words and browsing under every facet and every facet but dietary', () => {
    const withoutDietary = FACETS.filter((facet) => facet !== 'dietary');
    for (const name of filtersOf(index)) {
      const alone = searches.filter((search) => Object.keys(search.filters).includes(name));
      const wordsAlone = alone.filter((search) => search.text !== '' && Object.keys(search.filters).length === 1);
      const browsing = alone.filter((search) => search.text === '');
      expect(
        wordsAlone.some((search) => search.facets.length === 0),
        name,
      ).toBe(true);
      expect(
        wordsAlone.some((search) => search.facets.join() === withoutDietary.join()),
        name,
      ).toBe(true);
      expect(
        browsing.some((search) => search.facets.length === FACETS.length),
        name,
      ).toBe(true);
      expect(
        browsing.some((search) => search.facets.join() === withoutDietary.join()),
        name,
      ).toBe(true);
    }
  });

  it('runs every sort, and the filters together with and without facets', () => {
    expect(new Set(searches.map((search) => search.sort))).toEqual(new Set(SORTS));
    const together = searches.filter((search) => Object.keys(search.filters).length >= 4);
    expect(together.map((search) => search.facets.length).sort()).toEqual([0, FACETS.length]);
  });

  it('never browses items nationwide (that fills the work buffers, some 12 MB)', () => {
    for (const search of searches.filter((search) => search.text === '' && index === 'items')) {
      const { state, city, near, within, restaurant_id } = search.filters;
      expect(state ?? city ?? near ?? within ?? restaurant_id, JSON.stringify(search.filters)).toBeDefined();
    }
  });
});
