import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../records.ts';
import { MATCH_WEIGHTS, nameSimilarity, scoreCandidate } from './match.ts';

describe('nameSimilarity', () => {
  it.each([
    ["Joe's Pizza", 'joes pizza'],
    ['The Salt Lick', 'Salt Lick'],
    ['Mac & Cheese Bar', 'Mac and Cheese Bar'],
    ['CHEN’S HOUSE', "Chen's House"],
  ])('reads %j as %j', (given, name) => {
    expect(nameSimilarity(given, name)).toBe(1);
  });

  it('forgives a slip or two, and not a different name', () => {
    expect(nameSimilarity('Torchys Tacoes', "Torchy's Tacos")).toBeGreaterThanOrEqual(0.9);
    expect(nameSimilarity('Olive Garden', 'Olive Garden Italian Kitchen')).toBeCloseTo(0.776, 3);
    expect(nameSimilarity('Chipotle', 'Chipotle Mexican Grill')).toBeGreaterThanOrEqual(0.75);
    expect(nameSimilarity('Pizza', 'Austin Wood-Fired Pizza')).toBeLessThan(0.75);
    expect(nameSimilarity('Pizza Hut', 'Taco Bell')).toBeLessThan(0.5);
  });
});

const restaurant = {
  name: "Chen's House",
  phone: '+15595366149',
  address: { street: '6929 E Harbor St', city: 'Fresno', state: 'CA', postal_code: '93888' },
  location: { latitude: 36.74252, longitude: -119.641946 },
} as Restaurant;

describe('scoreCandidate', () => {
  const score = (request: object) => scoreCandidate({ limit: 5, ...request }, restaurant);

  it('gives each matched signal its weight alone, and combines them as independent evidence', () => {
    expect(score({ phone: '5595366149' })).toEqual({ confidence: MATCH_WEIGHTS.phone, matched_on: ['phone'] });
    expect(score({ name: 'chens house', address: { city: 'Fresno', state: 'CA' } })).toEqual({
      confidence: MATCH_WEIGHTS.name,
      matched_on: ['name'],
    });
    // 1 − (1 − 0.7)(1 − 0.7): a name and a street that both agree.
    expect(score({ name: "Chen's House", address: { street: '6929 East Harbor Street' } })).toEqual({
      confidence: 0.91,
      matched_on: ['name', 'address'],
    });
    expect(score({ name: "Chen's House", location: { latitude: 36.7428, longitude: -119.642 } })).toEqual({
      confidence: 0.88,
      matched_on: ['name', 'location'],
    });
  });

  it('lowers a candidate that something given contradicts, and drops one that nothing matches', () => {
    const contradicted = score({ name: "Chen's House", address: { city: 'Fresno', state: 'CA' }, phone: '2025550143' });
    expect(contradicted).toEqual({ confidence: 0.35, matched_on: ['name'] });
    expect(score({ name: "Chen's House", address: { city: 'Clovis', state: 'CA' } })!.confidence).toBe(0.35);
    expect(score({ name: 'Taco Bell', address: { city: 'Fresno', state: 'CA' } })).toBeNull();
    expect(score({ name: "Chen's House", address: { street: '100 Main St' }, phone: '5595366149' })).toEqual({
      confidence: 0.97,
      matched_on: ['phone', 'name'],
    });
  });

  it('takes a postal code that agrees as weaker evidence than a street', () => {
    expect(score({ name: 'x', phone: '5595366149', address: { postal_code: '93888' } })!.matched_on).toEqual([
      'phone',
      'address',
    ]);
    expect(score({ name: 'x', phone: '5595366149', address: { postal_code: '93888' } })!.confidence).toBeLessThan(
      score({ name: 'x', phone: '5595366149', address: { street: '6929 E Harbor St' } })!.confidence,
    );
  });
});
