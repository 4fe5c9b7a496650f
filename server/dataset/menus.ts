/**
 * Menus for generated restaurants: sections and items drawn from per-kind vocabularies (`menu-kinds/`), sized
 * around the cuisine's mean item count and priced by price range and local cost level.
 *
 * Everything is compiled into flat tables at module load; generating a menu is a handful of rng draws and string
 * concatenations per item (180k menus / ~2.1M items take a few seconds).
 */
import { withArticle } from './english.ts';
import { PRICE_RANGES, type Cuisine, type MenuKind } from './cuisines.ts';
import { VOCAB } from './menu-kinds/index.ts';
import type { KindVocab } from './menu-kinds/types.ts';
import { makeId, weighted, type Rng } from './random.ts';
import type { GeneratedItem, GeneratedSection, PriceRange } from './types.ts';

export interface MenuContext {
  /** The restaurant's primary cuisine; `cuisine.menu` picks the vocabulary, `cuisine.items` the mean size. */
  cuisine: Cuisine;
  /** '$'..'$$$$' or null (treated as '$$'). */
  priceRange: PriceRange | null;
  /** City price level, ~0.85 (small southern town) .. ~1.45 (San Francisco). */
  costIndex: number;
  /** Item ids are makeId('itm', `${restaurantId}/${position}`), position counting over the whole menu. */
  restaurantId: string;
  /** Dish words the restaurant's name promises ("Pho", "Banh Mi", "Wings"): the menu lists a dish with each. */
  promised?: readonly string[];
  /** Words the house names a dish or two after ("Rusty Anchor" → "Rusty Anchor Burger"); none for chains. */
  house?: string;
  /** City named in a few descriptions ("a Tulsa favorite"), so that descriptions vary from place to place. */
  city?: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Compiled vocabulary

interface Choice {
  options: string[];
  deltas: number[];
}

/** A text with choices: literal strings and choices, in order. */
type Parts = ReadonlyArray<string | Choice>;

interface Dish {
  /** Fixed name when the template has no choices (the common case), else null and `nameParts` is used. */
  name: string | null;
  nameParts: Parts;
  desc: string | null;
  descParts: Parts | null;
  base: number;
  marketPrice: boolean;
  weight: number;
  /** A signature of the menu kind (`!` in the vocabulary): every menu of the kind lists it. */
  mandatory: boolean;
  /** Lower-case text of every name option, to find the dish a restaurant's name promises. */
  searchText: string;
  /** Lower-case text the name always shows (its parts outside choices). */
  fixedText: string;
}

interface Section {
  titles: readonly string[];
  p: number;
  w: number;
  main: boolean;
  dishes: readonly Dish[];
  boost: ReadonlySet<string> | null;
  only: ReadonlySet<string> | null;
  avoid: ReadonlySet<string> | null;
}

interface Kind {
  sections: readonly Section[];
  /** Probability of dropping a description that exists, so that ~15% of all items have none. */
  dropDescription: number;
}

/** A kind's sections as they apply to one cuisine (probabilities after boost / only / avoid). */
interface Resolved {
  kind: Kind;
  p: Float64Array;
  /** Upper bound on distinct items (each dish at most once per menu). */
  capacity: number;
  /** Mains that can appear, with their probabilities: the fallback when the draw picked none. */
  mains: ReadonlyArray<readonly [number, number]>;
}

/** Lower case without accents: "Bánh Mì" and "banh mi" are the same promise. */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

function parseParts(text: string): Parts {
  const parts: Array<string | Choice> = [];
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open < 0) {
      parts.push(text.slice(i));
      break;
    }
    if (open > i) parts.push(text.slice(i, open));
    const close = text.indexOf('}', open);
    if (close < 0) throw new Error(`Unclosed choice in menu vocabulary: ${text}`);
    const choice: Choice = { options: [], deltas: [] };
    for (const raw of text.slice(open + 1, close).split('|')) {
      const colon = raw.lastIndexOf(':');
      if (colon >= 0 && /^[+-]\d+(\.\d+)?$/.test(raw.slice(colon + 1))) {
        choice.options.push(raw.slice(0, colon));
        choice.deltas.push(Number(raw.slice(colon + 1)));
      } else {
        choice.options.push(raw);
        choice.deltas.push(0);
      }
    }
    parts.push(choice);
    i = close + 1;
  }
  return parts;
}

