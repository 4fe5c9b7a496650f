/**
 * Menus for generated restaurants: sections and items drawn from per-kind vocabularies (`menu-kinds/`), sized
 * around the cuisine's mean item count and priced by price range and local cost level.
 *
 * Everything is compiled into flat tables at module load, so that generating a menu is only a handful of rng draws
 * and string concatenations per item: a full-scale build generates millions of them (docs/sample-data.md).
 */
import { withArticle } from './english.ts';
import type { Cuisine } from './cuisine-type.ts';
import { weighted, type Rng } from './random.ts';
import { makeId } from '../index/ids.ts';
import type { GeneratedItem, GeneratedSection, PriceRange } from '../index/source.ts';
import { compileDish, plain, resolve, type Dish, type Parts, type Resolved, type Section } from './menu-vocabulary.ts';
import { TIER_FACTOR, VARIANTS } from './menu-variants.ts';
import type { CityTier } from './places.ts';
import { keepsDiets, type Diet } from '../index/diet-promises.ts';
import {
  MARKET_DISH_TEXT_RATE,
  MARKET_TEXT,
  MAX_ITEMS,
  MENU_SIZE_LIFT,
  MIN_ITEMS,
  OTHER_DISH_TEXT_RATE,
  OTHER_TEXT,
  PRICE_INDEX,
  QUICK_SERVICE_HOURS,
  ROUNDING_BY_PRICE,
  SIZE_SPREAD,
  sizeFactor,
  tierFactor,
  menuPriceLevel,
  toCents,
  type Rounding,
} from './menu-pricing.ts';

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
  /** Diets the restaurant's name or cuisine promises (`promisedDiets`): every dish listed keeps them. */
  diets?: readonly Diet[];
  /** Size of the restaurant's city, which makes gluten-free and vegan variants likelier; none for a chain. */
  tier?: CityTier;
}

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
  diets: readonly Diet[];
}

/**
 * A restaurant's menu: its size, the sections it lists, how many items each gets, then each section's items with
 * their names, descriptions and prices. The steps draw from `rng` in this order, so the same seed gives the same
 * menu.
 */
export function generateMenu(rng: Rng, context: MenuContext): GeneratedSection[] {
  const diets = context.diets ?? [];
  const resolved = resolve(context.cuisine, diets);
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
    diets,
  };
  const size = menuSize(plan);
  const present = drawSections(plan, size);
  const room = widenForRoom(plan, present, size);
  const counts = allocateItems(plan, present, Math.min(size, room));
  const prices = pricing(plan);
  const sections = writeSections(plan, present, counts, prices);
  addVariants(plan, sections, prices);
  return sections;
}

/** How many items the menu lists: around the kind's mean, by price tier, never fewer than its obligations need. */
function menuSize({ rng, context, resolved, forced, mean, priceIndex }: MenuPlan): number {
  const drawn = mean * sizeFactor(context.cuisine, priceIndex) * (1 + SIZE_SPREAD * rng.normal());
  const size = Math.round(drawn - expectedVariants(resolved, context));
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
  return { rounding, factor: tierFactor(context.cuisine, priceRange) * menuPriceLevel(context.costIndex) };
}

