/**
 * Text as the generated evaluation reads it: folding (the judge's own, so a typed word and a catalog word compare
 * alike), dish phrases that match whether written joined or split ("ice cream" = "icecream", "cheese burger" =
 * "cheeseburger") and in either number, and the seeded randomness and fixed hashing the draws rely on.
 */
import { sameWord } from '../../../rules/inflection.ts';
import { fold } from '../judge.ts';

/** Lower-case words without accents, `&` read as "and", apostrophes dropped, any other punctuation a break. */
export const foldWords = (text: string): string[] => fold(text, { wildcards: false });

export const foldText = (text: string) => foldWords(text).join(' ');

/** Words that join a dish's words rather than name what is in it ("mac and cheese", "taco de pollo"). */
const CONNECTORS = new Set(['and', 'n', 'with', 'of', 'the', 'a', 'de', 'del', 'la', 'al', 'en', 'on', 'in', 'or']);

/** The words of a dish phrase that a dish must hold: all but the connecting ones (all, if that is all it has). */
export function dishWords(phrase: readonly string[]): string[] {
  const wanted = phrase.filter((word) => !CONNECTORS.has(word));
  return wanted.length > 0 ? wanted : [...phrase];
}

/** Whether some run of consecutive `words`, written together, is `joined` in either number. */
function runIs(words: readonly string[], joined: string): boolean {
  for (let start = 0; start < words.length; start += 1) {
    let run = '';
    for (let end = start; end < words.length && run.length < joined.length + 3; end += 1) {
      run += words[end];
      if (run === joined || sameWord(run, joined)) return true;
    }
  }
  return false;
}

/** Every way to cut `words` into runs of consecutive words, the whole first. */
function* groupings(words: readonly string[]): Generator<string[]> {
  if (words.length <= 1) {
    yield [...words];
    return;
  }
  for (let cut = words.length; cut >= 1; cut -= 1) {
    const head = words.slice(0, cut).join('');
    if (cut === words.length) yield [head];
    else for (const rest of groupings(words.slice(cut))) yield [head, ...rest];
  }
}

/**
 * Whether a name (`words`, folded) holds a dish (`phrase`, folded): each of the dish's words (connecting words
 * aside) is a word of the name, in any order and either number ("kung pao chicken" in "Chicken Kung Pao",
 * "lemon pepper wings" in "Lemon Pepper Chicken Wings"); and a word may be written joined or split on either side
 * ("ice cream" in "Icecream Sundae", "pancakes" in "Pan Cakes", "cheese burger" in "Cheeseburger"), but never
 * split across other words ("pancakes" is not in "Pan-Fried Turnip Cake").
 */
export function containsDish(words: readonly string[], phrase: readonly string[]): boolean {
  const wanted = dishWords(phrase);
  if (wanted.length === 0 || words.length === 0) return false;
  for (const groups of groupings(wanted)) {
    if (groups.every((group) => runIs(words, group))) return true;
  }
  return false;
}

/** FNV-1a over the text's UTF-16 units: a fixed hash, the same on every machine and in every run. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** A seeded generator of numbers in [0, 1) (mulberry32): the same seed draws the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = hash32(`seed:${seed}`);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const pick = <T>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

/** One value drawn with probability proportional to its weight. */
export function pickWeighted<T>(random: Random, values: readonly T[], weight: (value: T) => number): T {
  let total = 0;
  for (const value of values) total += weight(value);
  let target = random() * total;
  for (const value of values) {
    target -= weight(value);
    if (target < 0) return value;
  }
  return values[values.length - 1]!;
}
