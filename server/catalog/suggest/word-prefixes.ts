/**
 * Entries found by the beginnings of their words, as a person types: "pad th" finds "Pad Thai", "thai p" too. Each
 * distinct word is kept once, sorted, with the entries holding it, so the entries a typed word begins are one binary
 * search away. The words are held as numbers per entry, not as an array of strings each: a catalog's 134,000 dish
 * names made a million small objects that way, half a catalog thread's heap, which every full garbage collection
 * walked in the middle of someone's search (docs/scale.md).
 */
import { firstAtOrAfter } from '../../search/sorted-strings.ts';

export interface Weighted {
  /** How much the entry weighs (restaurants serving a dish, in a place, of a cuisine): the most weighs first. */
  weight: number;
}

export class WordPrefixes<Entry extends Weighted> {
  /** Every distinct word of the entries, sorted. */
  private readonly words: string[];
  /** The entries holding each word, ascending: `holders[holderStart[w]..holderStart[w + 1])`. */
  private readonly holderStart: Int32Array;
  private readonly holders: Int32Array;
  /** Each entry's distinct words, by their place in `words`: `entryWords[wordStart[e]..wordStart[e + 1])`. */
  private readonly wordStart: Int32Array;
  private readonly entryWords: Int32Array;

  /** `wordsOf`: an entry's words, as `words` (search/tokens.ts) splits its text; read once, here. */
  constructor(
    readonly entries: readonly Entry[],
    wordsOf: (entry: Entry) => readonly string[],
  ) {
    const perEntry = entries.map((entry) => [...new Set(wordsOf(entry))]);
    this.words = [...new Set(perEntry.flat())].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    const numberOf = new Map(this.words.map((word, at) => [word, at]));
    this.wordStart = new Int32Array(entries.length + 1);
    this.entryWords = new Int32Array(perEntry.reduce((total, list) => total + list.length, 0));
    const holding = new Int32Array(this.words.length + 1);
    let at = 0;
    perEntry.forEach((list, entry) => {
      this.wordStart[entry] = at;
      for (const word of list) {
        const number = numberOf.get(word)!;
        this.entryWords[at++] = number;
        holding[number + 1]! += 1;
      }
    });
    this.wordStart[entries.length] = at;
    for (let word = 0; word < this.words.length; word += 1) holding[word + 1]! += holding[word]!;
    this.holderStart = holding.slice();
    this.holders = new Int32Array(at);
    // Entries in ascending order, so each word's holders are too.
    for (let entry = 0; entry < entries.length; entry += 1) {
      for (let i = this.wordStart[entry]!; i < this.wordStart[entry + 1]!; i += 1) {
        this.holders[holding[this.entryWords[i]!]!++] = entry;
      }
    }
  }

  /** The `limit` weightiest entries each typed word begins a word of, heaviest first; `keep` narrows further. */
  find(typed: readonly string[], limit: number, keep: (entry: Entry) => boolean = () => true): Entry[] {
    if (typed.length === 0 || limit === 0) return [];
    // The longest typed word begins the fewest words: read its range, check the others on each entry found.
    const longest = typed.reduce((a, b) => (b.length > a.length ? b : a));
    const found: Entry[] = [];
    const seen = new Set<number>();
    for (let word = firstAtOrAfter(this.words, longest); this.words[word]?.startsWith(longest); word++) {
      for (let i = this.holderStart[word]!; i < this.holderStart[word + 1]!; i += 1) {
        const owner = this.holders[i]!;
        if (seen.has(owner)) continue;
        seen.add(owner);
        const entry = this.entries[owner]!;
        if (typed.every((typedWord) => this.begins(owner, typedWord)) && keep(entry)) found.push(entry);
      }
    }
    return found.sort((a, b) => b.weight - a.weight).slice(0, limit);
  }

  /** Whether `typed` begins one of the entry's words. */
  private begins(entry: number, typed: string): boolean {
    for (let i = this.wordStart[entry]!; i < this.wordStart[entry + 1]!; i += 1) {
      if (this.words[this.entryWords[i]!]!.startsWith(typed)) return true;
    }
    return false;
  }
}
