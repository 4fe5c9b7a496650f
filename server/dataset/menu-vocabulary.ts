/**
 * The menu vocabularies (`menu-kinds/`) compiled into flat tables at module load, and each cuisine's view of its
 * kind's sections (which it always, sometimes or never lists), so generating a menu is a handful of draws.
 */
import type { Cuisine, MenuKind } from './cuisine-type.ts';
import { VOCAB } from './menu-kinds/index.ts';
import type { KindVocab } from './menu-kinds/types.ts';
import { keepsDiets, type Diet } from '../index/diet-promises.ts';
interface Choice {
  options: string[];
  deltas: number[];
}

/** A text with choices: literal strings and choices, in order. */
export type Parts = ReadonlyArray<string | Choice>;

export interface Dish {
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

export interface Section {
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
export interface Resolved {
  kind: Kind;
  p: Float64Array;
  /** Upper bound on distinct items (each dish at most once per menu). */
  capacity: number;
  /** Mains that can appear, with their probabilities: the fallback when the draw picked none. */
  mains: ReadonlyArray<readonly [number, number]>;
}

/** Lower case without accents: "Bánh Mì" and "banh mi" are the same promise. */
export function plain(text: string): string {
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

/** Every name a dish can take, each choice's every option in turn, spelled as a menu renders it (`menus.ts`). */
export function everyName(parts: Parts): string[] {
  return parts.reduce<string[]>(
    (names, part) =>
      typeof part === 'string'
        ? names.map((name) => name + part)
        : names.flatMap((name) => part.options.map((option) => name + option)),
    [''],
  );
}

export function compileDish(line: string, where: string): Dish {
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

const resolvedCache = new Map<Cuisine, Map<string, Resolved>>();

/**
 * The cuisine's view of its kind, for a restaurant that promises `diets`: only the dishes that can keep them (a
 * vegan café's bowls and plant plates, not its kind's Cobb salad), a signature included.
 */
export function resolve(cuisine: Cuisine, diets: readonly Diet[] = []): Resolved {
  const key = diets.join(',');
  let byDiets = resolvedCache.get(cuisine);
  if (!byDiets) resolvedCache.set(cuisine, (byDiets = new Map()));
  let resolved = byDiets.get(key);
  if (resolved) return resolved;
  const kind = KINDS.get(cuisine.menu);
  if (!kind) throw new Error(`No menu vocabulary for kind ${cuisine.menu}`);
  resolved = resolveKind(cuisine, diets.length === 0 ? kind : keeping(kind, diets));
  if (resolved.mains.length === 0) throw new Error(`No main dish of ${cuisine.slug} keeps ${key}`);
  byDiets.set(key, resolved);
  return resolved;
}

function resolveKind(cuisine: Cuisine, kind: Kind): Resolved {
  const slug = cuisine.slug;
  const p = new Float64Array(kind.sections.length);
  let capacity = 0;
  const mains: Array<readonly [number, number]> = [];
  kind.sections.forEach((s, i) => {
    let q = s.p;
    if (s.only) q = s.only.has(slug) ? Math.max(q, BOOSTED_P) : 0;
    if (s.boost?.has(slug)) q = Math.max(q, BOOSTED_P);
    if (s.avoid?.has(slug)) q *= AVOIDED_FACTOR;
    if (s.dishes.length === 0) q = 0; // every dish dropped for a diet
    if (q > 0 && s.dishes.some((d) => d.mandatory)) q = 1;
    p[i] = q;
    if (q > 0) capacity += s.dishes.length;
    if (q > 0 && s.main) mains.push([i, q]);
  });
  return { kind, p, capacity, mains };
}

/** A template's texts, every choice taken each way, up to a bound (templates have a few choices of a few options). */
function renderings(parts: Parts): string[] {
  let out = [''];
  for (const part of parts) {
    const options = typeof part === 'string' ? [part] : part.options;
    out = out.flatMap((prefix) => options.map((option) => prefix + option)).slice(0, RENDERINGS_BOUND);
  }
  return out;
}
const RENDERINGS_BOUND = 64;

/** The kind with only the dishes that some choice of name and description makes keep `diets`. */
function keeping(kind: Kind, diets: readonly Diet[]): Kind {
  const keeps = (dish: Dish) => {
    const descriptions = dish.descParts ? renderings(dish.descParts) : [null];
    return renderings(dish.nameParts).some((name) => descriptions.some((d) => keepsDiets(diets, name, d)));
  };
  return { ...kind, sections: kind.sections.map((s) => ({ ...s, dishes: s.dishes.filter(keeps) })) };
}

const DESCRIPTION_NULL_RATE = 0.15;

const KINDS = new Map<MenuKind, Kind>(
  (Object.keys(VOCAB) as MenuKind[]).map((kind) => [kind, compileKind(kind, VOCAB[kind])]),
);

/** For tests and stats: the menu kinds that have a vocabulary, with their number of distinct dishes. */
export function menuKindCapacities(): Map<MenuKind, number> {
  return new Map(
    [...KINDS].map(([kind, k]) => [kind, k.sections.reduce((sum, s) => sum + s.dishes.length, 0)] as const),
  );
}
