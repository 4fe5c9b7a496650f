/**
 * The two halves of the generated evaluation. Tune only on the development half; the held-out half is only
 * measured, and a gap between the two is the overfit.
 *
 * Values (cities, dishes, restaurant names) are split by a fixed hash of their folded, singular words, so a value is
 * in the same half in every run, under every seed and in every catalog that holds it: `--seed` draws new queries,
 * never moves a value across. Cuisines are too few (a hundred or so) for a hash to balance: they are paired within
 * their kind (nationality, dish, venue) by size, and the hash of each pair's first sends one to each half, so each
 * half has as many dish-like cuisines as nationalities, large ones as small ones. That split is fixed for a catalog
 * (its cuisines and their counts), whatever the seed. Templates are assigned to a half in their own definition (templates.ts); a
 * template with no words of its own (the value alone, or a typo of it) serves both halves, over each half's values.
 */
import { inflections } from '../../../rules/inflection.ts';
import { foldWords, hash32 } from './text.ts';

export const HALVES = ['development', 'held-out'] as const;
export type Half = (typeof HALVES)[number];

/** A word in the singular, when it is a plural ("tacos" → "taco"), so both numbers of a value fall together. */
function singular(word: string): string {
  const forms = inflections(word);
  return forms.length > 0 && forms[0]!.length < word.length ? forms[0]! : word;
}

/** The key a value is split by: its folded words, each singular, joined without spaces ("Ice Creams" = "icecream"). */
export const halfKey = (value: string) => foldWords(value).map(singular).join('');

export function halfOf(value: string): Half {
  return (hash32(`half:${halfKey(value)}`) & 1) === 0 ? 'development' : 'held-out';
}

/**
 * Splits a few values evenly: within each stratum, values in order of weight (then key) are paired, and the hash of
 * each pair's first value decides which of the two is in the development half; an odd last value goes by its hash.
 */
export function balancedHalves<T>(
  values: readonly T[],
  key: (value: T) => string,
  stratum: (value: T) => string,
  weight: (value: T) => number,
): Map<T, Half> {
  const halves = new Map<T, Half>();
  const strata = new Map<string, T[]>();
  for (const value of values) {
    const group = strata.get(stratum(value));
    if (group) group.push(value);
    else strata.set(stratum(value), [value]);
  }
  for (const group of strata.values()) {
    group.sort((a, b) => weight(b) - weight(a) || (key(a) < key(b) ? -1 : 1));
    for (let i = 0; i < group.length; i += 2) {
      const first = group[i]!;
      const second = group[i + 1];
      const half = halfOf(key(first));
      halves.set(first, half);
      if (second !== undefined) halves.set(second, half === 'development' ? 'held-out' : 'development');
    }
  }
  return halves;
}
