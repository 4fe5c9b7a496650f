/**
 * The query analyser: turns what a person typed into units to search, each with its alternatives and their costs,
 * plus the connecting words left out and the place recognised. Pure: the index's term dictionary (`Lexicon`) and
 * the city table (`PlaceIndex`) are handed in; no SQL, no HTTP.
 *
 * Alternatives by ranking cost (ALTERNATIVE_COST; docs/search.md, "Analysing the words"): exact = plural/singular =
 * the words joined or split ("cheeseburger", "hot dog") < prefix (the last word, as typed so far) < variant
 * (VARIANT_GROUPS, NARROWER) < typo.
 * Only alternatives the index holds are kept, so every one can match. Typos are tried only for a word the index
 * does not hold in any other form: a word that exists is taken as meant.
 */
import type { Lexicon } from './lexicon.ts';
import type { PlaceIndex, RecognisedPlace } from './places.ts';
import { inflections } from '../../rules/inflection.ts';
import { CONNECTING_WORDS } from './connecting-words.ts';
import { FILLER_WORDS } from './query-words.ts';
import { queryWords } from './tokens.ts';
import { CITY_PART_WORDS } from './us-places.ts';
import { NARROWER, VARIANT_GROUPS } from './variants.ts';
import type { Alternative, AlternativeKind, AnalysedQuery, QueryAnalysis, QueryUnit } from './units.ts';

/** Every form of a variant group or a narrower list, by its normalised words. */
const VARIANTS = new Map<string, Set<string>>();
for (const group of VARIANT_GROUPS) {
  for (const form of group) {
    const others = VARIANTS.get(form) ?? new Set<string>();
    for (const other of group) if (other !== form) others.add(other);
    VARIANTS.set(form, others);
  }
}
const LONGEST_VARIANT = Math.max(...[...VARIANTS.keys()].map((form) => form.split(' ').length));

/**
 * An inflection this many times rarer than the word is not how menus write the thing ("cheeses" beside "cheese"):
 * left out, since each form of a phrase is one more phrase for the index to test in every document.
 */
const RARE_FORM = 50;

/**
 * Dish names that hold a phrase, counting no further than `atMost`: whether a word typed joined ("icecream") is the
 * phrase a menu writes ("Ice Cream"). The planner counts through the index (`IndexStatistics.dishNamesWith`).
 */
export type PhraseCount = (phrase: readonly string[], atMost: number) => number;

/** Each half of a word typed joined has at least this many letters ("hot|dog", "ice|cream", "egg|rolls"). */
const MIN_HALF = 3;
/**
 * A word typed joined that this many documents or more hold is taken as a word of its own, and not split: the split
 * is for words the index does not know, or hardly ("icecream" in a shop's name).
 */
const SPLIT_BELOW = 50;
/** Two words typed apart are read as one when the index holds their join in at least this many documents. */
const MIN_JOINED_DOCS = 3;

/** A word fewer documents than this hold, in both searches, may be a slip for a common word (`respelling`). */
const RARE_WORD = 50;
/** The common word is at least this many times more common; its phrase too. */
const RARE_RATIO = 20;
/** The common word's phrase with its neighbour is a dish name at least this often. */
const COMMON_PHRASE = 100;

class UnitBuilder {
  private readonly typoCache = new Map<string, string[]>();

  constructor(
    private readonly lexicon: Lexicon,
    /** The dictionaries that decide how a typo is read: both searches', so both read it the same way. */
    private readonly spelling: readonly Lexicon[],
    private readonly phrases: PhraseCount | null = null,
    /** Whether a word names a cuisine on its own: the restaurant search reads a slip as a cuisine first. */
    private readonly namesCuisine?: (word: string) => boolean,
  ) {}

  /**
   * A word typed joined, split where both halves are words this index knows and the dish names hold the phrase
   * more often than the word as typed ("icecream" → "ice cream", "eggrolls" → "egg rolls"): the split with the most
   * dish names, or none.
   */
  private split(word: string): string[] | null {
    const docs = this.lexicon.docs(word);
    if (!this.phrases || docs >= SPLIT_BELOW || word.length < MIN_HALF * 2 || /\d/.test(word)) return null;
    let best: { tokens: string[]; count: number } | null = null;
    for (let at = MIN_HALF; at <= word.length - MIN_HALF; at += 1) {
      const tokens = [word.slice(0, at), word.slice(at)];
      if (!this.known(tokens) || tokens.some((token) => CONNECTING_WORDS.has(token))) continue;
      const count = this.phrases(tokens, SPLIT_BELOW);
      if (count > docs && count > (best?.count ?? 0)) best = { tokens, count };
    }
    return best?.tokens ?? null;
  }

