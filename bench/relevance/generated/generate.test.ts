import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture, type CatalogFixture } from '../../../server/test-support/catalog-fixture.ts';
import { filterRule } from './filter-rule.ts';
import { answerableAt, attainable, compounds, generate, pools, type GeneratedQuery } from './generate.ts';
import { HALVES, halfKey, halfOf, type Half } from './halves.ts';
import { isRelevant, nameKey } from './judge.ts';
import { TEMPLATE_CLASSES } from './template-model.ts';
import { TEMPLATES } from './templates.ts';
import { CatalogVocabulary } from './vocabulary.ts';

let fixture: CatalogFixture;
let catalog: CatalogVocabulary;

beforeAll(async () => {
  // 1,800 restaurants of the sample generator: small, with every kind of value the templates draw.
  fixture = await catalogFixture(0.01);
  catalog = new CatalogVocabulary(fixture.path, { minCityRestaurants: 5, minDishRestaurants: 5 });
});
afterAll(() => fixture?.cleanup());

describe('the templates', () => {
  it('serve both halves in every class, worded ones paired one for one', () => {
    for (const name of TEMPLATE_CLASSES) {
      const of = TEMPLATES.filter((template) => template.class === name);
      for (const half of HALVES)
        expect(
          of.some((t) => t.half === half || t.half === 'both'),
          name,
        ).toBe(true);
      const worded = (half: Half) => of.filter((t) => t.half === half).length;
      expect(worded('development'), name).toBe(worded('held-out'));
    }
    expect(new Set(TEMPLATES.map((template) => template.id)).size).toBe(TEMPLATES.length);
  });

  it('read filter words as the server does, into fields a hit carries', () => {
    expect(filterRule('cheap tacos', 'restaurants')).toEqual({ priceRange: ['$'] });
    expect(filterRule('fancy tacos', 'restaurants')).toEqual({ priceRange: ['$$$', '$$$$'] });
    expect(filterRule('tacos places open now', 'restaurants')).toEqual({ openNow: true });
    expect(filterRule('tacos under $12', 'items')).toEqual({ maxPrice: 12 });
    expect(filterRule('tacos under 7 dollars', 'items')).toEqual({ maxPrice: 7 });
    expect(filterRule('vegan tacos', 'items')).toEqual({ dietary: 'vegan' });
    expect(filterRule('gluten free tacos', 'items')).toEqual({ dietary: 'gluten_free' });
    // Restaurants have no price of their own: the words are not applied, so nothing can be judged.
    expect(filterRule('tacos under $12', 'restaurants')).toBeNull();
    // A time tonight is not a field of a hit.
    expect(filterRule('late night tacos', 'restaurants')).toBeNull();
    expect(filterRule('tacos', 'restaurants')).toBeNull();
  });
});

describe('the halves', () => {
  it('put a value in one half only, whatever its number or spacing', () => {
    expect(halfOf('Fish Tacos')).toBe(halfOf('fish taco'));
    expect(halfOf('Ice Cream')).toBe(halfOf('icecream'));
    expect(halfKey('Crème Brûlées')).toBe('cremebrulee');
    const split = pools(catalog);
    const shared = <T>(of: (half: Half) => T[]) => of('development').filter((value) => of('held-out').includes(value));
    expect(shared((h) => split[h].cuisines.map((c) => halfKey(c.typed)))).toEqual([]);
    expect(shared((h) => split[h].cities.map((c) => halfKey(c.city)))).toEqual([]);
    expect(shared((h) => split[h].dishes.map((d) => halfKey(d.words.join(' '))))).toEqual([]);
    expect(shared((h) => split[h].chains.map((c) => halfKey(c.name)))).toEqual([]);
    expect(shared((h) => split[h].compounds.map((c) => halfKey(c.word)))).toEqual([]);
    // Cuisines are paired by kind and size: the halves differ by one at most in each kind.
    for (const shape of ['nationality', 'dish', 'venue']) {
      const count = (half: Half) => split[half].cuisines.filter((c) => c.shape === shape).length;
      expect(Math.abs(count('development') - count('held-out')), shape).toBeLessThanOrEqual(1);
    }
    for (const half of HALVES) {
      expect(split[half].cuisines.length).toBeGreaterThan(5);
      expect(split[half].cities.length).toBeGreaterThan(5);
      expect(split[half].dishes.length).toBeGreaterThan(50);
      for (const city of split[half].cities) expect(halfOf(city.city)).toBe(half);
      for (const dish of split[half].dishes) expect(halfOf(dish.words.join(' '))).toBe(half);
    }
  });

  it('split compounds only where the two halves make the word', () => {
    for (const { word, split } of compounds(catalog)) {
      expect(split.replace(' ', '')).toBe(word);
      expect(split.split(' ').every((part) => part.length >= 3)).toBe(true);
    }
  });
});

