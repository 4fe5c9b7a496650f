/**
 * Draws the generated query set from a catalog: for each class and each half, queries from the class's templates
 * for that half, over that half's values only, each checked against the catalog (at least five relevant answers
 * exist, by the judge's own rules over the catalog's rows) and each distinct. The same catalog and seed draw the
 * same queries; another seed draws another set from the same halves.
 */
import { HALVES, balancedHalves, halfOf, type Half } from './halves.ts';
import { isRelevant, type GeneratedRule, type HitFacts } from './judge.ts';
import {
  TEMPLATE_CLASSES,
  type Compound,
  type DrawContext,
  type Endpoint,
  type Template,
  type TemplateClass,
} from './template-model.ts';
import { TEMPLATES } from './templates.ts';
import { foldWords, pickWeighted, seededRandom, type Random } from './text.ts';
import { split } from './transforms.ts';
import type { CatalogVocabulary, ChainName, City, Cuisine, Dish } from './vocabulary.ts';

export interface GeneratedQuery {
  class: TemplateClass;
  template: string;
  half: Half;
  endpoint: Endpoint;
  q: string;
  rule: GeneratedRule;
}

/** Relevant answers a query must have in the catalog; "open now" cannot be known ahead, so it asks for more. */
const NEED = 5;
const NEED_OPEN = 25;
/** Restaurants that must list a word for it to be a half of a split compound ("pan" + "cakes"). */
const SPLIT_WORD_RESTAURANTS = 20;

/** The values of one half. */
interface Pools {
  cuisines: Cuisine[];
  cities: City[];
  cityKeys: Set<string>;
  dishes: Dish[];
  chains: ChainName[];
  compounds: Compound[];
}

/**
 * One-word dish words that split into two words the catalog knows ("pancakes" → "pan cakes"): the first half a word
 * of dish names, the second a word dish names end with (what the dish is: cakes, burger, balls), each listed by
 * enough restaurants. The head test keeps "seared" from splitting as "sea red".
 */
export function compounds(catalog: CatalogVocabulary): Compound[] {
  const words = new Set<string>();
  for (const dish of catalog.dishes) for (const word of dish.words) words.add(word);
  const found: Compound[] = [];
  for (const word of words) {
    if (word.length < 6 || catalog.dishWordCount(word) < SPLIT_WORD_RESTAURANTS) continue;
    const parts = split(
      word,
      (part, position) => (position === 'first' ? catalog.dishWordCount(part) : catalog.dishHeadCount(part)),
      SPLIT_WORD_RESTAURANTS,
    );
    if (parts !== null) found.push({ word, split: parts });
  }
  return found;
}

export function pools(catalog: CatalogVocabulary): Record<Half, Pools> {
  const all = compounds(catalog);
  const cuisineHalves = balancedHalves(
    catalog.cuisines,
    (cuisine) => cuisine.typed,
    (cuisine) => cuisine.shape,
    (cuisine) => cuisine.restaurants,
  );
  const of = (half: Half): Pools => {
    const cities = catalog.cities.filter((city) => halfOf(city.city) === half);
    return {
      cuisines: catalog.cuisines.filter((cuisine) => cuisineHalves.get(cuisine) === half),
      cities,
      cityKeys: new Set(cities.map((city) => city.key)),
      dishes: catalog.dishes.filter((dish) => halfOf(dish.words.join(' ')) === half),
      chains: catalog.chains.filter((chain) => halfOf(chain.name) === half),
      compounds: all.filter((compound) => halfOf(compound.word) === half),
    };
  };
  return { development: of('development'), 'held-out': of('held-out') };
}

/** The catalog rows a rule's relevant hits are found among, best first. */
function candidates(
  catalog: CatalogVocabulary,
  endpoint: Endpoint,
  rule: GeneratedRule,
): { rows: Iterable<number>; facts: (row: number) => HitFacts } {
  if (endpoint === 'restaurants') {
    const rows = rule.name
      ? catalog.namedRestaurants(rule.name)
      : rule.dish
        ? catalog.dishRestaurants(rule.dish)
        : catalog.cuisineRestaurants(rule.cuisines ?? []);
    return { rows, facts: (row) => catalog.restaurantFacts(row) };
  }
  if (rule.dish) return { rows: catalog.dishItems(rule.dish), facts: (row) => catalog.itemFacts(row) };
  const restaurants = catalog.cuisineRestaurants(rule.cuisines ?? []);
  function* items() {
    for (const restaurant of restaurants) {
      const { first, last } = catalog.itemsOf(restaurant);
      for (let item = first; item <= last; item += 1) yield item;
    }
  }
  return { rows: items(), facts: (row) => catalog.itemFacts(row) };
}

/** Whether the catalog holds enough hits relevant to the rule (judged as a hit would be) for a full top five. */
export function attainable(catalog: CatalogVocabulary, endpoint: Endpoint, rule: GeneratedRule): boolean {
  const need = rule.openNow ? NEED_OPEN : NEED;
  const { rows, facts } = candidates(catalog, endpoint, rule);
  let found = 0;
  for (const row of rows) {
    if (isRelevant(rule, facts(row)) && ++found >= need) return true;
  }
  return false;
}

/**
 * Whether an "open now" rule has five relevant hits open at `at`, the instant the query was sent, as every other
 * query must have five relevant answers: when fewer are (a dish served only at lunch, asked at three in the morning),
 * a short answer is the right one, and the query says nothing of the search. Without this, the figures moved with
 * the hour the evaluation ran: at night only Hawaii's and Alaska's places were open, and a query with one open
 * answer could score at most 20%.
 */
