/**
 * Entries found by the beginnings of their words, as a person types: "pad th" finds "Pad Thai", "thai p" too. Every
 * word of every entry is kept in one sorted array, so the entries a typed word begins are one binary search away.
 */
import { firstAtOrAfter } from '../../search/sorted-strings.ts';

export interface Prefixed {
  /** The entry's words, as `words` (search/tokens.ts) splits its text. */
  words: readonly string[];
  /** How much the entry weighs (restaurants serving a dish, in a place, of a cuisine): the most weighs first. */
  weight: number;
}

export class WordPrefixes<Entry extends Prefixed> {
  /** Every (word, entry) pair, sorted by word. */
  private readonly keys: string[];
  private readonly owners: Int32Array;

  constructor(readonly entries: readonly Entry[]) {
    const pairs = entries.flatMap((entry, at) => [...new Set(entry.words)].map((word) => [word, at] as const));
    pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.keys = pairs.map(([word]) => word);
    this.owners = Int32Array.from(pairs, ([, at]) => at);
  }

  /** The `limit` weightiest entries each typed word begins a word of, heaviest first; `keep` narrows further. */
  find(typed: readonly string[], limit: number, keep: (entry: Entry) => boolean = () => true): Entry[] {
    if (typed.length === 0 || limit === 0) return [];
    // The longest typed word begins the fewest words: read its range, check the others on each entry found.
    const longest = typed.reduce((a, b) => (b.length > a.length ? b : a));
    const found: Entry[] = [];
    const seen = new Set<number>();
    for (
      let at = firstAtOrAfter(this.keys, longest);
      at < this.keys.length && this.keys[at]!.startsWith(longest);
      at++
    ) {
      const owner = this.owners[at]!;
      if (seen.has(owner)) continue;
      seen.add(owner);
      const entry = this.entries[owner]!;
      if (typed.every((word) => entry.words.some((own) => own.startsWith(word))) && keep(entry)) found.push(entry);
    }
    return found.sort((a, b) => b.weight - a.weight).slice(0, limit);
  }
}
