/**
 * Three restaurants whose items sit past the rowids a sort once packed into too few bits, and one early item before
 * them: for the discovery, facet and dish-price tests of such rowids.
 */
import { FacetTotals } from '../catalog/query/facets.ts';
import { BrowsePrices } from '../catalog/query/browse-prices.ts';
import { BrowseLists } from '../catalog/query/browse-lists.ts';
import { Scratch } from '../catalog/query/scratch.ts';
import { highRowidAttributes, type DescribedRestaurant } from './high-rowid-attributes.ts';

/** Rowids the sort once packed into too few bits, so that they ran into their keys. */
export const FORMER_ROWID_SPACE = 2 ** 22;

const described: DescribedRestaurant[] = [
  {
    priceRange: '$$',
    rating: 4.6,
    reviews: 120,
    latitude: 30.27,
    longitude: -97.74,
    city: 'Austin',
    state: 'TX',
    cuisines: ['bbq', 'american'],
    prices: [1299, 450, 2599, null],
  },
  {
    priceRange: '$',
    rating: 3.9,
    reviews: 40,
    latitude: 29.76,
    longitude: -95.37,
    city: 'Houston',
    state: 'TX',
    cuisines: ['bbq'],
    prices: [899, 1099],
  },
  {
    priceRange: '$$$',
    rating: 4.2,
    reviews: 75,
    latitude: 38.84,
    longitude: -97.61,
    city: 'Salina',
    state: 'KS',
    cuisines: ['pizza'],
    prices: [1599, 999, 2100],
  },
];

/**
 * The menus, as what a discovery search reads of a connection, and the items by restaurant: `early` is item 7 (of
 * the filler restaurant, in Alabama's Filler), priced $7.
 */
export function highRowidMenus() {
  const { attributes, rowids } = highRowidAttributes(1, FORMER_ROWID_SPACE + 10, described);
  const early = 7;
  attributes.priceCents[early] = 700;
  const scratch = new Scratch(attributes.items, attributes.restaurants);
  const browseLists = new BrowseLists(attributes);
  const connection = {
    attributes,
    scratch,
    browseLists,
    facetTotals: new FacetTotals(attributes, scratch.passed()),
    browsePrices: new BrowsePrices(attributes, browseLists, scratch),
  };
  const [austin, houston, salina] = rowids.map(({ items }) => items) as [number[], number[], number[]];
  return { connection, early, austin, houston, salina };
}
