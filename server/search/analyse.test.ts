/**
 * The analyser over a hand-made dictionary and city table: which alternatives each word gets, at which cost, which
 * words are optional, and which places are recognised.
 */
import { describe, expect, it } from 'vitest';
import { analyseQuery } from './analyse.ts';
import { ALTERNATIVE_COST, type QueryUnit } from './units.ts';
import { correctionOf, searchedText } from './searched-text.ts';
import { unitSetsToSearch } from './unit-sets.ts';
import { Lexicon, editDistance } from './lexicon.ts';
import { PlaceIndex } from './places.ts';

const lexicon = new Lexicon(
  Object.entries({
    sandwich: 500,
    sandwiches: 20,
    oyster: 40,
    shrimp: 300,
    prawn: 3,
    donut: 50,
    bbq: 200,
    barbecue: 30,
    cheeseburger: 80,
    brisket: 60,
    taco: 400,
    tacos: 300,
    pho: 90,
    hot: 300,
    dog: 120,
    dogwood: 2,
    dogtown: 2,
    do: 5,
    food: 900,
    vietnamese: 70,
    mac: 40,
    cheese: 900,
    fish: 150,
    chips: 60,
    ribs: 40,
    rib: 30,
    noodle: 60,
    noodles: 50,
    pizza: 700,
    cookie: 30,
    best: 50,
    near: 10,
    me: 5,
    french: 200,
    toast: 80,
    buffalo: 100,
    wings: 100,
    memphis: 30,
    napa: 3,
  }),
);

const places = new PlaceIndex([
  { city: 'Memphis', state: 'TN', restaurants: 400 },
  { city: 'Houston', state: 'TX', restaurants: 1500 },
  { city: 'New York', state: 'NY', restaurants: 5000 },
  { city: 'Buffalo', state: 'NY', restaurants: 170 },
  { city: 'Portland', state: 'OR', restaurants: 600 },
  { city: 'Portland', state: 'ME', restaurants: 90 },
  { city: 'Los Angeles', state: 'CA', restaurants: 2600 },
  { city: 'Rice', state: 'MN', restaurants: 1 },
  { city: 'Napa', state: 'CA', restaurants: 3 },
  { city: 'Union', state: 'MO', restaurants: 12 },
  { city: 'Florida', state: 'NY', restaurants: 3 },
  { city: 'Filler', state: 'TX', restaurants: 190_000 },
]);

const units = (q: string) => analyseQuery(q, lexicon, places).whole.units;
const alternatives = (q: string) =>
  units(q).map((unit) =>
    unit.alternatives.map(({ tokens, kind, prefix }) => `${tokens.join(' ')}${prefix ? '*' : ''}:${kind}`),
  );

