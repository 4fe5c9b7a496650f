/**
 * The two halves of the generated evaluation. Tune only on the development half; the held-out half is only
 * measured, and a gap between the two is the overfit.
 *
 * Values (cuisines, cities, dishes, restaurant names) are split by a fixed hash of their folded, singular words, so a
 * value is in the same half in every run, under every seed and in every catalog that holds it: `--seed` draws new
 * queries, never moves a value across. A value shared by two kinds ("pizza" the cuisine and "pizza" the dish) is the
 * same words, hence in the same half. Templates are assigned to a half in their own definition (templates.ts); a
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
