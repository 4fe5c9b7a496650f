/**
 * One index's term dictionary: every searchable word with the number of documents that hold it. The catalog loads
 * it once per connection from its term table (a few tens of thousands of words), so the analyser can ask, without
 * SQL, whether a word exists, which words a prefix begins and which words a typo was meant to be.
 */
import { BKTree } from 'mnemonist';

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps each cost 1. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = a[i - 1] === b[j - 1] ? 0 : 1;
      let cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        cost = Math.min(cost, beforePrevious[j - 2]! + 1);
      }
      current.push(cost);
      rowMin = Math.min(rowMin, cost);
    }
    if (rowMin > limit) return limit + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Typo budget by word length (Typesense's and Meilisearch's defaults): none below 4 letters, 1 from 4, 2 from 8. */
export function typoBudget(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
  return 0;
}

export interface TypoCandidate {
  term: string;
  distance: number;
  docs: number;
}

export class Lexicon {
  private readonly docsOf: Map<string, number>;
  private readonly sorted: string[];
  private tree: BKTree<string> | undefined;

  constructor(entries: Iterable<readonly [term: string, docs: number]>) {
    this.docsOf = new Map(entries);
    this.sorted = [...this.docsOf.keys()].sort();
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
    for (let i = this.firstAtOrAfter(prefix); i < this.sorted.length && found.length < max; i += 1) {
      const term = this.sorted[i]!;
      if (!term.startsWith(prefix)) break;
      found.push(term);
    }
    return found;
  }

  /** Whether any word begins with `prefix`. */
  hasPrefix(prefix: string): boolean {
    return this.sorted[this.firstAtOrAfter(prefix)]?.startsWith(prefix) ?? false;
  }

  /**
   * The words `word` may be a typo of, within its typo budget, closest first, then the most common. The first
   * letter is kept for words under 8 letters (people rarely mistype it, and changing it changes the word).
   * A BK-tree over the dictionary, built on first use, answers without reading every word.
   */
  typos(word: string): TypoCandidate[] {
    const budget = typoBudget(word);
    if (budget === 0) return [];
    this.tree ??= BKTree.from(this.sorted, (a: string, b: string) => editDistance(a, b, 64));
    return this.tree
      .search(budget, word)
      .filter(({ item, distance }) => distance > 0 && (word.length >= 8 || item[0] === word[0]))
      .map(({ item, distance }) => ({ term: item, distance, docs: this.docs(item) }))
      .sort((a, b) => a.distance - b.distance || b.docs - a.docs || (a.term < b.term ? -1 : 1));
  }

  private firstAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.sorted[middle]! < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
