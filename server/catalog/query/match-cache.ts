/**
 * Every match of recent word searches, by MATCH expression, within a budget of rowids. A person who narrows a
 * search (a facet value, a price, a sort) sends the same words again with other filters; reading every match of a
 * common word from FTS5 is much of such a search's time, and the catalog never changes while it is open, so the list
 * read the first time is the list. Least recently used first out.
 */
export class MatchCache {
  private readonly lists = new Map<string, Uint32Array>();
  private held = 0;

  constructor(private readonly budget: number) {}

  get(expression: string, read: () => Uint32Array): Uint32Array {
    const cached = this.lists.get(expression);
    if (cached) {
      this.lists.delete(expression);
      this.lists.set(expression, cached);
      return cached;
    }
    const list = read();
    if (list.length > this.budget) return list;
    this.lists.set(expression, list);
    this.held += list.length;
    for (const [oldest, dropped] of this.lists) {
      if (this.held <= this.budget) break;
      this.lists.delete(oldest);
      this.held -= dropped.length;
    }
    return list;
  }
}
