/**
 * Search as a person means it, over a small hand-made catalog where every expected answer is known: typos,
 * plurals, variants, optional words, places in the query, dishes finding restaurants, the ranking order, paging.
 */
import { catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import type { Catalog } from './catalog.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteCatalog } from './sqlite-catalog.ts';
import { searchItems, searchRestaurants } from '../test-support/catalog-calls.ts';
import { id, understandingCatalog as generator } from '../test-support/understanding-catalog.ts';

let fixture: CatalogFixture;
let path: string;
let catalog: Catalog;
const page = { limit: 20, offset: 0 };

beforeAll(async () => {
  fixture = await catalogFixture(generator);
  ({ path, catalog } = fixture);
});
afterAll(() => fixture.cleanup());

const restaurantSearch = (q: string, filters: { state?: string; city?: string } = {}) =>
  searchRestaurants(catalog, { q, ...filters, ...page });
const names = async (q: string, filters: { state?: string; city?: string } = {}) =>
  (await restaurantSearch(q, filters)).hits.map((hit) => hit.name);
const dishes = async (q: string) => (await searchItems(catalog, { q, ...page })).hits.map((hit) => hit.name);

describe('alternatives', () => {
  it('reads a word typed joined as the phrase the menus write, and two words typed apart as the one word', async () => {
    expect(await dishes('icecream')).toEqual(['Vanilla Ice Cream']);
    const pancakes = await searchItems(catalog, { q: 'pan cakes', ...page });
    expect(pancakes.hits.map((hit) => hit.name).sort()).toEqual([
      'Blueberry Pancakes',
      'Buttermilk Pancakes',
      'Short Stack Pancakes',
    ]);
    expect(pancakes.interpretation.corrections).toEqual([{ from: 'pan cakes', to: 'pancakes', kind: 'variant' }]);
  });

  it('finds the singular for a plural and says nothing was corrected when the typed form exists', async () => {
    const result = await restaurantSearch('oysters');
    expect(result.hits.map((hit) => hit.name).slice(0, 2)).toEqual(['Oyster Bar', 'Harbor Steakhouse']);
    expect(result.interpretation.corrections).toEqual([]);
    expect(await dishes('tamale')).toEqual(['Tamales']);
  });

  it('finds spelling variants and synonyms, and reports the variant searched', async () => {
    const result = await searchItems(catalog, { q: 'doughnut', ...page });
    expect(result.hits.map((hit) => hit.name)).toEqual(['Glazed Donut']);
    expect(result.interpretation).toMatchObject({
      searched: 'donut',
      corrections: [{ from: 'doughnut', to: 'donut', kind: 'variant' }],
      did_you_mean: null,
    });
    expect(await names('barbecue')).toContain('Big Texas BBQ');
  });

  it('corrects typos at the edit limits and offers the corrected query', async () => {
    const result = await searchItems(catalog, { q: 'sandwhich', ...page });
    expect(result.hits.map((hit) => hit.name)).toEqual(['Banh Mi Sandwich', 'Reuben Sandwich', 'Turkey Sandwich']);
    expect(result.interpretation).toMatchObject({
      searched: 'sandwich',
      corrections: [{ from: 'sandwhich', to: 'sandwich', kind: 'typo' }],
      did_you_mean: 'sandwich',
    });
    expect(await dishes('cheseburgr')).toEqual(['Cheeseburger']); // 10 letters: 2 edits
    expect(await dishes('glazd')).toEqual(['Glazed Donut']); // 5 letters: 1 edit
  });

  it('does not guess for short words, too many edits or another first letter', async () => {
    for (const q of ['phx', 'chesburgr', 'nachs glazd ribeey', 'mibeye']) {
      const result = await searchItems(catalog, { q: q.split(' ')[0]!, ...page });
      if (q === 'nachs glazd ribeey') continue;
      expect(result.hits, q).toEqual([]);
    }
  });
});

describe('optional words', () => {
  it('drops a filler word when the whole query finds too little, and says so', async () => {
    const result = await restaurantSearch('chowder food');
    expect(result.hits.map((hit) => hit.name)).toEqual(['Oyster Bar']);
    expect(result.interpretation).toMatchObject({ searched: 'chowder', dropped: ['food'] });
  });
});

describe('generic words beside what is wanted', () => {
  it('does not require them, so that they decide nothing, and says they were left out', async () => {
    const result = await restaurantSearch('restaurants with kung pao chicken');
    expect(result.hits.map((hit) => hit.name).slice(0, 2)).toEqual(['Wok Express', 'Golden Palace']);
    expect(result.interpretation.dropped[0]).toBe('restaurants');
  });

  it('keeps them when a name holds the words as typed', async () => {
    const chain = await restaurantSearch('corner spot');
    expect(chain.hits.map((hit) => hit.name)).toEqual([...Array(5).fill('Corner Spot'), 'Corner Spot Bagels']);
    expect(chain.interpretation).toMatchObject({ searched: 'corner spot', dropped: [] });
    expect((await restaurantSearch('corner spot bagel')).interpretation.dropped).toEqual(['spot']);
  });

  it('never reads an English stop word as a typo of a dish word ("that" is not "thai")', async () => {
    const result = await restaurantSearch('places that serve tamales');
    // Not a word searched, corrected or dropped: a connecting word, like "the".
    expect(result.interpretation).toMatchObject({ corrections: [], dropped: ['places', 'serve'] });
    expect(result.hits[0]!.name).toBe('La Cocina');
  });

  it('leaves out the first words when no one word finds anything without the others', async () => {
    // "ribs" and "tamales" are on menus, never beside a cheese pizza, and the pizza words are the commonest.
    const result = await restaurantSearch('ribs tamales cheese pizza');
    expect(result.interpretation).toMatchObject({ searched: 'cheese pizza', dropped: ['ribs', 'tamales'] });
  });
});

describe('a rare word one slip from a common dish', () => {
  it('reads "ceasar salad" as Caesar salad first, the rare name after, and offers the correction', async () => {
    const result = await searchItems(catalog, { q: 'ceasar salad', ...page });
    expect(result.hits.slice(0, 5).map((hit) => hit.name)).toEqual(Array(5).fill('Caesar Salad'));
    expect(result.interpretation).toMatchObject({
      corrections: [{ from: 'ceasar', to: 'caesar', kind: 'typo' }],
      did_you_mean: 'caesar salad',
    });
    const restaurants = await restaurantSearch('ceasar salad');
    expect(restaurants.hits[0]!.name).not.toBe("Ceasar's Grill");
    expect(restaurants.hits[0]!.matched_dishes).toContain('Caesar Salad');
    // A name it does not make a dish with is taken as typed.
    expect((await names('ceasar grill'))[0]).toBe("Ceasar's Grill");
  });
});

describe('a cuisine and generic words', () => {
  it('reads "thai food" as Thai restaurants, though a café menu holds both words', async () => {
    const result = await restaurantSearch('thai food');
    expect(result.hits.map((hit) => hit.name)).toEqual(['Siam Kitchen', 'Bangkok Garden']);
    expect(result.interpretation).toMatchObject({
      searched: 'thai',
      dropped: [],
      reading: { as: 'cuisine', cuisine: 'thai', words: 'thai', ignored: ['food'], also: null },
    });
    // The café is still found by its words when the query is more than a cuisine.
    expect(await names('thai iced tea')).toEqual(['Morning Brew']);
  });

  it('reads "indian food" as the cuisine, not the town of Indian Wells, and "vietnamese food" likewise', async () => {
    expect(await names('indian food')).toEqual(['Taj Palace']);
    expect(await names('vietnamese food')).toEqual(['Pho Saigon']);
    expect((await restaurantSearch('vietnamese restaurants')).interpretation.reading?.cuisine).toBe('vietnamese');
  });

  it('lists the dishes of restaurants of that cuisine on the items search', async () => {
    const result = await searchItems(catalog, { q: 'thai dinner', ...page });
    expect(result.hits.map((hit) => hit.name)).toEqual(['Tom Yum Soup', 'Pad Thai']);
    expect(result.interpretation.reading).toMatchObject({ as: 'cuisine', cuisine: 'thai', ignored: ['dinner'] });
    // No dish says "indian": the cuisine is still read, from the catalog's cuisines.
    expect(await dishes('indian food')).toEqual(['Tikka Masala']);
  });

  it('does not require generic words beside a filter stated in words', async () => {
    const result = await searchItems(catalog, { q: 'vegetarian meals', ...page });
    expect(result.hits.length).toBeGreaterThan(0);
    expect(result.interpretation).toMatchObject({ searched: '', filters: [{ filter: 'dietary', applied: true }] });
  });

  it('reads a diet with generic words on the restaurant search as the cuisine of that name', async () => {
    const result = await restaurantSearch('vegetarian restaurants');
    expect(result.hits.map((hit) => hit.name)).toEqual(['Green Table']);
    expect(result.interpretation).toMatchObject({
      filters: [],
      reading: { as: 'cuisine', cuisine: 'vegetarian', words: 'vegetarian', ignored: ['restaurants'] },
    });
    // A dish beside it, or the dish search, keeps the diet a filter.
    expect((await restaurantSearch('vegetarian pizza')).interpretation.filters).toMatchObject([{ filter: 'dietary' }]);
  });

  it('leaves a cuisine alone, and an explicit cuisine filter, to the words', async () => {
    expect((await restaurantSearch('thai')).interpretation.reading).toBeUndefined();
    const filtered = await searchRestaurants(catalog, { q: 'thai food', cuisine: 'cafe', ...page });
    expect(filtered.interpretation.reading).toBeUndefined();
    expect(filtered.hits.map((hit) => hit.name)).toEqual(['Morning Brew']);
  });

  it('drops words that match nothing at all, and ranks all-word matches first', async () => {
    expect((await restaurantSearch('zzyzx ribs')).interpretation.dropped).toEqual(['zzyzx']);
    const hits = await dishes('pork ribs');
    expect(hits[0]).toBe('Pork Ribs');
    expect(hits).toContain('Pulled Pork');
  });
});

describe('places in the query', () => {
  it('applies a recognised city as a filter and leaves its words out of `searched`', async () => {
    const result = await restaurantSearch('ribs memphis');
    expect(result.hits.map((hit) => hit.name)).toEqual(['Central Smokehouse']);
    expect(result.interpretation).toMatchObject({
      searched: 'ribs',
      place: { city: 'Memphis', state: 'TN', applied: true },
    });
    // Re-searching `searched` (the place chip removed) searches everywhere.
    expect(await names(result.interpretation.searched)).toEqual(['Rib Shack', 'Central Smokehouse']);
  });

  it('prefers pizza in New York to a restaurant named after it elsewhere', async () => {
    expect(await names('new york pizza')).toEqual(['Joe Slice']);
    expect(await names('pizza nyc')).toEqual(['Joe Slice']);
    expect((await restaurantSearch('noodles in houston tx')).interpretation).toMatchObject({
      searched: 'noodle',
      corrections: [{ from: 'noodles', to: 'noodle', kind: 'plural' }],
      place: { city: 'Houston', state: 'TX', applied: true },
    });
  });

  it('reads a town named without its state as every town of that name when the biggest has too few', async () => {
    const result = await restaurantSearch('bun bo hue in salem');
    expect(result.hits.map((hit) => hit.name)).toEqual(['Harbor Noodle']);
    expect(result.interpretation.place).toEqual({ city: 'Salem', state: null, applied: true });
    expect((await restaurantSearch('cobbler in salem')).interpretation.place).toEqual({
      city: 'Salem',
      state: 'OR',
      applied: true,
    });
    // The biggest Salem fills the page only with "peach" left out; another Salem has the peach cobbler.
    const peach = await restaurantSearch('peach cobbler in salem');
    expect(peach.hits[0]!.name).toBe('Harbor Noodle');
    expect(peach.interpretation.place).toEqual({ city: 'Salem', state: null, applied: true });
  });

  it('reads a short nickname that ends a longer query as a word being typed when a name goes on with it', async () => {
    const typing = await restaurantSearch('harbor pony chi');
    expect(typing.interpretation.place).toMatchObject({ city: 'Chicago', applied: false });
    expect(typing.hits[0]!.name).toBe('Harbor Pony Chicken');
    expect((await restaurantSearch('harbor chi')).interpretation.place).toMatchObject({ applied: true });
  });

  it('reads a state code that ends the query as a word being typed when a dish name goes on with it', async () => {
    const typing = await searchItems(catalog, { q: 'kimchi fried ri', ...page });
    expect(typing.hits[0]!.name).toBe('Kimchi Fried Rice');
    expect(typing.interpretation.place).toMatchObject({ state: 'RI', applied: false });
    // No dish name goes on "kimchi ri…": RI stays a state.
    expect((await searchItems(catalog, { q: 'kimchi ri', ...page })).interpretation.place).toMatchObject({
      state: 'RI',
      applied: true,
    });
  });

  it('finds a cuisine in a place only by restaurants of that cuisine, else searches it everywhere', async () => {
    const thai = await restaurantSearch('thai food memphis');
    expect(thai.interpretation).toMatchObject({ place: { city: 'Memphis', applied: false }, searched: 'thai' });
    expect(thai.hits.map((hit) => hit.name)).toEqual(['Siam Kitchen', 'Bangkok Garden']);
  });

  it('searches the rest everywhere, without the words of the place, when it finds nothing there', async () => {
    // No pizza in Memphis; kept, "memphis" found its restaurants by their address and "pizza" was the word dropped.
    const pizza = await restaurantSearch('pizza memphis');
    expect(pizza.interpretation).toMatchObject({ place: { city: 'Memphis', applied: false }, searched: 'pizza' });
    expect(pizza.hits.every((hit) => hit.cuisines.includes('pizza') || hit.cuisines.includes('italian'))).toBe(true);
  });

  it('reads "the" and a name holding a place as that restaurant, wherever it is', async () => {
    const named = await restaurantSearch('the new york pizz');
    expect(named.interpretation.place).toMatchObject({ city: 'New York', applied: false });
    expect(named.hits[0]!.name).toBe('New York Pizza');
    // The place typed with a slip, as the name spells it.
    const slipped = await restaurantSearch('the new yrok pizza');
    expect(slipped.interpretation.place).toMatchObject({ city: 'New York', applied: false });
    expect(slipped.hits[0]!.name).toBe('New York Pizza');
    // Without "the", pizza in New York.
    expect((await restaurantSearch('new york pizza')).interpretation.place).toMatchObject({ applied: true });
  });

  it('lets an explicit filter win over a place in q', async () => {
    const result = await restaurantSearch('ribs memphis', { state: 'TX' });
    expect(result.hits.map((hit) => hit.name)).toEqual(['Rib Shack']);
    expect(result.interpretation.searched).toBe('ribs');
    expect(result.interpretation.place).toEqual({ city: 'Memphis', state: 'TN', applied: false });
  });

  it('does not take a dish name for a place, nor apply a place where nothing else matches', async () => {
    const wings = await searchItems(catalog, { q: 'buffalo wings', ...page });
    expect(wings.hits.map((hit) => hit.restaurant_name).sort()).toEqual(['Sports Grill', 'Wing Stop']);
    expect(wings.interpretation.place).toMatchObject({ applied: false });
    // Typed in the other number than the menus write it.
    const rolls = await searchItems(catalog, { q: 'philadelphia rolls', ...page });
    expect(rolls.interpretation.place).toMatchObject({ applied: false });
    expect(rolls.hits[0]!.name).toBe('Philadelphia Roll');
    // A town typed with a slip, as the dish names spell it.
    const dog = await searchItems(catalog, { q: 'chicgo dog', ...page });
    expect(dog.interpretation.place).toMatchObject({ applied: false });
    expect(dog.hits[0]!.name).toBe('Chicago Dog');
    const nowhere = await restaurantSearch('lo mein memphis');
    expect(nowhere.interpretation.place).toMatchObject({ applied: false });
  });
});

describe('restaurants found by their menus', () => {
  it('ranks a restaurant with one dish holding every word before one whose dishes hold them between them', async () => {
    const { hits } = await restaurantSearch('kung pao chicken');
    expect(hits.map((hit) => [hit.name, hit.matched_dishes])).toEqual([
      ['Wok Express', ['Kung Pao Chicken']],
      ['Golden Palace', ['Kung Pao Shrimp']],
    ]);
  });

  it('returns restaurants serving the dish, after those whose name matches, with the dishes that matched', async () => {
    const { hits } = await restaurantSearch('wings');
    expect(hits.map((hit) => [hit.name, hit.matched_dishes])).toEqual([
      ['Wing Stop', []],
      ['Sports Grill', ['Buffalo Wings']],
    ]);
  });
});

describe('phrases', () => {
  it('finds a two-word name as a phrase or its one-word spelling, never across two dishes', async () => {
    // "Grilled Steak" followed by "House Salad" on one menu is not a steak house.
    expect(await names('steak house')).toEqual(['Harbor Steakhouse', 'Prime Cut']);
  });

  it('ranks the words joined or split as it ranks them as typed: by quality, one spelling not before the other', async () => {
    // Deli Corner (4.05) serves "Cheeseburger", Prime Cut (3.1) "Cheese Burger".
    expect(await dishes('cheese burger')).toEqual(['Cheeseburger', 'Cheese Burger']);
    expect(await dishes('cheeseburger')).toEqual(['Cheeseburger', 'Cheese Burger']);
    const result = await searchItems(catalog, { q: 'cheese burger', ...page });
    expect(result.interpretation.corrections).toEqual([]);
  });
});

describe('ranking', () => {
  it('ranks a restaurant whose whole name the query is before one whose name holds it', async () => {
    expect(await names('golden palace')).toEqual(['Golden Palace', 'Golden Palace Buffet']);
    expect(await names('the golden palace')).toEqual(['Golden Palace', 'Golden Palace Buffet']);
    expect(await names('golden palace buffet')).toEqual(['Golden Palace Buffet']);
  });

  it('ranks a name being typed that ends with the word begun before names that go on past it', async () => {
    expect(await names('corner sp')).toEqual([...Array(5).fill('Corner Spot'), 'Corner Spot Bagels']);
    expect((await names('corner spot ba'))[0]).toBe('Corner Spot Bagels');
  });

  it('ranks cuisine > name > dishes > address', async () => {
    // A taqueria before the Mexican place whose name says "taco".
    expect((await names('taco')).slice(0, 4)).toEqual(['La Cocina', 'Taco Stand', 'Corner Cafe', 'Blue Door']);
  });

  it('ranks a whole last word before a word it only begins, and keeps a two-word dish together', async () => {
    expect(await names('dog')).toEqual(['Hot Dog Heaven', 'Frank Cart', 'Dogwood Hot Chicken']);
    expect(await names('hot dog')).toEqual(['Hot Dog Heaven', 'Frank Cart']);
  });

  it('is deterministic, also across instances', async () => {
    const again = new SqliteCatalog(path);
    for (const q of ['pizza', 'oysters', 'sandwhich', 'ribs memphis', 'cheese piz']) {
      const first = await searchRestaurants(catalog, { q, limit: 50, offset: 0 });
      expect(await searchRestaurants(again, { q, limit: 50, offset: 0 })).toEqual(first);
      expect(await searchRestaurants(catalog, { q, limit: 50, offset: 0 })).toEqual(first);
    }
    again.close();
  });

  it('pages through 1,000 results across tiers and levels without duplicates or gaps', async () => {
    const pages = async (limit: number) => {
      const ids: string[] = [];
      for (let offset = 0; offset < 1000; offset += limit) {
        const result = await searchRestaurants(catalog, { q: 'pizz', limit, offset });
        ids.push(...result.hits.map((hit) => hit.restaurant_id));
      }
      return ids;
    };
    const byHundred = await pages(100);
    expect(new Set(byHundred).size).toBe(1000);
    expect(await pages(40)).toEqual(byHundred);
    expect(byHundred[0]).toBe(id('rst', 5)); // "New York Pizza": the name before cuisines and dishes
  });
});

describe('hostile queries', () => {
  it('answers every awkward query without throwing', async () => {
    const awkward = [
      '"',
      '*',
      'NEAR(a b)',
      '-',
      'a'.repeat(200),
      Array.from({ length: 60 }, (_, i) => `w${i}`).join(' '),
      'in in in',
      'the',
      '& & &',
      'new york new york new york',
      'in la in la',
      '🌮 pizza',
      '\u0000pizza',
      'pizza '.repeat(30),
    ];
    for (const q of awkward) {
      await expect(searchRestaurants(catalog, { q, ...page }), q).resolves.toBeDefined();
      await expect(searchItems(catalog, { q, ...page }), q).resolves.toBeDefined();
    }
  });
});
