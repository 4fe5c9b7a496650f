/**
 * One index's term dictionary: every searchable word with the number of documents that hold it. The catalog loads
 * it once per connection from its term table (docs/search.md says how big it is), so the analyser can ask,
 * without SQL, whether a word exists, which words a prefix begins and which words a typo was meant to be.
 */
import { inflections } from '../../rules/inflection.ts';
import { firstAtOrAfter } from './sorted-strings.ts';

/** Three rows of the distance matrix, reused by every call (words are short; longer ones grow them). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps each cost 1. Stops as
 * soon as every path exceeds `limit`, returning limit + 1.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (b.length + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(b.length * 2 + 2));
  let [beforePrevious, previous, current] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= b.length; j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    current[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j += 1) {
      const bj = b.charCodeAt(j - 1);
      let cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        cost = Math.min(cost, beforePrevious[j - 2]! + 1);
      }
      current[j] = cost;
      if (cost < rowMin) rowMin = cost;
    }
    if (rowMin > limit) return limit + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return previous[b.length]!;
}

/** Whether `a` becomes `b` by swapping two neighbouring letters, and by nothing else. */
function isNeighbourSwap(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return i + 1 < a.length && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** Typo budget by word length (Typesense's and Meilisearch's defaults): none below 4 letters, 1 from 4, 2 from 8. */
function typoBudget(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

interface TypoCandidate {
  term: string;
  /** Edits, plus a half when the word was reached through an inflection of it. */
  distance: number;
  docs: number;
}

/** Typos are looked up among words of a similar length that share a letter with the word: its first, or for long words its second. */
const bucketKey = (length: number, letter: string, position: number) => `${length}${position}${letter}`;

/** The letters a word holds, one bit each (code mod 32: two letters may share a bit, which only weakens the test). */
function letterMask(word: string): number {
  let mask = 0;
  for (let i = 0; i < word.length; i += 1) mask |= 1 << (word.charCodeAt(i) & 31);
  return mask;
}

function bitCount(mask: number): number {
  let bits = mask - ((mask >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

type Spelling = [spelling: string, term: string, inflected: boolean, letters: number];

/**
 * Adds to `found` each term of `bucket` whose spelling is within `budget` edits of `word`, at its distance. A function
 * of its own, looping by index: as a loop inside `typos`, V8 compiled it on the fly in each call and threw that code
 * away when the loop ended, so every bucket of every typo ran mostly in the interpreter (docs/toolchain.md, "V8 and
 * the first requests", has the figures).
 */
function closeSpellings(
  word: string,
  wordLetters: number,
  budget: number,
  bucket: readonly Spelling[],
  found: Map<string, number>,
): void {
  for (let i = 0; i < bucket.length; i += 1) {
    const [spelling, term, inflected, letters] = bucket[i]!;
    if (bitCount(wordLetters & ~letters) > budget || bitCount(letters & ~wordLetters) > budget) continue;
    const edits = editDistance(word, spelling, budget);
    // Through an inflection the menus do not use, a word is a little further than a spelling they do use.
    // Two letters typed in the wrong order is the commonest slip of all: "thia" is "thai" before it is "thin",
    // whichever of the two the catalog's menus say more often.
    const distance = edits + (inflected ? 0.5 : 0) - (isNeighbourSwap(word, spelling) ? 0.25 : 0);
    if (term !== word && edits <= budget && distance < (found.get(term) ?? Infinity)) found.set(term, distance);
  }
}

export class Lexicon {
  private readonly docsOf: Map<string, number>;
  private readonly sorted: string[];
  /**
   * Spellings by length and first letter (position 0) and by length and second letter (position 1), each with the
   * word it stands for: every word, and its plural or singular (`cookies` for `cookie`), so a typo of an
   * inflection the menus do not use ("cookeis") still finds the word.
   */
  private readonly buckets = new Map<string, Spelling[]>();

  constructor(entries: Iterable<readonly [term: string, docs: number]>) {
    this.docsOf = new Map(entries);
    this.sorted = [...this.docsOf.keys()].sort();
    for (const term of this.sorted) {
      if (term.length < 3 || /\d/.test(term)) continue;
      for (const spelling of [term, ...inflections(term).filter((form) => !this.docsOf.has(form))]) {
        for (const position of [0, 1]) {
          const key = bucketKey(spelling.length, spelling[position]!, position);
          const entry: Spelling = [spelling, term, spelling !== term, letterMask(spelling)];
          const bucket = this.buckets.get(key);
          if (bucket) bucket.push(entry);
          else this.buckets.set(key, [entry]);
        }
      }
    }
  }

  get size(): number {
    return this.docsOf.size;
  }

  /** Documents holding the word; 0 when it is in none. */
  docs(term: string): number {
    return this.docsOf.get(term) ?? 0;
  }

  /** Up to `max` words that `prefix` begins, in alphabetical order (a word is its own prefix). */
  expand(prefix: string, max: number): string[] {
    const found: string[] = [];
    for (let i = firstAtOrAfter(this.sorted, prefix); i < this.sorted.length && found.length < max; i += 1) {
      const term = this.sorted[i]!;
      if (!term.startsWith(prefix)) break;
      found.push(term);
    }
    return found;
  }

  /**
   * The words `word` may be a typo of, within its typo budget, closest first, then the most common. The first
   * letter is kept for words under 8 letters (people rarely mistype it, and changing it changes the word); a long
   * word may differ in its first letter but then keeps its second. Only words of a length within the budget and
   * sharing that letter are compared (a few thousand of the dictionary's words), each first by the letters it holds
   * (an edit adds or removes at most one letter, so a word with more letters apart than the budget is skipped at
   * once: that skips most of them), then with a distance computation that stops as soon as the budget is exceeded.
   */
  typos(word: string): TypoCandidate[] {
    const budget = typoBudget(word);
    if (budget === 0) return [];
    const found = new Map<string, number>();
    const positions = word.length >= 8 ? [0, 1] : [0];
    const wordLetters = letterMask(word);
    for (let length = word.length - budget; length <= word.length + budget; length += 1) {
      for (const position of positions) {
        const bucket = this.buckets.get(bucketKey(length, word[position]!, position));
        if (bucket) closeSpellings(word, wordLetters, budget, bucket, found);
      }
    }
    return [...found]
      .map(([term, distance]) => ({ term, distance, docs: this.docs(term) }))
      .sort((a, b) => a.distance - b.distance || b.docs - a.docs || (a.term < b.term ? -1 : 1));
  }
}