function compileDish(line: string, where: string): Dish {
  let text = line.trim();
  let weight = 1;
  let mandatory = false;
  if (text.startsWith('!')) {
    mandatory = true;
    text = text.slice(1);
  }
  if (text.startsWith('*')) {
    weight = 3;
    text = text.slice(1);
  }
  const fields = text.split(';').map((f) => f.trim());
  const [nameText, descText, priceText, flag] = fields;
  const base = Number(priceText);
  if (!nameText || !(base > 0) || fields.length > 4 || (flag !== undefined && flag !== 'mp')) {
    throw new Error(`Bad dish line in ${where}: "${line}"`);
  }
  const nameParts = parseParts(nameText);
  const descParts = descText ? parseParts(descText) : null;
  return {
    name: nameParts.length === 1 && typeof nameParts[0] === 'string' ? nameParts[0] : null,
    nameParts,
    desc: descParts && descParts.length === 1 && typeof descParts[0] === 'string' ? descParts[0] : null,
    descParts,
    base,
    marketPrice: flag === 'mp',
    weight,
    mandatory,
    searchText: plain(nameParts.map((part) => (typeof part === 'string' ? part : part.options.join(' '))).join(' ')),
    fixedText: plain(nameParts.filter((part) => typeof part === 'string').join(' ')),
  };
}

const toSet = (slugs: readonly string[] | undefined) => (slugs && slugs.length > 0 ? new Set(slugs) : null);

function compileKind(kind: string, vocab: KindVocab): Kind {
  let total = 0;
  let withoutDescription = 0;
  const sections = vocab.map((spec): Section => {
    const dishes = spec.dishes.map((line) => compileDish(line, `${kind}/${spec.title}`));
    total += dishes.length;
    for (const d of dishes) if (!d.descParts) withoutDescription++;
    return {
      titles: spec.title.split('|'),
      p: spec.p,
      w: spec.w,
      main: spec.main,
      dishes,
      boost: toSet(spec.boost),
      only: toSet(spec.only),
      avoid: toSet(spec.avoid),
    };
  });
  if (!sections.some((s) => s.main && !s.only))
    throw new Error(`Menu kind ${kind} needs a main section for every cuisine`);
  const bare = total > 0 ? withoutDescription / total : 0;
  return { sections, dropDescription: Math.max(0, (DESCRIPTION_NULL_RATE - bare) / (1 - bare)) };
}

const BOOSTED_P = 0.95;
const AVOIDED_FACTOR = 0.12;

const resolvedCache = new Map<Cuisine, Resolved>();

function resolve(cuisine: Cuisine): Resolved {
  let resolved = resolvedCache.get(cuisine);
  if (resolved) return resolved;
  const kind = KINDS.get(cuisine.menu);
  if (!kind) throw new Error(`No menu vocabulary for kind ${cuisine.menu}`);
  const slug = cuisine.slug;
  const p = new Float64Array(kind.sections.length);
  let capacity = 0;
  const mains: Array<readonly [number, number]> = [];
  kind.sections.forEach((s, i) => {
    let q = s.p;
    if (s.only) q = s.only.has(slug) ? Math.max(q, BOOSTED_P) : 0;
    if (s.boost?.has(slug)) q = Math.max(q, BOOSTED_P);
    if (s.avoid?.has(slug)) q *= AVOIDED_FACTOR;
    if (q > 0 && s.dishes.some((d) => d.mandatory)) q = 1;
    p[i] = q;
    if (q > 0) capacity += s.dishes.length;
    if (q > 0 && s.main) mains.push([i, q]);
  });
  resolved = { kind, p, capacity, mains };
  resolvedCache.set(cuisine, resolved);
  return resolved;
}

const DESCRIPTION_NULL_RATE = 0.15;

