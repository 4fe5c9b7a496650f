/**
 * Menus for generated restaurants: sections and items drawn from per-kind vocabularies (`menu-kinds/`), sized
 * around the cuisine's mean item count and priced by price range and local cost level.
 *
 * Everything is compiled into flat tables at module load; generating a menu is a handful of rng draws and string
 * concatenations per item (180k menus / ~2.1M items take a few seconds).
 */
import type { Cuisine, MenuKind } from './cuisines.ts';
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
/** Pricier places list fewer dishes; normalised per cuisine so the mean stays at `cuisine.items`. */
const SIZE_FACTOR = [1.05, 1, 0.9, 0.8] as const;
const SIZE_SPREAD = 0.33;
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

/** How a restaurant rounds its prices: quarters, halves, whole dollars, x.95 or x.99. */
type Rounding = 'quarter' | 'half' | 'whole' | 'n95' | 'n99' | 'mixed';

const ROUNDING_BY_PRICE: ReadonlyArray<ReadonlyArray<readonly [Rounding, number]>> = [
  [
    ['quarter', 2],
    ['n99', 3],
    ['n95', 2],
    ['mixed', 3],
    ['half', 1],
    ['whole', 0.5],
  ],
  [
    ['quarter', 1.5],
    ['n99', 1.5],
    ['n95', 2.5],
    ['mixed', 2.5],
    ['half', 1.5],
    ['whole', 1.5],
  ],
  [
    ['quarter', 0.5],
    ['n95', 1],
    ['mixed', 1],
    ['half', 2],
    ['whole', 4],
  ],
  [
    ['half', 1],
    ['whole', 6],
    ['n95', 0.3],
  ],
];

function toCents(dollars: number, rounding: Rounding, rng: Rng): number {
  let cents: number;
  switch (rounding) {
    case 'quarter':
      cents = Math.round(dollars * 4) * 25;
      break;
    case 'half':
      cents = Math.round(dollars * 2) * 50;
      break;
    case 'whole':
      cents = Math.round(dollars) * 100;
      break;
    case 'n95':
      cents = Math.round(dollars) * 100 - 5;
      break;
    case 'n99':
      cents = Math.round(dollars) * 100 - 1;
      break;
    case 'mixed':
      cents = Math.round(dollars * 4) * 25;
      if (cents % 100 === 0 && rng.chance(0.5)) cents -= rng.chance(0.6) ? 5 : 1;
      break;
  }
  if (cents < 50) cents = Math.max(25, Math.round(dollars * 4) * 25);
  return cents;
}

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