describe('alternatives', () => {
  it('searches the word as typed first, then its plural or singular, when the index holds them', () => {
    expect(alternatives('oysters')).toEqual([['oyster:plural']]);
    expect(alternatives('sandwich pizza')).toEqual([['sandwich:exact', 'sandwiches:plural'], ['pizza:exact']]);
  });

  it('matches the last word also as the beginning of longer words, never the others', () => {
    expect(alternatives('hot dog')).toEqual([['hot dog:exact']]); // a phrase from the variant table is complete
    expect(alternatives('dog')).toEqual([['dog:exact', 'dog*:prefix']]);
    expect(alternatives('dog food')[0]).toEqual(['dog:exact']);
  });

  it('reads a last word of a letter or two after others only as begun, a word still being typed', () => {
    expect(alternatives('pho do').at(-1)).toEqual(['do*:prefix']);
    expect(alternatives('do')).toEqual([['do:exact', 'do*:prefix']]);
  });

  it('adds spelling variants and synonyms from the table, both ways', () => {
    expect(alternatives('prawns')).toEqual([['prawn:plural', 'shrimp:variant']]);
    expect(alternatives('doughnut')).toEqual([['donut:variant']]);
    expect(alternatives('barbecue')[0]).toEqual(['barbecue:exact', 'bbq:variant']);
  });

  it('counts the words joined or split as the words typed, and reports it as a variant when only it matches', () => {
    expect(alternatives('cheese burger')).toEqual([['cheeseburger:joined']]);
    expect(correctionOf(units('cheese burger')[0]!)).toEqual({
      from: 'cheese burger',
      to: 'cheeseburger',
      kind: 'variant',
    });
    expect(ALTERNATIVE_COST.joined).toBe(ALTERNATIVE_COST.exact);
  });

  it('splits a word typed joined where the dish names hold the phrase, and joins two words the index holds as one', () => {
    const words = new Lexicon(
      Object.entries({
        ice: 300,
        cream: 500,
        egg: 400,
        roll: 300,
        rolls: 200,
        pan: 300,
        cakes: 80,
        cake: 400,
        pancakes: 90,
        pancake: 40,
        fried: 600,
        turnip: 5,
      }),
    );
    const phrases = (phrase: readonly string[]) =>
      ({ 'ice cream': 120, 'egg roll': 60, 'egg rolls': 40, 'pan cakes': 0 })[phrase.join(' ')] ?? 0;
    const read = (q: string) =>
      analyseQuery(q, words, null, [words], phrases).whole.units.map((unit) =>
        unit.alternatives.map(({ tokens, kind }) => `${tokens.join(' ')}:${kind}`),
      );
    expect(read('icecream')).toEqual([['ice cream:joined']]);
    expect(read('eggrolls')).toEqual([['egg rolls:joined', 'egg roll:joined']]);
    // One unit: the joined word or the phrase, never "pan" and "cakes" apart.
    expect(read('pan cakes')).toEqual([['pancakes:joined', 'pancake:joined', 'pan cakes:exact', 'pan cake:plural']]);
    expect(correctionOf(analyseQuery('icecream', words, null, [words], phrases).whole.units[0]!)).toEqual({
      from: 'icecream',
      to: 'ice cream',
      kind: 'variant',
    });
    // Without a phrase count (or where no dish name holds the phrase) nothing is split.
    expect(read('pancakes')).toEqual([['pancakes:exact', 'pancake:plural']]);
    expect(analyseQuery('icecream', words, null, [words]).whole.units).toEqual([]);
  });

  it('reads a rare word one slip from a common one as the common one first, when it makes a common dish', () => {
    const words = new Lexicon(
      Object.entries({ ceasar: 5, caesar: 900, salad: 3000, grill: 800, ice: 900, cram: 3, cream: 2000 }),
    );
    const common: Record<string, number> = { 'caesar salad': 800, 'ceasar salad': 1, 'ice cream': 700 };
    const phrases = (phrase: readonly string[]) => common[phrase.join(' ')] ?? 0;
    const read = (q: string) =>
      analyseQuery(q, words, null, [words], phrases).whole.units.map((unit) =>
        unit.alternatives.map(({ tokens, kind }) => `${tokens.join(' ')}:${kind}`),
      );
    expect(read('ceasar salad')).toEqual([['caesar:respelled', 'ceasar:rare'], ['salad:exact']]);
    // The common phrase is read in the query's order, the slip second as well as first.
    expect(read('ice cram')).toEqual([['ice:exact'], ['cream:respelled', 'cram:rare']]);
    expect(read('cram ice')).toEqual([['cram:exact'], ['ice:exact']]);
    expect(ALTERNATIVE_COST.respelled).toBe(ALTERNATIVE_COST.exact);
    expect(ALTERNATIVE_COST.rare).toBe(ALTERNATIVE_COST.typo);
    // Beside a word it forms no common dish with, the rare word is taken as meant (a name).
    expect(read('ceasar grill')).toEqual([['ceasar:exact'], ['grill:exact']]);
  });

  it('reads a last word that only begins rare words as the common word one slip away, the begun words after', () => {
    const read = (q: string, cramers: number) => {
      const words = new Lexicon(Object.entries({ ice: 900, cream: 2000, cramer: cramers }));
      return analyseQuery(q, words, null, [words]).whole.units.map((unit) =>
        unit.alternatives.map(({ tokens, kind, prefix }) => `${tokens.join(' ')}${prefix ? '*' : ''}:${kind}`),
      );
    };
    expect(read('ice cram', 2)).toEqual([['ice:exact'], ['cream:respelled', 'cram*:rare']]);
    // Words it begins that the index holds often are what is being typed.
    expect(read('ice cram', 500)).toEqual([['ice:exact'], ['cram*:prefix']]);
  });

  it('corrects a typo from the dictionary: 1 edit from 4 letters, 2 from 8, the first letter kept below 8', () => {
    expect(alternatives('sandwhich')).toEqual([['sandwich:typo']]);
    expect(alternatives('shrimpp')).toEqual([['shrimp:typo']]);
    expect(alternatives('tcao')).toEqual([['taco:typo']]); // a swap is one edit
    expect(alternatives('cheseburgr')).toEqual([['cheeseburger:typo']]); // 10 letters, 2 edits
    expect(alternatives('chesburgr')).toEqual([]); // 3 edits
    expect(alternatives('cookeis')).toEqual([['cookie:typo']]); // a slip in a plural the menus do not use
  });

  it('reads a typo one way for both searches, and as one word only', () => {
    // Restaurant names say "thai" far more than dish names; dish names say "thin" (crust) and "thit" more often.
    const restaurants = new Lexicon(Object.entries({ thai: 900, thin: 10, thit: 5 }));
    const dishes = new Lexicon(Object.entries({ thai: 200, thin: 300, thit: 250 }));
    const read = (index: Lexicon) =>
      analyseQuery('thia', index, null, [restaurants, dishes]).whole.units.map((unit) =>
        unit.alternatives.map((alternative) => `${alternative.tokens.join(' ')}:${alternative.kind}`),
      );
    expect(read(restaurants)).toEqual([['thai:typo']]);
    expect(read(dishes)).toEqual([['thai:typo']]);
    // An index without the word both searches read has no reading for the typo (the word is left out).
    expect(read(new Lexicon(Object.entries({ thin: 300 })))).toEqual([]);
  });

  it("reads a slip as a cuisine's name first on the restaurant search, when the cuisine is the commoner word", () => {
    const words = new Lexicon(Object.entries({ thai: 3000, tahini: 500, bakery: 600, baked: 800, bar: 9000 }));
    const cuisines = new Set(['thai', 'bakery', 'bar']);
    const read = (q: string, namesCuisine?: (word: string) => boolean) =>
      analyseQuery(q, words, null, [words], null, namesCuisine).whole.units.map((unit) =>
        unit.alternatives.map(({ tokens, kind, prefix }) => `${tokens.join(' ')}${prefix ? '*' : ''}:${kind}`),
      );
    const isCuisine = (word: string) => cuisines.has(word);
    expect(read('tahi', isCuisine)).toEqual([['thai:respelled', 'tahi*:rare']]);
    expect(read('tahi')).toEqual([['tahi*:prefix']]);
    expect(read('bakey', isCuisine)).toEqual([['bakery:typo']]);
    expect(read('bakey')).toEqual([['baked:typo']]);
    // Letters that begin words commoner than the cuisine one slip away are those words being typed.
    const tahiniPlaces = new Lexicon(Object.entries({ thai: 300, tahini: 500 }));
    const units = analyseQuery('tahi', tahiniPlaces, null, [tahiniPlaces], null, isCuisine).whole.units;
    expect(units.map((unit) => unit.alternatives.map(({ kind }) => kind))).toEqual([['prefix']]);
  });

  it('reads a typo as the next as close word an index holds when it holds no form of the commonest', () => {
    // Menus say "dine" ("dine-in") far more than "diner", which restaurant names say: "dinet" finds diners.
    const restaurants = new Lexicon(Object.entries({ diner: 50 }));
    const dishes = new Lexicon(Object.entries({ dine: 500, diner: 10 }));
    const read = (index: Lexicon) => analyseQuery('dinet', index, null, [restaurants, dishes]).whole.units[0];
    expect(read(restaurants)?.alternatives[0]?.tokens).toEqual(['diner']);
    expect(read(dishes)?.alternatives[0]?.tokens).toEqual(['dine']);
  });

  it('reads two letters typed the wrong way round before any other one-letter slip, however common the other word', () => {
    // An imported catalog whose menus say "thin" (crust) far more than anything says "thai".
    const dishes = new Lexicon(Object.entries({ thai: 50, thin: 5_000 }));
    expect(analyseQuery('thia', dishes, null, [dishes]).whole.units[0]?.alternatives[0]?.tokens).toEqual(['thai']);
    expect(analyseQuery('thon', dishes, null, [dishes]).whole.units[0]?.alternatives[0]?.tokens).toEqual(['thin']);
  });

  it('reads a typo as the same word in the form each index holds, singular or plural', () => {
    // Restaurant names say "burritos", menus "burrito": "buritos" is one slip from the first.
    const restaurants = new Lexicon(Object.entries({ burritos: 10_000, burrito: 9_000 }));
    const dishes = new Lexicon(Object.entries({ burrito: 30_000 }));
    const read = (index: Lexicon) =>
      analyseQuery('buritos', index, null, [restaurants, dishes]).whole.units.map((unit) =>
        unit.alternatives.map((alternative) => `${alternative.tokens.join(' ')}:${alternative.kind}`),
      );
    expect(read(restaurants)).toEqual([['burritos:typo']]);
    expect(read(dishes)).toEqual([['burrito:typo']]);
  });

  it('does not correct short words, words too far off, or a changed first letter of a short word', () => {
    const analysed = analyseQuery('phx brskt wrisket', lexicon, places).whole;
    expect(analysed.units).toEqual([]);
    expect(analysed.unmatched).toEqual(['phx', 'brskt', 'wrisket']);
  });

  it('searches a known multi-word variant as one phrase unit', () => {
    const [unit] = units('mac & cheese');
    expect(unit!.text).toBe('mac and cheese');
    expect(unit!.alternatives.map((alternative) => alternative.tokens.join(' '))).toContain('mac cheese');
  });
});