  /**
   * A word the index knows only rarely (a name's "Ceasar") that is one slip from a word far more common, when the
   * common word and the word beside it (before it when `besideFirst`) form a phrase the dish names hold far more
   * often ("caesar salad" against "ceasar salad", "ice cream" against "ice cram"): the common word, which the whole
   * query makes the likelier reading; else null.
   */
  respelling(word: string, beside: string, besideFirst: boolean): string | null {
    if (!this.phrases || this.spelling.some((dictionary) => dictionary.docs(word) >= RARE_WORD)) return null;
    const docs = Math.max(...this.spelling.map((dictionary) => dictionary.docs(word)));
    const candidates = this.spelling
      .flatMap((dictionary) => dictionary.typos(word))
      .filter(({ docs: common }) => common >= docs * RARE_RATIO)
      .sort((a, b) => a.distance - b.distance || b.docs - a.docs);
    for (const { term } of candidates) {
      if (this.lexicon.docs(term) === 0) continue;
      const phrase = (typed: string) => (besideFirst ? [beside, typed] : [typed, beside]);
      const common = this.phrases(phrase(term), COMMON_PHRASE);
      if (common >= COMMON_PHRASE && this.phrases(phrase(word), COMMON_PHRASE) * RARE_RATIO <= common) return term;
    }
    return null;
  }

  /**
   * A last word the index does not know that only begins rare words ("cram" of a Cramer's) while one slip from a far
   * more common word ("cream"): the common word is read first (as respelled: reported as a typo, so did_you_mean
   * offers it), and the words it begins after it, as a typo would be.
   */
  private respellBegun(word: string, alternatives: Alternative[]): void {
    const begins = this.lexicon.expand(word, RARE_WORD).reduce((docs, term) => docs + this.lexicon.docs(term), 0);
    // Letters that begin common words are those words being typed, unless a cuisine one slip away may be meant.
    if (begins >= RARE_WORD && !this.namesCuisine) return;
    const [common] = this.typos(word);
    if (common === undefined) return;
    // A cuisine's name is read first when more common than all the words the letters begin ("tahi" is Thai, not
    // tahini; "bak" still begins bakery).
    const cuisine = (this.namesCuisine?.(common) ?? false) && this.lexicon.docs(common) >= begins;
    if (!cuisine && (begins >= RARE_WORD || this.lexicon.docs(common) < Math.max(1, begins) * RARE_RATIO)) return;
    const begun = alternatives.map((alternative) => ({ ...alternative, kind: 'rare' as const }));
    alternatives.splice(0, alternatives.length, { tokens: [common], prefix: false, kind: 'respelled' }, ...begun);
  }

  /** The word two typed words join into, when the index holds it (or its singular or plural) often enough. */
  joinable(first: string, second: string): boolean {
    // A letter alone is a word still being typed ("chicken s"), not half of "chickens".
    const halves = [first, second];
    if (halves.some((word) => word.length < 2 || CONNECTING_WORDS.has(word) || FILLER_WORDS.has(word))) return false;
    const joined = first + second;
    return [joined, ...inflections(joined)].some((form) => this.lexicon.docs(form) >= MIN_JOINED_DOCS);
  }

  /**
   * Two words typed apart that join into a word the index holds ("pan cakes", "flat bread", "chick pea"): one unit,
   * matched by the joined word or by the words side by side as a phrase, never by the two words apart ("Pan-Fried
   * Turnip Cake" is not pancakes).
   */
  buildJoined(tokens: [string, string], start: number): QueryUnit | null {
    const alternatives: Alternative[] = [];
    const seen = new Set<string>();
    const add = (words: string[], kind: AlternativeKind) => {
      const key = words.join(' ');
      if (seen.has(key) || !this.known(words)) return;
      seen.add(key);
      alternatives.push({ tokens: words, prefix: false, kind });
    };
    const joined = tokens.join('');
    for (const form of [joined, ...this.usedInflections(joined)]) add([form], 'joined');
    // When the index holds the joined word only in its plural or singular ("chickpeas"), that form stands first.
    if (alternatives.length === 0) for (const form of inflections(joined)) add([form], 'joined');
    add([...tokens], 'exact');
    for (const form of this.usedInflections(tokens[1])) add([tokens[0], form], 'plural');
    if (alternatives.length === 0) return null;
    return {
      text: tokens.join(' '),
      start,
      end: start + 2,
      alternatives,
      filler: false,
      docs: Math.max(...alternatives.map((alternative) => this.rarest(alternative.tokens))),
    };
  }

