/**
 * What a template of the generated evaluation is, apart from the table of them (`templates.ts`): the classes a
 * template tests, in the order the generator seeds them by, and what a template draws from and returns. The
 * generator (`generate.ts`) gives each template a `DrawContext` over one half's values.
 */
import type { Half } from './halves.ts';
import type { GeneratedRule } from './judge.ts';
import type { Random } from './text.ts';
import type { ChainName, City, Cuisine, Dish } from './vocabulary.ts';

export const TEMPLATE_CLASSES = [
  'cuisine + noun',
  'cuisine + place',
  'question',
  'cuisine on menus',
  'dish',
  'dish + place',
  'dish on restaurants',
  'dish + filter word',
  'joined or split',
  'restaurant name',
  'typo',
  'prefix',
  'word order',
  'plural or singular',
] as const;
export type TemplateClass = (typeof TEMPLATE_CLASSES)[number];

export type Endpoint = 'restaurants' | 'items';

/** A query before it is checked: what is typed, where, and what a relevant hit is. */
export interface Draft {
  endpoint: Endpoint;
  q: string;
  rule: GeneratedRule;
}

/** A compound dish word and where it splits ("pancakes", "pan cakes"). */
export interface Compound {
  word: string;
  split: string;
}

/** What a template draws from: the seeded draw and its half's values (never the other half's). */
export interface DrawContext {
  random: Random;
  cuisine(accept?: (cuisine: Cuisine) => boolean): Cuisine | null;
  dish(accept?: (dish: Dish) => boolean): Dish | null;
  chain(): ChainName | null;
  compound(): Compound | null;
  /**
   * A city of this half where the catalog holds at least five hits relevant to `rule` on `endpoint`, judged by city
   * alone (`withState` false: any state's city of that name) or by city and state.
   */
  place(endpoint: Endpoint, rule: GeneratedRule, withState: boolean): City | null;
  /** Whether the catalog holds this word in either number, so a slip that makes it is no slip. */
  knows(word: string): boolean;
  /** Whether this very word (not only its other number) is a word of the catalog's dish names. */
  isDishWord(word: string): boolean;
  /** The prices (dollars) of a dish's items in the catalog. */
  dishPrices(dish: Dish): number[];
  /** Whether the catalog knows any opening hours (an import may not). */
  hasHours: boolean;
}

export interface Template {
  /** Stable name, printed with --verbose and in --json. */
  id: string;
  class: TemplateClass;
  half: Half | 'both';
  draw(context: DrawContext): Draft | null;
}
