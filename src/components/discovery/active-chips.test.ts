import { describe, expect, it } from 'vitest';
import { filtersFromUrl } from '../../api/search-filters';
import type { Interpretation } from '../../api/search-interpretation';
import { activeChips, chipCount } from './active-chips';

const from = (query: string) => filtersFromUrl(new URLSearchParams(query));

const read = (searched: string, filters: Interpretation['filters'], place: Interpretation['place'] = null) =>
  ({ searched, corrections: [], dropped: [], place, did_you_mean: null, filters }) satisfies Interpretation;

const nearMe = { words: 'near me', filter: 'near', value: null, applied: true, reason: null } as const;

describe('activeChips', () => {
  it('shows one chip for "near me" and the position it was applied with, in miles; removing it removes the words', () => {
    const chips = activeChips(
      from('q=tacos near me&near=41.88,-87.63,4828'),
      'tacos near me',
      read('tacos', [nearMe]),
      'imperial',
    );
    expect(chips.words).toEqual([]);
    expect(chips.chosen.map((chip) => `${chip.label}: ${chip.value}`)).toEqual(['Near: your location, 3 mi']);
    expect(chips.chosen[0]!.patch).toEqual({ near: '', q: 'tacos' });
    expect(chipCount(chips)).toBe(1);
  });

  it('says kilometres when chosen', () => {
    const chips = activeChips(from('near=41.88,-87.63,5000'), '', undefined, 'metric');
    expect(chips.chosen[0]!.value).toBe('your location, 5 km');
  });

  it('counts the place and the filter words read in the query as the chips show them', () => {
    const place = { city: 'Memphis', state: 'TN', applied: true };
    const chips = activeChips(
      from('q=cheap bbq in memphis&open=now'),
      'cheap bbq in memphis',
      read('bbq', [{ words: 'cheap', filter: 'price_range', value: ['$'], applied: true, reason: null }], place),
      'imperial',
    );
    expect(chips.place).not.toBeNull();
    expect(chips.words.map((reading) => reading.words)).toEqual(['cheap']);
    expect(chipCount(chips)).toBe(3); // in Memphis, Price: $, Open: now
  });

  it('keeps a "near me" the server applied without a position of ours as its own chip', () => {
    const chips = activeChips(from('q=tacos near me'), 'tacos near me', read('tacos', [nearMe]), 'imperial');
    expect(chips.words).toEqual([nearMe]);
    expect(chipCount(chips)).toBe(1);
  });
});

describe('chips for independents and services', () => {
  it('show one chip each, each removing only itself', () => {
    const { chosen } = activeChips(from('independent=only&service=delivery,dine_in'), '', undefined, 'imperial');
    expect(chosen.map((chip) => `${chip.label}: ${chip.value}`)).toEqual([
      'Chains: independents only',
      'Service: Delivery',
      'Service: Dine-in',
    ]);
    expect(chosen.map((chip) => chip.patch)).toEqual([
      { independent: '' },
      { service: 'dine_in' },
      { service: 'delivery' },
    ]);
  });
});