  /** The singular or plural of a word, unless the menus use it far less than the word itself. */
  private usedInflections(word: string): string[] {
    const docs = this.lexicon.docs(word);
    return inflections(word).filter((form) => this.lexicon.docs(form) * RARE_FORM >= docs);
  }

  private known(tokens: readonly string[]): boolean {
    return tokens.every((token) => this.lexicon.docs(token) > 0);
  }

  private rarest(tokens: readonly string[]): number {
    return Math.min(...tokens.map((token) => this.lexicon.docs(token)));
  }

  /**
   * Variant forms of a phrase (and of its singular or plural), each with its plural, that the index holds; with
   * `narrower`, also the specific things a general word stands for.
   */
  private variants(phrase: string, narrower: boolean): string[][] {
    const tokens = phrase.split(' ');
    const last = tokens.at(-1)!;
    const roots = new Set([phrase, ...inflections(last).map((form) => [...tokens.slice(0, -1), form].join(' '))]);
    const found: string[][] = [];
    for (const root of roots) {
      const forms = [...(VARIANTS.get(root) ?? []), ...((narrower && NARROWER[root]) || [])];
      for (const form of forms) {
        const formTokens = form.split(' ');
        const formLast = formTokens.at(-1)!;
        for (const ending of [formLast, ...this.usedInflections(formLast)]) {
          const candidate = [...formTokens.slice(0, -1), ending];
          if (this.known(candidate)) found.push(candidate);
        }
      }
    }
    return found;
  }

  /**
   * The one word a typo is read as: the closest spelling in the dictionaries of both searches, the one their menus
   * and names use most on a tie. One reading per query: restaurant and dish search correct a word alike, and only
   * to the word the interpretation names ("thia" is "thai" in both, never also "thit"), or to its singular or
   * plural where this index holds only that. When this index holds neither, the typo has no reading here.
   */
  private typos(word: string): string[] {
    let found = this.typoCache.get(word);
    if (!found) {
      const candidates = new Map<string, { distance: number; docs: number }>();
      for (const dictionary of this.spelling) {
        for (const { term, distance, docs } of dictionary.typos(word)) {
          const known = candidates.get(term);
          candidates.set(term, {
            distance: Math.min(distance, known?.distance ?? Infinity),
            docs: (known?.docs ?? 0) + docs,
          });
        }
      }
      // As close, a cuisine's name first: on the restaurant search "bakey" is a bakery rather than something baked.
      const namesCuisine = this.namesCuisine ?? (() => false);
      const cuisineFirst = (a: string, b: string) => Number(namesCuisine(b)) - Number(namesCuisine(a));
      const sorted = [...candidates].sort(
        ([a, x], [b, y]) => x.distance - y.distance || cuisineFirst(a, b) || y.docs - x.docs || (a < b ? -1 : 1),
      );
      // The reading may be a form this index does not use ("buritos" reads as "burritos", a word of restaurant
      // names, while menus say "burrito"): the same word, singular or plural, is the reading here.
      const here = ([term]: [string, unknown]) =>
        [term, ...inflections(term)].filter((form) => this.lexicon.docs(form) > 0).slice(0, 1);
      found = sorted.length > 0 ? here(sorted[0]!) : [];
      // When this index holds no form of it, the next as close that it holds ("dinet": "dine" is a word of the
      // menus only, "diner" of both), rather than no reading and nothing found.
      for (const candidate of sorted) {
        if (found.length > 0 || candidate[1].distance > sorted[0]![1].distance) break;
        found = here(candidate);
      }
      this.typoCache.set(word, found);
    }
    return found;
  }