export function answerableAt(catalog: CatalogVocabulary, endpoint: Endpoint, rule: GeneratedRule, at: Date): boolean {
  const { rows, facts } = candidates(catalog, endpoint, rule);
  let open = 0;
  for (const row of rows) {
    if (isRelevant(rule, facts(row)) && catalog.openAt(row, at, endpoint === 'items') && ++open >= NEED) return true;
  }
  return false;
}

/** Relevant hits per place ("city" and "city|ST"), counted over the rows that answer the rule without a place. */
function countByPlace(catalog: CatalogVocabulary, endpoint: Endpoint, rule: GeneratedRule): Map<string, number> {
  const counts = new Map<string, number>();
  const { rows, facts } = candidates(catalog, endpoint, rule);
  // The rows come from the rule's own index (its dish, name or cuisine; a template states one): the rest is checked.
  const rest: GeneratedRule = { ...rule };
  delete rest.dish;
  delete rest.name;
  delete rest.cuisines;
  const plain = Object.keys(rest).length === 0;
  const count = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const row of rows) {
    if (!plain && !isRelevant(rest, facts(row))) continue;
    const [city, state] = catalog.placeOf(row, endpoint === 'items');
    count(city);
    count(`${city}|${state}`);
  }
  return counts;
}

function context(catalog: CatalogVocabulary, pool: Pools, random: Random): DrawContext {
  const placeCounts = new Map<string, Map<string, number>>();
  const weight = (n: number) => Math.sqrt(n);
  const draw = <T>(values: T[], by: (value: T) => number): T | null =>
    values.length === 0 ? null : pickWeighted(random, values, by);
  return {
    random,
    cuisine: (accept) => draw(accept ? pool.cuisines.filter(accept) : pool.cuisines, (c) => weight(c.restaurants)),
    dish: (accept) => draw(accept ? pool.dishes.filter(accept) : pool.dishes, (d) => weight(d.restaurants)),
    chain: () => draw(pool.chains, (c) => weight(c.restaurants)),
    compound: () => draw(pool.compounds, () => 1),
    place(endpoint, rule, withState) {
      const key = `${endpoint} ${JSON.stringify(rule)}`;
      let counts = placeCounts.get(key);
      if (!counts) placeCounts.set(key, (counts = countByPlace(catalog, endpoint, rule)));
      const need = rule.openNow ? NEED_OPEN : NEED;
      const cities = pool.cities.filter(
        (city) => (counts.get(withState ? `${city.key}|${city.state}` : city.key) ?? 0) >= need,
      );
      return draw(cities, (city) => weight(city.restaurants));
    },
    knows: (word) => catalog.knows(word),
    isDishWord: (word) => catalog.dishWordCount(word, true) > 0,
    dishPrices: (dish) => catalog.dishPrices(dish.words).map((cents) => cents / 100),
    hasHours: catalog.hasHours,
  };
}

export interface GenerateOptions {
  seed: number;
  /** Queries per class in each half. */
  perClass: number;
  classes?: readonly string[];
}

export interface Generated {
  queries: GeneratedQuery[];
  /** Classes (per half) where fewer queries than asked could be drawn: the catalog did not hold enough. */
  short: { class: TemplateClass; half: Half; drawn: number }[];
  /** How many values each half draws from. */
  values: Record<Half, Record<'cuisines' | 'cities' | 'dishes' | 'chains' | 'compounds', number>>;
}

export function generate(catalog: CatalogVocabulary, options: GenerateOptions): Generated {
  const halves = pools(catalog);
  const queries: GeneratedQuery[] = [];
  const short: Generated['short'] = [];
  const classes = TEMPLATE_CLASSES.filter((name) => !options.classes?.length || options.classes.includes(name));
  for (const className of classes) {
    for (const half of HALVES) {
      // Each class and half has its own stream, so asking for one class draws the same queries as a full run.
      const random = seededRandom(
        options.seed * 1009 + TEMPLATE_CLASSES.indexOf(className) * 2 + (half === 'development' ? 0 : 1),
      );
      const draw = context(catalog, halves[half], random);
      const templates = TEMPLATES.filter((t) => t.class === className && (t.half === half || t.half === 'both'));
      const seen = new Set<string>();
      let drawn = 0;
      for (let attempt = 0; drawn < options.perClass && attempt < options.perClass * 40; attempt += 1) {
        const template: Template = templates[attempt % templates.length]!;
        const draft = template.draw(draw);
        if (!draft) continue;
        const q = foldWords(draft.q).length === 0 ? '' : draft.q.trim();
        const key = `${draft.endpoint} ${q}`;
        if (q === '' || seen.has(key) || !attainable(catalog, draft.endpoint, draft.rule)) continue;
        seen.add(key);
        queries.push({ class: className, template: template.id, half, endpoint: draft.endpoint, q, rule: draft.rule });
        drawn += 1;
      }
      if (drawn < options.perClass) short.push({ class: className, half, drawn });
    }
  }
  const count = (pool: Pools) => ({
    cuisines: pool.cuisines.length,
    cities: pool.cities.length,
    dishes: pool.dishes.length,
    chains: pool.chains.length,
    compounds: pool.compounds.length,
  });
  return {
    queries,
    short,
    values: { development: count(halves.development), 'held-out': count(halves['held-out']) },
  };
}