const KINDS = new Map<MenuKind, Kind>(
  (Object.keys(VOCAB) as MenuKind[]).map((kind) => [kind, compileKind(kind, VOCAB[kind])]),
);

// ---------------------------------------------------------------------------------------------------------------
// Size and price

const PRICE_INDEX: Record<PriceRange, number> = { $: 0, $$: 1, $$$: 2, $$$$: 3 };
const PRICE_FACTOR: Record<PriceRange, number> = { $: 0.75, $$: 1, $$$: 1.45, $$$$: 2.1 };
const tierNorm = new Map<Cuisine, number>();

/**
 * A vocabulary's base prices are those of the cuisine's typical restaurant (a '$' coffee shop's latte, a '$$'
 * trattoria's pasta), so the tier factor is taken relative to the cuisine's own mix of tiers.
 */
function tierFactor(cuisine: Cuisine, priceRange: PriceRange): number {
  let norm = tierNorm.get(cuisine);
  if (norm === undefined) {
    let total = 0;
    let sum = 0;
    PRICE_RANGES.forEach((range, i) => {
      total += cuisine.price[i] ?? 0;
      sum += (cuisine.price[i] ?? 0) * PRICE_FACTOR[range];
    });
    // Only cheap cuisines are lifted (a '$' café's latte is the benchmark); upscale lists are written at '$$'.
    norm = total > 0 ? Math.min(1, sum / total) : 1;
    tierNorm.set(cuisine, norm);
  }
  return PRICE_FACTOR[priceRange] / norm;
}
/** Pricier places list fewer dishes; normalised per cuisine so the mean stays at `cuisine.items`. */
const SIZE_FACTOR = [1.05, 1, 0.9, 0.8] as const;
const SIZE_SPREAD = 0.33;
/** Keeps the specification's ~2.1 million items at scale 1 now that chains (short quick-service menus) are 42%. */
const MENU_SIZE_LIFT = 1.04;
const MIN_ITEMS = 3;
const MAX_ITEMS = 60;

const sizeNorm = new Map<Cuisine, number>();

function sizeFactor(cuisine: Cuisine, priceIndex: number): number {
  let norm = sizeNorm.get(cuisine);
  if (norm === undefined) {
    let total = 0;
    let sum = 0;
    cuisine.price.forEach((w, i) => {
      total += w;
      sum += w * (SIZE_FACTOR[i] ?? 1);
    });
    norm = total > 0 ? sum / total : 1;
    sizeNorm.set(cuisine, norm);
  }
  return (SIZE_FACTOR[priceIndex] ?? 1) / norm;
}

/**
 * How a restaurant's prices end. Quick service uses charm endings (.49/.79/.99, as on fast-food boards); casual
 * places .95/.99 or quarters; upscale places whole dollars (menu-pricing practice as described in restaurant
 * trade guides, e.g. Toast's and the National Restaurant Association's menu-engineering notes).
 */
type Rounding = 'charm' | 'casual' | 'quarter' | 'whole';

const ROUNDING_BY_PRICE: ReadonlyArray<ReadonlyArray<readonly [Rounding, number]>> = [
  [
    ['charm', 6],
    ['casual', 3],
    ['quarter', 1],
  ],
  [
    ['charm', 2],
    ['casual', 5],
    ['quarter', 2],
    ['whole', 1.5],
  ],
  [
    ['casual', 1.5],
    ['quarter', 1],
    ['whole', 6],
  ],
  [['whole', 1]],
];
const CHARM_ENDINGS: ReadonlyArray<readonly [number, number]> = [
  [99, 5],
  [49, 3],
  [79, 2.5],
  [29, 1],
  [69, 1],
  [19, 0.5],
];
const CASUAL_ENDINGS: ReadonlyArray<readonly [number, number]> = [
  [95, 4],
  [99, 2],
  [50, 2],
  [0, 1.5],
  [25, 0.5],
  [75, 0.5],
];