describe('optional words', () => {
  it('searches a connecting word at the end as a word still being typed, and optional', () => {
    const [, to] = units('french to');
    expect(to).toMatchObject({ text: 'to', filler: true });
    expect(to!.alternatives.map((alternative) => alternative.prefix)).toContain(true);
  });

  it('never requires connecting words, and keeps them in `searched` between kept words', () => {
    const analysis = analyseQuery('fish and chips', lexicon, places).whole;
    expect(analysis.units.map((unit) => unit.text)).toEqual(['fish', 'chips']);
    expect(searchedText(analysis, analysis.units)).toBe('fish and chips');
  });

  it('drops fillers first, then the most common word, until enough matches', () => {
    const all = units('vietnamese food');
    const counts = new Map([
      ['vietnamese|food', 0],
      ['vietnamese', 70],
    ]);
    const key = (set: QueryUnit[]) => set.map((unit) => unit.text).join('|');
    const { sets, dropped } = unitSetsToSearch(all, (set) => counts.get(key(set)) ?? 0);
    expect(sets.map((set) => key(set.units))).toEqual(['vietnamese|food', 'vietnamese']);
    expect(dropped.map((unit) => unit.text)).toEqual(['food']);
    // Nothing found however many words go: they go from the first, as no one word's leaving finds anything.
    const busy = unitSetsToSearch(units('cheese brisket taco'), () => 0);
    expect(busy.dropped.map((unit) => unit.text)).toEqual(['cheese', 'brisket']);
    const fillers = unitSetsToSearch(units('best pizza near me'), (set) => (set.length === 1 ? 9 : 0));
    expect(fillers.dropped.map((unit) => unit.text)).toEqual(['best', 'near', 'me']);
  });

  it('leaves out the first word when leaving out no one word finds anything, not the most common', () => {
    // Two words no menu holds with the others ("fish" and "ribs" here): the dish words stay, the first two go.
    const all = units('fish ribs cheese taco');
    const found = (set: QueryUnit[]) => (set.some((unit) => ['fish', 'ribs'].includes(unit.text)) ? 0 : 12);
    const { dropped, sets } = unitSetsToSearch(all, found);
    expect(dropped.map((unit) => unit.text)).toEqual(['fish', 'ribs']);
    expect(sets.at(-1)!.matches).toBe(12);
  });

  it('keeps every word when the whole query finds enough', () => {
    expect(unitSetsToSearch(units('vietnamese food'), () => 50).dropped).toEqual([]);
  });
});