/** Picks `count` distinct dish indexes from a section, weighted, returned in vocabulary order. */
function sampleDishes(rng: Rng, dishes: readonly Dish[], count: number): number[] {
  const n = dishes.length;
  if (count >= n) return dishes.map((_, i) => i);
  const weights = new Float64Array(n);
  let total = 0;
  for (let i = 0; i < n; i++) total += weights[i] = (dishes[i] as Dish).weight;
  const picked: number[] = [];
  for (let k = 0; k < count; k++) {
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

export function generateMenu(rng: Rng, context: MenuContext): GeneratedSection[] {
  const resolved = resolve(context.cuisine);
  const kind = resolved.kind;
  const priceRange = context.priceRange ?? '$$';
  const priceIndex = PRICE_INDEX[priceRange];
  const mean = context.cuisine.items;

  // Size
  let size = Math.round(mean * sizeFactor(context.cuisine, priceIndex) * (1 + SIZE_SPREAD * rng.normal()));
  size = Math.min(MAX_ITEMS, resolved.capacity, Math.max(MIN_ITEMS, size));

  // Sections: optional ones are likelier on big menus, rarer on small ones.
  const relative = size / mean;
  const sections = kind.sections;
  const present: number[] = [];
  for (let i = 0; i < sections.length; i++) {
    const s = sections[i] as Section;
    const scale = s.main ? 1 : Math.min(1.35, Math.max(0.35, 0.3 + 0.7 * relative));
    if (rng.chance((resolved.p[i] as number) * scale)) present.push(i);
  }
  if (!present.some((i) => (sections[i] as Section).main)) {
    present.push(weighted(rng, resolved.mains));
    present.sort((a, b) => a - b);
  }
  // No more sections than items: drop random optional sections, then random mains (keeping one).
  while (present.length > size) {
    const optional = present.filter((i) => !(sections[i] as Section).main);
    const pool = optional.length > 0 ? optional : present;
    const drop = rng.pick(pool);
    present.splice(present.indexOf(drop), 1);
  }

  // Not enough dishes in the drawn sections: add the other available ones, likeliest first.
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

  // Allocation: one item per section, the rest in proportion to (jittered) weights, capped by dishes available.
  const cap = present.map((i) => (sections[i] as Section).dishes.length);
  const weight = present.map((i) => (sections[i] as Section).w * (0.6 + 0.8 * rng.next()));
  const counts = present.map(() => 1);
  let remaining = Math.min(size, room) - present.length;
  while (remaining > 0) {
    let total = 0;
    for (let j = 0; j < present.length; j++)
      if ((counts[j] as number) < (cap[j] as number)) total += weight[j] as number;
    let added = 0;
    for (let j = 0; j < present.length; j++) {
      const free = (cap[j] as number) - (counts[j] as number);
      if (free <= 0) continue;
      const k = Math.min(free, Math.floor((remaining * (weight[j] as number)) / total));
      counts[j] = (counts[j] as number) + k;
      added += k;
    }
    if (added === 0) {
      // Fewer items left than sections would share: hand them out one by one by weight.
      let target = rng.next() * total;
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

  // Items
  const rounding = weighted(rng, ROUNDING_BY_PRICE[priceIndex] as ReadonlyArray<readonly [Rounding, number]>);
  const factor = PRICE_FACTOR[priceRange] * context.costIndex;
  const dropDescription = kind.dropDescription;
  const idPrefix = `${context.restaurantId}/`;
  const price = { delta: 0 };
  let position = 0;
  const names = new Set<string>();
  const out: GeneratedSection[] = [];
  for (let j = 0; j < present.length; j++) {
    const section = sections[present[j] as number] as Section;
    const title = section.titles.length === 1 ? (section.titles[0] as string) : rng.pick(section.titles);
    const items: GeneratedItem[] = [];
    for (const d of sampleDishes(rng, section.dishes, counts[j] as number)) {
      const dish = section.dishes[d] as Dish;
      price.delta = 0;
      let name = dish.name ?? render(dish.nameParts, rng, price);
      // Shared lists can repeat a dish across sections; a menu lists each name once.
      for (let retry = 0; names.has(name) && dish.name === null && retry < 3; retry++) {
        price.delta = 0;
        name = render(dish.nameParts, rng, price);
      }
      if (names.has(name)) continue;
      names.add(name);
      let description: string | null = null;
      if (dish.descParts && !rng.chance(dropDescription)) {
        description = dish.desc ?? render(dish.descParts, rng, price);
      }
      const dollars = Math.max(0.5, dish.base + price.delta) * factor * (0.9 + 0.2 * rng.next());
      let priceCents: number | null = null;
      let priceText: string | null = null;
      if (rng.chance(dish.marketPrice ? MARKET_DISH_TEXT_RATE : OTHER_DISH_TEXT_RATE)) {
        priceText = weighted(rng, dish.marketPrice ? MARKET_TEXT : OTHER_TEXT);
        if (priceText === 'deal') {
          const n =
            dollars < 6
              ? weighted(rng, [
                  [2, 3],
                  [3, 1],
                ] as const)
              : 2;
          priceText = `${n} for $${Math.max(2, Math.round(dollars * n * 0.85))}`;
        }
      } else {
        priceCents = toCents(dollars, rounding, rng);
      }
      items.push({
        id: makeId('itm', idPrefix + position),
        name,
        description,
        priceCents,
        priceText,
      });
      position++;
    }
    if (items.length > 0) out.push({ title, items });
  }
  return out;
}

/** For tests and stats: the menu kinds that have a vocabulary, with their number of distinct dishes. */
export function menuKindCapacities(): Map<MenuKind, number> {
  return new Map(
    [...KINDS].map(([kind, k]) => [kind, k.sections.reduce((sum, s) => sum + s.dishes.length, 0)] as const),
  );
}