function toCents(dollars: number, rounding: Rounding, rng: Rng): number {
  const whole = Math.max(0, Math.floor(dollars));
  switch (rounding) {
    case 'charm':
      return whole * 100 + weighted(rng, CHARM_ENDINGS);
    case 'casual': {
      const cents = Math.round(dollars) * 100 + weighted(rng, CASUAL_ENDINGS);
      return cents > 100 && cents % 100 !== 0 && cents % 100 >= 50 ? cents - 100 : cents;
    }
    case 'quarter':
      return Math.max(25, Math.round(dollars * 4) * 25);
    case 'whole':
      return Math.max(100, Math.round(dollars) * 100);
  }
}

/** Quick-service kinds price with charm endings whatever their tier. */
const QUICK_SERVICE_HOURS = new Set(['fast', 'coffee', 'donuts', 'dessert', 'lunch']);

const MARKET_TEXT: ReadonlyArray<readonly [string, number]> = [
  ['Market price', 6],
  ['MP', 3],
  ['Ask your server', 1],
  ['Seasonal', 0.5],
];
const OTHER_TEXT: ReadonlyArray<readonly [string, number]> = [
  ['Market price', 0.4],
  ['MP', 0.3],
  ['Ask your server', 1.2],
  ['Seasonal', 1.2],
  ['deal', 3],
];
const MARKET_DISH_TEXT_RATE = 0.22;
const OTHER_DISH_TEXT_RATE = 0.011;

// ---------------------------------------------------------------------------------------------------------------
// Signatures, promises and house touches

const NONE: ReadonlySet<number> = new Set();
/** Share of independent menus that name a dish after the house. */
const HOUSE_DISH_RATE = 0.6;
/** Share of descriptions with a note of the house or the town, so that texts differ between restaurants. */
const LOCAL_NOTE_RATE = 0.12;
const NOTES = [
  'House recipe',
  'Made fresh every morning',
  'Our best seller',
  'Ask about today’s variation',
  'A regulars’ favorite',
  'Family recipe',
  'Made in-house',
  'Local produce when in season',
] as const;

function localNote(rng: Rng, city: string | undefined): string {
  if (city && rng.chance(0.4))
    return rng.pick([`${withArticle(city)} favorite`, `Voted best in ${city}`, `${city}’s own`]);
  return rng.pick(NOTES);
}

/**
 * Dishes every menu of this restaurant must list, by section: the kind's signatures (a pizzeria's cheese pies, a
 * Chinese take-out's fried rice and lo mein) and a dish for each word its name promises ("… Pho" serves pho).
 */
function forcedDishes(
  resolved: Resolved,
  promised: readonly string[],
  needles: Map<Dish, string>,
): Map<number, Set<number>> {
  const forced = new Map<number, Set<number>>();
  const add = (i: number, d: number) => forced.set(i, (forced.get(i) ?? new Set()).add(d));
  const sections = resolved.kind.sections;
  sections.forEach((s, i) => {
    if ((resolved.p[i] as number) > 0) s.dishes.forEach((d, k) => d.mandatory && add(i, k));
  });
  for (const word of promised) {
    const needle = plain(word);
    // A dish that always shows the word ("{Regular|Large} Poke Bowl") before one that shows it in a choice
    // ("… {Plate|Bowl|Poke Bowl}"), whose name may not come up in the redraws `dishName` allows.
    const found =
      findDish(resolved, (dish) => dish.fixedText.includes(needle)) ??
      findDish(resolved, (dish) => dish.searchText.includes(needle));
    if (!found) continue;
    add(found[0], found[1]);
    needles.set((sections[found[0]] as Section).dishes[found[1]] as Dish, needle);
  }
  return forced;
}

/** The first dish, in vocabulary order, of a section this cuisine can list that passes `test`: [section, dish]. */
function findDish(resolved: Resolved, test: (dish: Dish) => boolean): [number, number] | undefined {
  const sections = resolved.kind.sections;
  for (let i = 0; i < sections.length; i++) {
    if (!((resolved.p[i] as number) > 0)) continue;
    const k = (sections[i] as Section).dishes.findIndex(test);
    if (k >= 0) return [i, k];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Generation

function render(parts: Parts, rng: Rng, price: { delta: number }): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
    } else {
      const k = rng.int(part.options.length);
      out += part.options[k] as string;
      price.delta += part.deltas[k] as number;
    }
  }
  return out;
}