describe('the generated set', () => {
  let queries: GeneratedQuery[];
  beforeAll(() => {
    queries = generate(catalog, { seed: 1, perClass: 12 }).queries;
  });

  it('is the same for a seed, another for another seed, and one class drawn alone is the same', () => {
    expect(generate(catalog, { seed: 1, perClass: 12 }).queries).toEqual(queries);
    const other = generate(catalog, { seed: 2, perClass: 12 }).queries;
    expect(other.map((q) => q.q)).not.toEqual(queries.map((q) => q.q));
    const typos = generate(catalog, { seed: 1, perClass: 12, classes: ['typo'] }).queries;
    expect(typos).toEqual(queries.filter((q) => q.class === 'typo'));
  });

  it('draws every class in both halves, no query twice', () => {
    for (const name of TEMPLATE_CLASSES) {
      for (const half of HALVES) {
        const drawn = queries.filter((q) => q.class === name && q.half === half).length;
        expect(drawn, `${name} ${half}`).toBeGreaterThan(0);
        expect(drawn).toBeLessThanOrEqual(12);
      }
    }
    expect(new Set(queries.map((q) => `${q.endpoint} ${q.q}`)).size).toBe(queries.length);
  });

  it('uses in each half only that half’s templates and values', () => {
    const split = pools(catalog);
    const own = (half: Half) => ({
      cuisines: new Set(split[half].cuisines.map((c) => c.slug)),
      cities: new Set(split[half].cities.map((c) => c.key)),
      dishes: new Set([
        ...split[half].dishes.map((d) => d.words.join(' ')),
        ...split[half].compounds.map((c) => c.word),
      ]),
      names: new Set(split[half].chains.map((c) => nameKey(c.name))),
    });
    const halves = { development: own('development'), 'held-out': own('held-out') };
    for (const query of queries) {
      const template = TEMPLATES.find((t) => t.id === query.template)!;
      expect([query.half, 'both']).toContain(template.half);
      const { rule } = query;
      const values = halves[query.half];
      const other = halves[query.half === 'development' ? 'held-out' : 'development'];
      let checked = 0;
      if (rule.cuisines) {
        expect(values.cuisines.has(rule.cuisines[0]!), query.q).toBe(true);
        expect(other.cuisines.has(rule.cuisines[0]!), query.q).toBe(false);
        checked += 1;
      }
      if (rule.dish) {
        expect(values.dishes.has(rule.dish.join(' ')), query.q).toBe(true);
        expect(other.dishes.has(rule.dish.join(' ')), query.q).toBe(false);
        checked += 1;
      }
      if (rule.city) {
        expect(values.cities.has(rule.city), query.q).toBe(true);
        expect(other.cities.has(rule.city), query.q).toBe(false);
        checked += 1;
      }
      if (rule.name) {
        expect(values.names.has(nameKey(rule.name)), query.q).toBe(true);
        expect(other.names.has(nameKey(rule.name)), query.q).toBe(false);
        checked += 1;
      }
      expect(checked, query.q).toBeGreaterThan(0);
    }
  });

  it('asks only for what the catalog holds five relevant answers to, counted over every row', () => {
    for (const query of queries) {
      if (query.rule.openNow) continue;
      expect(attainable(catalog, query.endpoint, query.rule)).toBe(true);
      let relevant = 0;
      for (const row of catalog.rows(query.endpoint)) {
        const facts = query.endpoint === 'restaurants' ? catalog.restaurantFacts(row) : catalog.itemFacts(row);
        if (isRelevant(query.rule, facts) && ++relevant >= 5) break;
      }
      expect(relevant, `${query.endpoint} "${query.q}"`).toBe(5);
    }
  });

  it('types a restaurant’s name the way its rule judges it', () => {
    for (const query of queries.filter((q) => q.class === 'restaurant name')) {
      expect(nameKey(query.q)).toBe(nameKey(query.rule.name!));
    }
  });
});

describe('"open now" judged at the instant a query is sent', () => {
  it('is answerable only when five relevant places are open then, by their own hours and zones', () => {
    const rule = { cuisines: ['pizza'], openNow: true as const };
    // Every hour of one week, in UTC: pizza places open some of the week and all close some of the night.
    const hours = Array.from({ length: 7 * 24 }, (_, hour) => new Date(Date.UTC(2026, 10, 23, hour)));
    const answerable = hours.map((at) => answerableAt(catalog, 'restaurants', rule, at));
    expect(answerable).toContain(true);
    expect(answerable).toContain(false);
    // A rule no place answers at all is never answerable.
    expect(answerableAt(catalog, 'restaurants', { cuisines: ['no-such-cuisine'], openNow: true }, hours[0]!)).toBe(
      false,
    );
  });
});
