import { describe, expect, it } from 'vitest';
import { QUERY_CLASSES, compileRule, itemTexts, restaurantTexts, type Rule } from './judge.ts';
import { QUERIES } from './queries.ts';

const item = (name: string, extra: { description?: string; section?: string; city?: string; state?: string } = {}) =>
  itemTexts({
    name,
    description: extra.description ?? null,
    section: extra.section ?? 'Mains',
    city: extra.city ?? 'Austin',
    state: extra.state ?? 'TX',
  });

const judge = (rule: Rule, hit: ReturnType<typeof item>) => compileRule(rule)(hit);

describe('a relevance rule', () => {
  it('accepts plurals of each word and folds case, accents and punctuation', () => {
    expect(judge({ all: ['taco'] }, item('Fish Tacos'))).toBe(true);
    expect(judge({ all: ['cherry'] }, item('Cherries Jubilee'))).toBe(true);
    expect(judge({ all: ['creme brulee'] }, item('Crème Brûlée'))).toBe(true);
    expect(judge({ all: ['oyster'] }, item("Oyster Po' Boy"))).toBe(true);
    expect(judge({ all: ['fish and chip'] }, item('Fish & Chips'))).toBe(true);
  });

  it('matches whole words, so a word that only starts like the wanted one does not count', () => {
    expect(judge({ all: ['hot dog'] }, item('Dogwood Hot Chicken'))).toBe(false);
    expect(judge({ all: ['pie'] }, item('Pierogi'))).toBe(false);
    expect(judge({ all: ['hot dog'] }, item('Chili Hot Dogs'))).toBe(true);
  });

  it('lets * stand for letters at either end', () => {
    expect(judge({ all: ['parm*'] }, item('Chicken Parmigiana'))).toBe(true);
    expect(judge({ all: ['*burger'] }, item('Bacon Cheeseburgers'))).toBe(true);
  });

  it('needs every group, each found in any field', () => {
    const rule = { all: ['shrimp|prawn', 'taco'] };
    expect(judge(rule, item('Baja Prawn', { section: 'Tacos' }))).toBe(true);
    expect(judge(rule, item('Baja Prawn', { section: 'Burritos' }))).toBe(false);
  });

  it('does not join a phrase across two fields', () => {
    expect(judge({ all: ['lobster roll'] }, item('Lobster', { description: 'roll of the day' }))).toBe(false);
  });

  it('holds a hit to the place, case- and punctuation-insensitively', () => {
    const rule = { all: ['bbq'], city: ['St. Louis', 'Saint Louis'], state: 'MO' };
    expect(judge(rule, item('BBQ Plate', { city: 'st louis', state: 'MO' }))).toBe(true);
    expect(judge(rule, item('BBQ Plate', { city: 'St. Louis', state: 'IL' }))).toBe(false);
  });

  it('reads a restaurant by its name, cuisines and matched dishes', () => {
    const hit = restaurantTexts({
      name: 'Golden Lotus',
      cuisines: ['tex-mex'],
      matched_dishes: ['Pad Thai'],
      address: { city: 'Houston', state: 'TX' },
    });
    expect(judge({ all: ['tex mex'] }, hit)).toBe(true);
    expect(judge({ all: ['pad thai'] }, hit)).toBe(true);
    expect(judge({ all: ['lotus flower'] }, hit)).toBe(false);
  });
});

describe('the judged query set', () => {
  it('has at least 180 distinct queries covering every class', () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(180);
    const keys = QUERIES.map((query) => JSON.stringify([query.endpoint, query.q, query.filters ?? null]));
    expect(new Set(keys).size).toBe(keys.length);
    for (const name of QUERY_CLASSES) {
      expect(QUERIES.filter((query) => query.class === name).length, name).toBeGreaterThanOrEqual(10);
    }
  });

  it('never asks for a place that an explicit filter contradicts', () => {
    for (const query of QUERIES.filter((q) => q.filters?.state)) {
      expect([query.rule.state].flat(), query.q).toContain(query.filters!.state);
    }
  });
});