/** Picks `count` distinct dish indexes from a section, `forced` ones first, weighted, in vocabulary order. */
function sampleDishes(rng: Rng, dishes: readonly Dish[], count: number, forced: ReadonlySet<number>): number[] {
  const n = dishes.length;
  if (count >= n) return dishes.map((_, i) => i);
  const weights = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) total += weights[i] = forced.has(i) ? 0 : (dishes[i] as Dish).weight;
  const picked: number[] = [...forced].slice(0, count);
  for (let k = picked.length; k < count; k++) {
    let target = rng.next() * total;
    let i = 0;
    for (; i < n - 1; i++) {
      target -= weights[i] as number;
      if (target < 0 && (weights[i] as number) > 0) break;
    }
    while ((weights[i] as number) === 0) i--; // float edge: fall back to the last remaining dish
    picked.push(i);
    total -= weights[i] as number;
    weights[i] = 0;
  }
  return picked.sort((a, b) => a - b);
}

/** What every step of one menu's generation reads: the restaurant, its resolved vocabulary and its obligations. */
interface MenuPlan {
  rng: Rng;
  context: MenuContext;
  resolved: Resolved;
  sections: readonly Section[];
  /** Dishes that must be listed, by section index. */
  forced: Map<number, Set<number>>;
  /** The promised word each promised dish must show. */
  needles: Map<Dish, string>;
  priceRange: PriceRange;
  priceIndex: number;
  /** The kind's mean item count, lifted to what menus list. */
  mean: number;
}

/**
 * A restaurant's menu: its size, the sections it lists, how many items each gets, then each section's items with
 * their names, descriptions and prices. The steps draw from `rng` in this order, so the same seed gives the same
 * menu.
 */
export function generateMenu(rng: Rng, context: MenuContext): GeneratedSection[] {
  const resolved = resolve(context.cuisine);
  const needles = new Map<Dish, string>();
  const forced = forcedDishes(resolved, context.promised ?? [], needles);
  const priceRange = context.priceRange ?? '$$';
  const plan: MenuPlan = {
    rng,
    context,
    resolved,
    sections: resolved.kind.sections,
    forced,
    needles,
    priceRange,
    priceIndex: PRICE_INDEX[priceRange],
    mean: context.cuisine.items * MENU_SIZE_LIFT,
  };
  const size = menuSize(plan);
  const present = drawSections(plan, size);
  const room = widenForRoom(plan, present, size);
  const counts = allocateItems(plan, present, Math.min(size, room));
  return writeSections(plan, present, counts);
}

/** How many items the menu lists: around the kind's mean, by price tier, never fewer than its obligations need. */
function menuSize({ rng, context, resolved, forced, mean, priceIndex }: MenuPlan): number {
  const size = Math.round(mean * sizeFactor(context.cuisine, priceIndex) * (1 + SIZE_SPREAD * rng.normal()));
  return Math.min(MAX_ITEMS, resolved.capacity, Math.max(MIN_ITEMS, 2 * forced.size, size));
}

/**
 * The sections the menu lists, in vocabulary order: each by its likelihood (optional ones likelier on big menus,
 * rarer on small ones), every section with a forced dish, at least one main; then optional sections (and spare
 * mains) dropped at random until each section can have two items.
 */
function drawSections({ rng, resolved, sections, forced, mean }: MenuPlan, size: number): number[] {
  const relative = size / mean;
  const present: number[] = [];
  for (let i = 0; i < sections.length; i++) {
    const s = sections[i] as Section;
    const scale = s.main ? 1 : Math.min(1.35, Math.max(0.35, 0.3 + 0.7 * relative));
    if (rng.chance((resolved.p[i] as number) * scale)) present.push(i);
  }
  for (const i of forced.keys()) if (!present.includes(i)) present.push(i);
  if (!present.some((i) => (sections[i] as Section).main)) present.push(weighted(rng, resolved.mains));
  present.sort((a, b) => a - b);
  while (present.length * 2 > size && present.length > 1) {
    const free = present.filter((i) => !forced.has(i));
    if (free.length === 0) break;
    const optional = free.filter((i) => !(sections[i] as Section).main);
    const mains = present.filter((i) => (sections[i] as Section).main);
    const pool = optional.length > 0 ? optional : mains.length > 1 ? free : [];
    if (pool.length === 0) break;
    const drop = rng.pick(pool);
    present.splice(present.indexOf(drop), 1);
  }
  return present;
}