/** Each present section with its items: a title, the dishes sampled for it, and each dish named, described, priced. */
function writeSections(
  plan: MenuPlan,
  present: readonly number[],
  counts: readonly number[],
  prices: Pricing,
): GeneratedSection[] {
  const { rng, context, sections, forced, diets } = plan;
  // A house word that breaks the diet ("Lamb's Vegan Kitchen") names no dish.
  const houseWord = context.house && keepsDiets(diets, context.house, null) ? context.house : null;
  const names = new Set<string>();
  const out: GeneratedSection[] = [];
  const firstMain = present.findIndex((i) => (sections[i] as Section).main);
  let position = 0;
  for (let j = 0; j < present.length; j++) {
    const section = sections[present[j] as number] as Section;
    const title = section.titles.length === 1 ? (section.titles[0] as string) : rng.pick(section.titles);
    const items: GeneratedItem[] = [];
    const house = j === firstMain && houseWord && rng.chance(HOUSE_DISH_RATE) ? houseWord : null;
    let housed = false;
    for (const d of sampleDishes(rng, section.dishes, counts[j] as number, forced.get(present[j] as number) ?? NONE)) {
      const dish = section.dishes[d] as Dish;
      // The house names a dish after itself ("Rusty Anchor Chowder"), usually its best seller.
      const named: string | null = house && !housed && !dish.mandatory && !plan.needles.get(dish) ? house : null;
      housed ||= named !== null;
      const price = { delta: 0 };
      const text = itemText(plan, dish, names, price, named);
      if (!text) continue;
      const { name, description } = text;
      names.add(name);
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

/** No kind of variant is on more than this share of its menus, however big the city. */
const MAX_VARIANT_SHARE = 0.55;
const VARIANT_DISHES = VARIANTS.map((variant) => ({
  ...variant,
  compiled: variant.dishes.map((line) => compileDish(line, `variants/${variant.label}`)),
}));

/**
 * How many variants a menu of this kind and city lists on average: its drawn size leaves room for them, so that
 * menus keep their size.
 */
function expectedVariants(resolved: Resolved, context: MenuContext): number {
  const factor = TIER_FACTOR[context.tier ?? 'chain'];
  let expected = 0;
  for (const variant of VARIANT_DISHES) {
    if (!variant.kinds.includes(context.cuisine.menu)) continue;
    let present = 0;
    resolved.kind.sections.forEach((section, i) => {
      if (section.titles.some((title) => variant.section.test(title)))
        present = Math.max(present, resolved.p[i] as number);
    });
    expected += present * Math.min(MAX_VARIANT_SHARE, variant.share * factor);
  }
  return expected;
}

/**
 * Each gluten-free or vegan variant of the kind (`menu-variants.ts`) that this menu lists, at the end of the section
 * it belongs in, when the menu has that section. Drawn after everything else, so the rest of the menu is the same
 * with or without them.
 */
function addVariants(plan: MenuPlan, out: GeneratedSection[], prices: Pricing): void {
  const { rng, context, diets } = plan;
  const factor = TIER_FACTOR[context.tier ?? 'chain'];
  const names = new Set(out.flatMap((section) => section.items.map((item) => item.name)));
  let position = out.reduce((count, section) => count + section.items.length, 0);
  for (const variant of VARIANT_DISHES) {
    if (!variant.kinds.includes(context.cuisine.menu)) continue;
    const section = out.find((s) => variant.section.test(s.title));
    if (!section || !rng.chance(Math.min(MAX_VARIANT_SHARE, variant.share * factor))) continue;
    const dish = rng.pick(variant.compiled);
    const price = { delta: 0 };
    const name = dish.name ?? render(dish.nameParts, rng, price);
    const description = dish.desc ?? (dish.descParts ? render(dish.descParts, rng, price) : null);
    if (names.has(name) || !keepsDiets(diets, name, description)) continue;
    names.add(name);
    section.items.push({
      id: makeId('itm', `${context.restaurantId}/${position++}`),
      name,
      description,
      ...dishPrice(rng, dish, price.delta, prices),
    });
  }
}

/** Draws of a dish's text a menu that promises a diet makes before it leaves the dish out. */
const DIET_TRIES = 30;

/**
 * The dish's name (after the house when `house`) and description, or null when the menu already lists that name;
 * on a menu that promises a diet, drawn again until the text keeps it (the vocabulary holds only dishes some choice
 * of which does), and null when none of the tries does.
 */
function itemText(
  plan: MenuPlan,
  dish: Dish,
  names: ReadonlySet<string>,
  price: { delta: number },
  house: string | null,
): { name: string; description: string | null } | null {
  const tries = plan.diets.length === 0 ? 1 : DIET_TRIES;
  for (let attempt = 0; attempt < tries; attempt++) {
    price.delta = 0;
    const drawn = dishName(plan, dish, names, price);
    const name = house ? `${house} ${drawn}` : drawn;
    if (names.has(name)) continue;
    const description = dishDescription(plan, dish, price);
    if (keepsDiets(plan.diets, name, description)) return { name, description };
  }
  return null;
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
