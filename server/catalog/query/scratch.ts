/** How many hits a pass reads the attributes of at a time (`Scratch.gathered`). */
export const GATHERED = 4096;

/**
 * Work buffers a connection lends to each discovery search in turn, sized for its catalog on first need and then
 * kept: a browse of every item otherwise allocated typed arrays the size of the catalog on every search, and the
 * worker threads' memory grew with every such search (docs/architecture.md). A connection runs one search at a
 * time, and no buffer outlives the search that borrowed it.
 */
export class Scratch {
  private rowidBuffer: Uint32Array | undefined;
  private keyBuffer: Float64Array | undefined;
  private markBuffer: Uint8Array | undefined;
  private histogramBuffer: Uint32Array | undefined;
  private passedBuffers: [Uint32Array, Uint32Array] | undefined;
  private gatheredBuffers: [Uint32Array, Uint32Array] | undefined;
  /**
   * The most rows a search can match, and the highest rowid: the larger index's. Most catalogs have more items than
   * restaurants, but an imported one may have restaurants without a menu, even none at all.
   */
  private readonly rows: number;

  /** The catalog's items and restaurants. */
  constructor(
    items: number,
    private readonly restaurants: number,
  ) {
    this.rows = Math.max(items, restaurants);
  }

  /** Room for a restaurant and a count per restaurant: those a search's facets count at the end (`facets.ts`). */
  passed(): [Uint32Array, Uint32Array] {
    return (this.passedBuffers ??= [new Uint32Array(this.restaurants + 1), new Uint32Array(this.restaurants + 1)]);
  }

  /** Room for every matching rowid. */
  rowids(): Uint32Array {
    return (this.rowidBuffer ??= new Uint32Array(this.rows + 1));
  }

  /**
   * Room for a 32-bit number per matching row (the restaurant of each item, `facets.ts`), in the room of the sort
   * keys: a search counts its facets before it sorts. Not a buffer of its own: V8 starts a full collection of a
   * catalog thread when its memory outside the heap grows ("external memory pressure"), so every buffer held for
   * good brings that collection sooner, into the middle of someone's searches (docs/toolchain.md).
   */
  perRow(): Uint32Array {
    return new Uint32Array(this.keyRoom().buffer, 0, this.rows + 1);
  }

  /** Room for a sort key per hit. */
  keys(length: number): Float64Array {
    return this.keyRoom().subarray(0, length);
  }

  /** Two arrays of `length` 32-bit words (a place and a price per hit), in the room of the sort keys. */
  pairs(length: number): [Uint32Array, Uint32Array] {
    const { buffer } = this.keyRoom();
    return [new Uint32Array(buffer, 0, length), new Uint32Array(buffer, length * 4, length)];
  }

  /** The sort keys' room, which `perRow` and `pairs` lend in other shapes. */
  private keyRoom(): Float64Array {
    return (this.keyBuffer ??= new Float64Array(this.rows + 1));
  }

  /** A count per price in cents up to $1,000, all zero: the borrower clears what it counted. */
  histogram(): Uint32Array {
    return (this.histogramBuffer ??= new Uint32Array(100_000));
  }

  /** Room for a 32-bit number (a price, a restaurant) of each of GATHERED hits, read a stretch of hits at a time. */
  gathered(): [Uint32Array, Uint32Array] {
    return (this.gatheredBuffers ??= [new Uint32Array(GATHERED), new Uint32Array(GATHERED)]);
  }

  /** A mark per rowid, all clear: the borrower clears what it set before the search ends. */
  marks(): Uint8Array {
    return (this.markBuffer ??= new Uint8Array(this.rows + 1));
  }
}