/**
 * When the drawn sections hold fewer dishes than the menu's size, adds the kind's other sections, likeliest first,
 * to `present`. Answers how many dishes the sections hold.
 */
function widenForRoom({ resolved, sections }: MenuPlan, present: number[], size: number): number {
  let room = 0;
  for (const i of present) room += (sections[i] as Section).dishes.length;
  if (room < size) {
    const extra: number[] = [];
    for (let i = 0; i < sections.length; i++) if ((resolved.p[i] as number) > 0 && !present.includes(i)) extra.push(i);
    extra.sort((a, b) => (resolved.p[b] as number) - (resolved.p[a] as number));
    for (const i of extra) {
      if (room >= size) break;
      present.push(i);
      room += (sections[i] as Section).dishes.length;
    }
    present.sort((a, b) => a - b);
  }
  return room;
}

/**
 * Items per section: two each (or as many as its forced dishes), the rest in proportion to jittered section weights,
 * capped by the dishes each section has; the last few handed out one at a time by weight.
 */
function allocateItems({ rng, sections, forced }: MenuPlan, present: readonly number[], total: number): number[] {
  const cap = present.map((i) => (sections[i] as Section).dishes.length);
  const weight = present.map((i) => (sections[i] as Section).w * (0.6 + 0.8 * rng.next()));
  const counts = present.map((i, j) => Math.min(cap[j] as number, Math.max(2, forced.get(i)?.size ?? 0)));
  let remaining = total - counts.reduce((a, b) => a + b, 0);
  while (remaining > 0) {
    let sum = 0;
    for (let j = 0; j < present.length; j++) if ((counts[j] as number) < (cap[j] as number)) sum += weight[j] as number;
    let added = 0;
    for (let j = 0; j < present.length; j++) {
      const free = (cap[j] as number) - (counts[j] as number);
      if (free <= 0) continue;
      const k = Math.min(free, Math.floor((remaining * (weight[j] as number)) / sum));
      counts[j] = (counts[j] as number) + k;
      added += k;
    }
    if (added === 0) {
      let target = rng.next() * sum;
      let pick = -1;
      for (let j = 0; j < present.length; j++) {
        if ((counts[j] as number) >= (cap[j] as number)) continue;
        pick = j;
        target -= weight[j] as number;
        if (target < 0) break;
      }
      counts[pick] = (counts[pick] as number) + 1;
      added = 1;
    }
    remaining -= added;
  }
  return counts;
}

/** How this restaurant prices: its rounding style (quick service always charm endings) and its price factor. */
interface Pricing {
  rounding: Rounding;
  factor: number;
}

function pricing({ rng, context, priceRange, priceIndex }: MenuPlan): Pricing {
  const quick = QUICK_SERVICE_HOURS.has(context.cuisine.hours) && priceIndex <= 1;
  const rounding = quick
    ? 'charm'
    : weighted(rng, ROUNDING_BY_PRICE[priceIndex] as ReadonlyArray<readonly [Rounding, number]>);
  return { rounding, factor: tierFactor(context.cuisine, priceRange) * context.costIndex };
}

