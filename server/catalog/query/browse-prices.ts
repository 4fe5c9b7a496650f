/**
 * The price statistics of an item browse whose only filter is one state, one city or one cuisine, or that has none:
 * its hits are every item of that list's restaurants (or of the catalog), the same for every such request, so their
 * statistics are worked out once per value and kept while the connection is open (the catalog never changes).
 * Summing up a big state's or cuisine's prices was most of such a browse's time (docs/scale.md).
 */
import { US_STATES } from '../../../rules/us-states.ts';
import { NO_PRICE, type Attributes } from '../../index/attributes.ts';
import type { PriceStats } from '../catalog.ts';
import type { BrowseLists } from './browse-lists.ts';
import type { Conditions } from './conditions.ts';
import type { ListedFacet } from './facets.ts';
import { PriceTally } from './price-tally.ts';
import type { Scratch } from './scratch.ts';

/** A browse of one listed value's restaurants, or of every restaurant. */
type Browse = { facet: ListedFacet; key: number } | 'every';

export class BrowsePrices {
  private readonly kept = new Map<string, PriceStats>();

  constructor(
    private readonly attributes: Attributes,
    private readonly browseLists: Pick<BrowseLists, 'listed'>,
    private readonly scratch: Pick<Scratch, 'histogram'>,
  ) {}

  /** The statistics of an item browse's hits under `conditions`, or null when they are not one value's items. */
  of(conditions: Conditions): PriceStats | null {
    const browse = browseOf(conditions);
    return browse && this.ofBrowse(browse);
  }

  /**
   * Works out every state's, every cuisine's and the whole catalog's now, one pass over the items each, so that no
   * request waits for them. A city's is worked out on its first browse: each of the thousands of cities would cost
   * a walk over the whole price histogram, and one city's items are few.
   */
  fill(): void {
    this.ofBrowse('every');
    for (let key = 0; key < US_STATES.length; key += 1) this.ofBrowse({ facet: 'state', key });
    for (let key = 0; key < this.attributes.cuisines.length; key += 1) this.ofBrowse({ facet: 'cuisine', key });
  }

  private ofBrowse(browse: Browse): PriceStats {
    const name = browse === 'every' ? browse : `${browse.facet} ${browse.key}`;
    let stats = this.kept.get(name);
    if (!stats) {
      const { firstItem, priceCents, restaurants } = this.attributes;
      const prices = new PriceTally(this.scratch.histogram());
      if (browse === 'every') tallyRun(priceCents, firstItem[1]!, firstItem[restaurants + 1]!, prices);
      else {
        const listed = this.browseLists.listed(browse.facet, [browse.key]);
        for (let i = 0; i < listed.length; i += 1) {
          const r = listed[i]!;
          tallyRun(priceCents, firstItem[r]!, firstItem[r + 1]!, prices);
        }
      }
      this.kept.set(name, (stats = prices.stats()));
    }
    return stats;
  }
}

/**
 * The browse the conditions make when they are one listed value's or none: several cities (one name in several
 * states) or cuisines are left to be summed up each time, as their combinations are too many to keep.
 */
function browseOf(conditions: Conditions): Browse | null {
  if (conditions.onRestaurantsNone() && conditions.price === null) return 'every';
  const sole = conditions.soleFacetFilter();
  if (sole === 'state') return conditions.state! >= 0 ? { facet: 'state', key: conditions.state! } : null;
  if (sole === 'city') {
    return conditions.cities!.size === 1 ? { facet: 'city', key: conditions.cities!.values().next().value! } : null;
  }
  if (sole === 'cuisine') {
    const chosen = conditions.cuisines!;
    const first = chosen.indexOf(1);
    return first >= 0 && chosen.indexOf(1, first + 1) < 0 ? { facet: 'cuisine', key: first } : null;
  }
  return null;
}

/** Counts the prices of items from..to-1, those without one as nothing (as `priceStats` does its hits). */
function tallyRun(priceCents: Int32Array, from: number, to: number, prices: PriceTally): void {
  for (let item = from; item < to; item += 1) {
    const cents = priceCents[item]!;
    prices.addIf(cents, +(cents > NO_PRICE));
  }
}