describe('places in the query', () => {
  const place = (q: string) => analyseQuery(q, lexicon, places).place;

  it('recognises a city, with "in" and a state, and leaves the other words to search', () => {
    expect(place('ribs memphis')?.place).toMatchObject({ city: 'Memphis', state: 'TN' });
    const houston = place('noodles in houston tx')!;
    expect(houston.place).toMatchObject({ start: 1, end: 4, city: 'Houston', state: 'TX' });
    expect(houston.rest.units.map((unit) => unit.text)).toEqual(['noodles']);
  });

  it('reads a place typed with a slip as the place, preferring the longer one the reading finds', () => {
    expect(place('ribs memphs')?.place).toMatchObject({ city: 'Memphis', state: 'TN' });
    expect(place('ribs in memphs tn')?.place).toMatchObject({ start: 1, end: 4, city: 'Memphis', state: 'TN' });
    expect(place('ribs in memphs tn')?.rest.units.map((unit) => unit.text)).toEqual(['ribs']);
    // A small town is not read from a slip unless "in" or its state says so.
    const noDishes = () => 0;
    const read = (q: string) => analyseQuery(q, lexicon, places, [lexicon], noDishes).place?.place;
    expect(read('napa tacos')).toMatchObject({ city: 'Napa' });
    expect(read('nappa tacos')).toBeUndefined();
    expect(read('tacos in nappa')).toMatchObject({ city: 'Napa' });
  });

  it('takes "downtown" and its like before a city as part of the place, never as a town of their own', () => {
    const downtown = place('noodles near downtown houston')!;
    expect(downtown.place).toMatchObject({ start: 1, end: 4, city: 'Houston', state: 'TX' });
    expect(downtown.rest.units.map((unit) => unit.text)).toEqual(['noodles']);
    expect(place('ribs midtown memphis tn')?.place).toMatchObject({ start: 1, end: 4, city: 'Memphis' });
    // Not before a place, it is a word like any other ("Downtown Deli"), and unknown it is never read as a slip.
    expect(place('downtown deli')).toBeNull();
    expect(alternatives('dogtwn')).toEqual([['dogtown:typo']]);
    expect(alternatives('downtown')).toEqual([]);
  });

  it('reads a landmark after "near" as words when a city follows it, not as a town of its name', () => {
    const memphis = place('cheap eats near union station memphis')!;
    expect(memphis.place).toMatchObject({ city: 'Memphis', state: 'TN' });
    expect(place('cheap eats near union')?.place).toMatchObject({ city: 'Union', state: 'MO' });
  });

  it('knows nicknames and boroughs, and picks the state a city is followed by', () => {
    expect(place('pizza nyc')?.place).toMatchObject({ city: 'New York', state: 'NY' });
    expect(place('brooklyn bagels')?.place).toMatchObject({ city: 'New York', state: 'NY' });
    expect(place('lobster portland me')?.place).toMatchObject({ city: 'Portland', state: 'ME' });
    expect(place('lobster portland')?.place).toMatchObject({ city: 'Portland', state: 'OR' });
    expect(place('texas bbq')?.place).toMatchObject({ city: null, state: 'TX' });
  });

  it('needs context for ambiguous words and small towns', () => {
    expect(place('la taqueria')).toBeNull();
    expect(place('tacos la')?.place).toMatchObject({ city: 'Los Angeles', state: 'CA' });
    expect(place('tacos in la')?.place).toMatchObject({ city: 'Los Angeles', state: 'CA' });
    expect(place('la cocina tacos')).toBeNull();
    expect(place('fried rice')).toBeNull();
    expect(place('pizza near me')).toBeNull();
    expect(place('sushi in me')).toBeNull();
  });

  it("takes a small town named bare when dish names hardly hold its name but as someone's", () => {
    // Dish names: "rice" in thousands; "napa" only in "Napa's Special", unless the menus say "Napa Cabbage".
    const dishNames = (cabbage: number) => (phrase: readonly string[]) =>
      ({ rice: 3000, napa: 40 + cabbage, 'napa s': 40 })[phrase.join(' ')] ?? 0;
    const bare = (q: string, cabbage = 0) => analyseQuery(q, lexicon, places, [lexicon], dishNames(cabbage)).place;
    expect(bare('napa tacos')?.place).toMatchObject({ city: 'Napa', state: 'CA', vouched: true });
    expect(bare('napa tacos', 30)).toBeNull();
    expect(bare('rice tacos')).toBeNull();
    expect(bare("napa's tacos")).toBeNull();
    expect(bare('tacos florida')?.place).toMatchObject({ city: null, state: 'FL' });
    expect(place('napa tacos')).toBeNull();
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps as one edit each', () => {
    expect(editDistance('sandwhich', 'sandwich', 5)).toBe(1);
    expect(editDistance('tcao', 'taco', 5)).toBe(1);
    expect(editDistance('kitten', 'sitting', 5)).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 2)).toBe(3);
  });
});