/** Each present section with its items: a title, the dishes sampled for it, and each dish named, described, priced. */
function writeSections(plan: MenuPlan, present: readonly number[], counts: readonly number[]): GeneratedSection[] {
  const { rng, context, sections, forced } = plan;
  const prices = pricing(plan);
  const names = new Set<string>();
  const out: GeneratedSection[] = [];
  const firstMain = present.findIndex((i) => (sections[i] as Section).main);
  let position = 0;
  for (let j = 0; j < present.length; j++) {
    const section = sections[present[j] as number] as Section;
    const title = section.titles.length === 1 ? (section.titles[0] as string) : rng.pick(section.titles);
    const items: GeneratedItem[] = [];
    const house = j === firstMain && context.house && rng.chance(HOUSE_DISH_RATE) ? context.house : null;
    let housed = false;
    for (const d of sampleDishes(rng, section.dishes, counts[j] as number, forced.get(present[j] as number) ?? NONE)) {
      const dish = section.dishes[d] as Dish;
      const price = { delta: 0 };
      let name = dishName(plan, dish, names, price);
      if (house && !housed && !dish.mandatory && !plan.needles.get(dish)) {
        // The house names a dish after itself ("Rusty Anchor Chowder"), usually its best seller.
        name = `${house} ${name}`;
        housed = true;
      }
      if (names.has(name)) continue;
      names.add(name);
      const description = dishDescription(plan, dish, price);
      items.push({
        id: makeId('itm', `${context.restaurantId}/${position}`),
        name,
        description,
        ...dishPrice(rng, dish, price.delta, prices),
      });
      position++;
    }
    // A section left with one item (a repeated name was skipped) joins the previous one rather than stand alone.
    const previous = out[out.length - 1];
    if (items.length === 1 && previous) previous.items.push(...items);
    else if (items.length > 0) out.push({ title, items });
  }
  return out;
}

/**
 * A dish's name, its choices drawn: redrawn (up to 40 times) while the menu already lists that name (shared lists
 * can repeat a dish across sections) or while a promised dish's choice has not come up ("{Teriyaki|Hibachi}").
 */
function dishName(
  { rng, needles }: MenuPlan,
  dish: Dish,
  names: ReadonlySet<string>,
  price: { delta: number },
): string {
  let name = dish.name ?? render(dish.nameParts, rng, price);
  const needle = needles.get(dish);
  for (
    let retry = 0;
    dish.name === null && retry < 40 && (names.has(name) || (needle !== undefined && !plain(name).includes(needle)));
    retry++
  ) {
    price.delta = 0;
    name = render(dish.nameParts, rng, price);
  }
  return name;
}

/** Its description, unless the kind drops it here; now and then with a note of the house or the town. */
function dishDescription({ rng, context, resolved }: MenuPlan, dish: Dish, price: { delta: number }): string | null {
  if (!dish.descParts || rng.chance(resolved.kind.dropDescription)) return null;
  let description = dish.desc ?? render(dish.descParts, rng, price);
  if (rng.chance(LOCAL_NOTE_RATE)) description += `. ${localNote(rng, context.city)}`;
  return description;
}

/** Its price in cents by the restaurant's rounding, or now and then a text instead ("Market price", "2 for $7"). */
function dishPrice(
  rng: Rng,
  dish: Dish,
  delta: number,
  { rounding, factor }: Pricing,
): Pick<GeneratedItem, 'priceCents' | 'priceText'> {
  const dollars = Math.max(0.5, dish.base + delta) * factor * (0.9 + 0.2 * rng.next());
  if (!rng.chance(dish.marketPrice ? MARKET_DISH_TEXT_RATE : OTHER_DISH_TEXT_RATE)) {
    return { priceCents: toCents(dollars, rounding, rng), priceText: null };
  }
  const text = weighted(rng, dish.marketPrice ? MARKET_TEXT : OTHER_TEXT);
  if (text !== 'deal') return { priceCents: null, priceText: text };
  const n =
    dollars < 6
      ? weighted(rng, [
          [2, 3],
          [3, 1],
        ] as const)
      : 2;
  return { priceCents: null, priceText: `${n} for $${Math.max(2, Math.round(dollars * n * 0.85))}` };
}

/** For tests and stats: the menu kinds that have a vocabulary, with their number of distinct dishes. */
export function menuKindCapacities(): Map<MenuKind, number> {
  return new Map(
    [...KINDS].map(([kind, k]) => [kind, k.sections.reduce((sum, s) => sum + s.dishes.length, 0)] as const),
  );
}