  /** The unit for `tokens`, or null when nothing in the index matches it in any form. */
  build(tokens: string[], start: number, last: boolean, narrower: boolean, optional = false): QueryUnit | null {
    const alternatives: Alternative[] = [];
    const seen = new Set<string>();
    const add = (words: string[], kind: AlternativeKind, prefix = false) => {
      // "Mac & Cheese" is indexed as `mac cheese` (the tokenizer drops "&"), "Mac and Cheese" as it reads: a phrase
      // with connecting words is searched both ways.
      const content = words.filter((word) => !CONNECTING_WORDS.has(word));
      for (const candidate of content.length > 0 && content.length < words.length ? [words, content] : [words]) {
        const key = `${candidate.join(' ')}${prefix ? '*' : ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        alternatives.push({ tokens: candidate, prefix, kind });
      }
    };
    const text = tokens.join(' ');
    const head = tokens.slice(0, -1);
    const tail = tokens.at(-1)!;

    // A prefix that only begins the word itself adds nothing to the exact word. A phrase from the variant table is
    // complete as typed (and a phrase prefix would merge every word its last word begins).
    const begun = last && head.length === 0 && this.lexicon.expand(tail, 2).some((term) => term !== tail);
    // A last word of a letter or two after others is still being typed ("golden ga…", "prairie de…"): read as typed
    // too, it would rank a state code in an address or a "de" in a dish before the name being typed.
    const beingTyped = begun && start > 0 && tail.length <= LONGEST_BEING_TYPED;
    if (this.known(tokens) && !beingTyped) add(tokens, 'exact');
    if (begun) add(tokens, 'prefix', true);
    for (const form of this.usedInflections(tail)) if (this.known([...head, form])) add([...head, form], 'plural');
    for (const variant of this.variants(text, narrower)) {
      add(variant, variant.join('') === tokens.join('') ? 'joined' : 'variant');
    }
    // A word typed joined ("icecream", "fishtacos"): the phrase the menus write, and its singular or plural.
    const split = tokens.length === 1 ? this.split(tail) : null;
    if (split) {
      add(split, 'joined');
      for (const form of this.usedInflections(split[1]!))
        if (this.known([split[0]!, form])) add([split[0]!, form], 'joined');
    }
    // "Downtown" the index does not know is a part of a city, not a slip for a town ("dogtown").
    if (alternatives.length === 0 && tokens.length === 1 && !CITY_PART_WORDS.has(tail)) {
      for (const typo of this.typos(tail)) add([typo], 'typo');
    }
    if (begun && !this.known(tokens)) this.respellBegun(tail, alternatives);
    if (alternatives.length === 0) return null;
    return {
      text,
      start,
      end: start + tokens.length,
      alternatives,
      filler: optional || (tokens.length === 1 && FILLER_WORDS.has(tail)),
      docs: Math.max(...alternatives.map((alternative) => this.rarest(alternative.tokens))),
    };
  }
}

/** Dish names that must hold a smaller city's name, not as someone's, for it to be a food word rather than the place. */
const FOOD_WORD_DISHES = 5;
/** Dish names holding a city's name are counted up to this many. */
const COUNTED_DISH_USES = 200;

/** A last word this short, after others, is read only as begun. */
const LONGEST_BEING_TYPED = 2;

/** Words beyond this many searchable ones are left out (dropped): no real query is longer, and each costs work. */
const MAX_UNITS = 8;

function analyseTokens(tokens: readonly string[], builder: UnitBuilder): QueryAnalysis {
  const analysis: QueryAnalysis = { tokens: [...tokens], units: [], unmatched: [] };
  const onlyConnecting = tokens.every((token) => CONNECTING_WORDS.has(token));
  // A general word ("seafood", "noodles") stands for specific dishes only when it is the whole request: in
  // "breakfast burrito" it describes the burrito, and a waffle burrito is not what was asked for.
  const content = tokens.filter((token) => !CONNECTING_WORDS.has(token) && !FILLER_WORDS.has(token));
  const narrower = content.length === 1;
  let index = 0;
  while (index < tokens.length) {
    let unit: QueryUnit | null = null;
    // A variant spanning several words ("hot dog", "mac and cheese") is one unit, searched as a phrase.
    for (let span = Math.min(LONGEST_VARIANT, tokens.length - index); span >= 2 && !unit; span -= 1) {
      const phrase = tokens.slice(index, index + span);
      if (VARIANTS.has(phrase.join(' '))) {
        unit = builder.build(phrase, index, index + span === tokens.length, false);
      }
    }
    const word = tokens[index]!;
    const next = tokens[index + 1];
    // Two words typed apart that the index holds as one ("pan cakes" → "pancakes"): one unit.
    if (!unit && next !== undefined && analysis.units.length < MAX_UNITS && builder.joinable(word, next)) {
      unit = builder.buildJoined([word, next], index);
    }
    const last = index === tokens.length - 1;
    // The last word may still be being typed ("french to" on its way to "french toast"): a connecting word there
    // is searched, as an optional word.
    const typing = last && index > 0 && CONNECTING_WORDS.has(word);
    if (analysis.units.length === MAX_UNITS) {
      analysis.unmatched.push(word);
    } else if (unit || !CONNECTING_WORDS.has(word) || onlyConnecting || typing) {
      unit ??= builder.build([word], index, last, narrower, typing);
      if (unit) analysis.units.push(unit);
      else analysis.unmatched.push(word);
    }
    index = unit ? unit.end : index + 1;
  }
  respell(analysis.units, builder);
  return analysis;
}

/**
 * A rare word one slip from a common word that forms a common dish with the word beside it ("ceasar salad"): the
 * common word is read first (reported as a typo, so did_you_mean offers it), the word as typed after it.
 */
function respell(units: QueryUnit[], builder: UnitBuilder): void {
  units.forEach((unit, at) => {
    if (unit.filler || unit.end - unit.start !== 1 || unit.alternatives[0]?.kind !== 'exact') return;
    // The word after it, then the word before it ("ceasar salad", "ice cram"), each read in the query's order.
    const neighbours = [
      { other: units[at + 1], besideFirst: false },
      { other: units[at - 1], besideFirst: true },
    ].filter(({ other }) => other && !other.filler && other.end - other.start === 1);
    for (const { other, besideFirst } of neighbours) {
      const common = builder.respelling(unit.text, other!.text, besideFirst);
      if (!common) continue;
      unit.alternatives = [
        { tokens: [common], prefix: false, kind: 'respelled' },
        ...unit.alternatives
          .filter((alternative) => !alternative.prefix)
          .map((alternative) => ({ ...alternative, kind: 'rare' as const })),
      ];
      return;
    }
  });
}

/** The words with each one read as a typo replaced by its reading, or null when no word was. */
function correctedWords(tokens: readonly string[], units: readonly QueryUnit[]): string[] | null {
  const corrected = [...tokens];
  let any = false;
  for (const unit of units) {
    const [reading] = unit.alternatives;
    if (unit.end - unit.start !== 1 || reading?.kind !== 'typo' || reading.tokens.length !== 1) continue;
    corrected[unit.start] = reading.tokens[0]!;
    any = true;
  }
  return any ? corrected : null;
}

/**
 * Analyses `q` for one index. `places` is null when the request already names a place (an explicit filter wins),
 * so the words are searched as words. `spelling` are the dictionaries that decide how a typo is read (by default
 * this index's own). `phrases` counts a phrase among the dish names: without it, no word typed joined is split.
 */
export function analyseQuery(
  q: string,
  lexicon: Lexicon,
  places: PlaceIndex | null,
  spelling: readonly Lexicon[] = [lexicon],
  phrases: PhraseCount | null = null,
  namesCuisine?: (word: string) => boolean,
): AnalysedQuery {
  const tokens = queryWords(q);
  const builder = new UnitBuilder(lexicon, spelling, phrases, namesCuisine);
  const whole = analyseTokens(tokens, builder);
  // A smaller city's name, bare, is a place when dish names hardly hold it but as someone's ("troy", not "rice" or
  // "sandwich": menus name dishes after people, "Trenton's Special").
  const bareCity = phrases
    ? (city: readonly string[], next: string | undefined) => {
        if (next === 's') return false;
        const uses = phrases(city, COUNTED_DISH_USES);
        if (uses < FOOD_WORD_DISHES) return true;
        // A word that many dish names hold is a food word, whoever's: its possessives are not counted, since a
        // phrase that hardly occurs ("rice s") makes FTS5 read its words' every row to find out.
        return uses < COUNTED_DISH_USES && uses - phrases([...city, 's'], COUNTED_DISH_USES) < FOOD_WORD_DISHES;
      }
    : undefined;
  // A place typed with a slip ("tacos austn", "sushi in seatle") is the place its words are read as.
  const corrected = correctedWords(tokens, whole.units);
  const asTyped = places?.recognise(tokens, bareCity) ?? null;
  // Read only as a sizeable city, or with "in" or a state: a small town one slip from a name's word is not meant
  // ("pearl rivre cantonese": Pearl River, NY).
  const asRead = corrected && places?.recognise(corrected);
  const span = (found: RecognisedPlace | null | undefined) => (found ? found.end - found.start : 0);
  const place = span(asRead) > span(asTyped) ? asRead! : asTyped;
  if (!place) return { tokens, whole, place: null };
  const rest = analyseTokens([...tokens.slice(0, place.start), ...tokens.slice(place.end)], builder);
  return { tokens, whole, place: { place, rest } };
}
