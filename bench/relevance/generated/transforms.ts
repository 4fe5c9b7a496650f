/**
 * What people do to the words they type: a slip of the finger (a neighbouring key, a dropped or doubled letter, two
 * letters swapped), a last word still being typed, another word order, the other number, and dish words written
 * joined ("icecream") or split ("pan cakes"). Each is a pure function of its input and the seeded draw.
 */
import { inflections } from '../../../rules/inflection.ts';
import { pick, type Random } from './text.ts';

/** The keys touching each letter's key on a US QWERTY keyboard (its row, and the staggered rows above and below). */
const NEIGHBOURS: Readonly<Record<string, string>> = {
  q: 'wa',
  w: 'qeas',
  e: 'wrsd',
  r: 'etdf',
  t: 'ryfg',
  y: 'tugh',
  u: 'yihj',
  i: 'uojk',
  o: 'ipkl',
  p: 'ol',
  a: 'qwsz',
  s: 'adwezx',
  d: 'sferxc',
  f: 'dgrtcv',
  g: 'fhtyvb',
  h: 'gjyubn',
  j: 'hkuinm',
  k: 'jliom',
  l: 'kop',
  z: 'asx',
  x: 'zcsd',
  c: 'xvdf',
  v: 'cbfg',
  b: 'vngh',
  n: 'bmhj',
  m: 'njk',
};

export const TYPO_KINDS = ['neighbouring key', 'dropped letter', 'doubled letter', 'swapped letters'] as const;
export type TypoKind = (typeof TYPO_KINDS)[number];

/** The keys next to a letter ("" for a character not on the letter rows). */
export const neighboursOf = (letter: string) => NEIGHBOURS[letter] ?? '';

/**
 * One slip of `kind` in `word`, never on its first letter (people rarely miss the first one), or null when the word
 * is too short (under four letters) or the slip would leave it unchanged.
 */
export function typo(word: string, kind: TypoKind, random: Random): string | null {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return null;
  const at = 1 + Math.floor(random() * (word.length - 1));
  let result: string;
  switch (kind) {
    case 'neighbouring key': {
      const keys = neighboursOf(word[at]!);
      if (keys === '') return null;
      result = word.slice(0, at) + pick(random, [...keys]) + word.slice(at + 1);
      break;
    }
    case 'dropped letter':
      result = word.slice(0, at) + word.slice(at + 1);
      break;
    case 'doubled letter':
      result = word.slice(0, at) + word[at] + word.slice(at);
      break;
    case 'swapped letters': {
      const first = Math.min(at, word.length - 2);
      result = word.slice(0, first) + word[first + 1] + word[first] + word.slice(first + 2);
      break;
    }
  }
  return result === word ? null : result;
}

/**
 * The query with its last word cut as if still being typed: at least two letters kept and at least two missing
 * ("chicken tenders" → "chicken ten"), four kept when it is the only word ("medit"); null when too short for that.
 */
export function typedPrefix(words: readonly string[], random: Random): string | null {
  const last = words[words.length - 1];
  if (last === undefined || last.length < 4) return null;
  // A lone word keeps four letters at least, or it reads as anything ("bak", "fre").
  const least = words.length === 1 ? 4 : 2;
  if (last.length - 2 < least) return null;
  const keep = least + Math.floor(random() * (last.length - 1 - least));
  return [...words.slice(0, -1), last.slice(0, keep)].join(' ');
}

/** A two-word dish the other way round ("pepperoni pizza" → "pizza pepperoni"); null for any other length. */
export function reordered(words: readonly string[]): string | null {
  return words.length === 2 ? `${words[1]} ${words[0]}` : null;
}

/** The last word in the other number ("fish taco" ↔ "fish tacos"); null when it has no other. */
export function otherNumber(words: readonly string[]): string | null {
  const last = words[words.length - 1];
  const forms = last === undefined ? [] : inflections(last).filter((form) => /^[a-z]+$/.test(form));
  if (forms.length === 0) return null;
  return [...words.slice(0, -1), forms[0]!].join(' ');
}

/** The longest run-together people type: short two-word dishes ("hashbrowns", "fishtacos", not "friedcalamari"). */
const JOINED_AT_MOST = 11;

/**
 * A short two-word dish written as one word ("ice cream" → "icecream", "egg rolls" → "eggrolls"): null unless it has
 * exactly two words of letters, the first of six letters at most, eleven letters in all at most.
 */
export function joined(words: readonly string[]): string | null {
  if (words.length !== 2 || !words.every((word) => /^[a-z]+$/.test(word))) return null;
  const one = words.join('');
  return words[0]!.length <= 6 && one.length <= JOINED_AT_MOST ? one : null;
}

/**
 * A one-word compound split where both halves are words the catalog knows ("pancakes" → "pan cakes",
 * "cheeseburger" → "cheese burger"): each half three letters or more and known at least `atLeast` times by `known`
 * (asked of each half in its position); of the possible points, the one whose rarer half is most common. Null when
 * there is none.
 */
export function split(
  word: string,
  known: (part: string, position: 'first' | 'second') => number,
  atLeast: number,
): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  let best: { at: number; score: number } | null = null;
  for (let at = 3; at <= word.length - 3; at += 1) {
    const score = Math.min(known(word.slice(0, at), 'first'), known(word.slice(at), 'second'));
    if (score >= atLeast && (!best || score > best.score)) best = { at, score };
  }
  return best ? `${word.slice(0, best.at)} ${word.slice(best.at)}` : null;
}
