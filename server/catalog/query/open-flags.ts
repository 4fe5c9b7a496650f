/**
 * Whether each restaurant is open at one minute of the week per time zone (`weekMinutes`), worked out once per
 * restaurant and kept while that minute lasts: every search in the same minute asks the same question, and
 * walking each restaurant's hours was a large share of an open-now facet's cost over every restaurant.
 */
import { isOpen, type Attributes } from '../../index/attributes.ts';

const UNKNOWN = 0;
const CLOSED = 1;
const OPEN = 2;
/** Instants kept per catalog: now (this minute and the last), plus a few `open_at` instants asked for. */
const KEPT = 4;

/** Whether each restaurant is open (at an instant, or at several together). */
export interface Openness {
  isOpen(r: number): boolean;
  /** 1 when restaurant `r` is open, 0 when not. */
  openness(r: number): number;
}

export class OpenFlags implements Openness {
  /** Per restaurant: UNKNOWN until asked, then CLOSED or OPEN. */
  private readonly flags: Uint8Array;

  constructor(
    private readonly attributes: Attributes,
    private readonly minutesByZone: Uint16Array,
  ) {
    this.flags = new Uint8Array(attributes.restaurants + 1);
  }

  isOpen(r: number): boolean {
    return this.openness(r) === 1;
  }

  /**
   * 1 when restaurant `r` is open, 0 when not: a number, so that a count by it is an index rather than a branch,
   * which over a broad search's restaurants goes the unexpected way about half the time.
   */
  openness(r: number): number {
    let flag = this.flags[r]!;
    if (flag === UNKNOWN) {
      flag = isOpen(this.attributes, r, this.minutesByZone) ? OPEN : CLOSED;
      this.flags[r] = flag;
    }
    return flag - CLOSED;
  }
}

const kept = new WeakMap<Attributes, Map<string, OpenFlags>>();

/**
 * Open at two instants together: open now and still at 23:00 tonight ("late night" with the open-now filter ticked).
 */
export class OpenAtBoth implements Openness {
  constructor(
    private readonly first: Openness,
    private readonly second: Openness,
  ) {}

  isOpen(r: number): boolean {
    return this.openness(r) === 1;
  }

  openness(r: number): number {
    return this.first.openness(r) & this.second.openness(r);
  }
}

/** The flags of one instant's minutes, shared by the searches of a catalog that ask about the same minutes. */
export function openFlagsAt(attributes: Attributes, minutesByZone: Uint16Array): OpenFlags {
  let byMinutes = kept.get(attributes);
  if (!byMinutes) kept.set(attributes, (byMinutes = new Map()));
  const key = minutesByZone.join(' ');
  let flags = byMinutes.get(key);
  if (flags) {
    // Most recently used last, so the first one is the one to let go.
    byMinutes.delete(key);
  } else {
    flags = new OpenFlags(attributes, minutesByZone);
    if (byMinutes.size >= KEPT) byMinutes.delete(byMinutes.keys().next().value!);
  }
  byMinutes.set(key, flags);
  return flags;
}
