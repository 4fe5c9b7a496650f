/**
 * Restaurants by state, by city, by map cell and by cuisine, as lists of rowids in quality (rowid) order: where a
 * browse starts when it names a place or a cuisine, instead of testing every one of the catalog's restaurants
 * (which was most of a state or city browse's time). Built from the attributes when a connection opens: cheap to
 * build and small beside the attributes themselves (docs/search.md).
 */
import { US_STATES } from '../../../rules/us-states.ts';
import type { FacetName } from '../../search/fields.ts';
import type { Attributes } from '../../index/attributes.ts';
import type { Conditions } from './conditions.ts';
import type { ListedFacet } from './facets.ts';
import { rowidsOfBitmap } from './postings.ts';
import { bitmapWords } from '../../index/postings-format.ts';

/**
 * Degrees of latitude and longitude per map cell: a 1 km circle falls in one to four cells, 50 km in about 130.
 * Every restaurant of the cells is tested against the circle, so smaller cells test fewer: at 0.2° a 2 km circle in
 * New York tested some 50,000 restaurants at scale 5, half of such a search's time (docs/scale.md).
 */
const CELL_DEGREES = 0.1;
/**
 * A box over more cells than this (some 12° square) is browsed by testing every restaurant: gathering the cells
 * would cost more.
 */
const MOST_CELLS = 16_000;

interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

/**
 * Rowids grouped by a key: group g is rows[start[g] .. start[g + 1]), ascending. A restaurant is in each group that
 * `groupsOf` names (one state, but perhaps several cuisines).
 */
class Groups {
  readonly start: Uint32Array;
  readonly rows: Uint32Array;

  constructor(
    groups: number,
    private readonly restaurants: number,
    groupsOf: (r: number, add: (group: number) => void) => void,
  ) {
    this.start = new Uint32Array(groups + 1);
    for (let r = 1; r <= restaurants; r += 1) groupsOf(r, (group) => (this.start[group + 1]! += 1));
    for (let g = 0; g < groups; g += 1) this.start[g + 1]! += this.start[g]!;
    const next = this.start.slice(0, groups);
    this.rows = new Uint32Array(this.start[groups]!);
    for (let r = 1; r <= restaurants; r += 1) groupsOf(r, (group) => (this.rows[next[group]!++] = r));
  }

  size(group: number): number {
    return this.start[group + 1]! - this.start[group]!;
  }

  of(group: number): Uint32Array {
    return this.rows.subarray(this.start[group]!, this.start[group + 1]!);
  }

  /**
   * The rows of several groups, ascending, each once: marked in a bitmap over the restaurants (a tenth of a
   * millisecond to read at scale 5), where sorting the 100,000 restaurants of a 50 km circle's cells took several.
   */
  union(groups: readonly number[]): Uint32Array {
    if (groups.length === 1) return this.of(groups[0]!);
    const bits = new Uint32Array(bitmapWords(this.restaurants));
    for (const group of groups) {
      const { rows } = this;
      for (let i = this.start[group]!; i < this.start[group + 1]!; i += 1)
        bits[rows[i]! >>> 5]! |= 1 << (rows[i]! & 31);
    }
    return rowidsOfBitmap(bits);
  }
}

export class BrowseLists {
  private readonly byState: Groups;
  private readonly byCity: Groups;
  private readonly byCell: Groups;
  private readonly byCuisine: Groups;
  private readonly south: number;
  private readonly west: number;
  private readonly rowsOfCells: number;
  private readonly columns: number;

  constructor(attributes: Attributes) {
    const { restaurants, state, city, latitude, longitude, cuisineStart, cuisineOf } = attributes;
    this.byState = new Groups(US_STATES.length, restaurants, (r, add) => add(state[r]!));
    this.byCity = new Groups(attributes.cities.length, restaurants, (r, add) => add(city[r]!));
    this.byCuisine = new Groups(attributes.cuisines.length, restaurants, (r, add) => {
      for (let i = cuisineStart[r]!; i < cuisineStart[r + 1]!; i += 1) add(cuisineOf[i]!);
    });
    let [south, north, west, east] = [Infinity, -Infinity, Infinity, -Infinity];
    for (let r = 1; r <= restaurants; r += 1) {
      south = Math.min(south, latitude[r]!);
      north = Math.max(north, latitude[r]!);
      west = Math.min(west, longitude[r]!);
      east = Math.max(east, longitude[r]!);
    }
    this.south = restaurants ? south : 0;
    this.west = restaurants ? west : 0;
    this.rowsOfCells = restaurants ? Math.floor((north - south) / CELL_DEGREES) + 1 : 1;
    this.columns = restaurants ? Math.floor((east - west) / CELL_DEGREES) + 1 : 1;
    this.byCell = new Groups(this.rowsOfCells * this.columns, restaurants, (r, add) =>
      add(this.cell(this.row(latitude[r]!), this.column(longitude[r]!))),
    );
  }

  private row(latitude: number): number {
    return Math.min(this.rowsOfCells - 1, Math.max(0, Math.floor((latitude - this.south) / CELL_DEGREES)));
  }

  private column(longitude: number): number {
    return Math.min(this.columns - 1, Math.max(0, Math.floor((longitude - this.west) / CELL_DEGREES)));
  }

  /** The restaurants with any of `keys` (states, cities or cuisines by index) for `facet`, ascending, each once. */
  listed(facet: ListedFacet, keys: readonly number[]): Uint32Array {
    const groups = { state: this.byState, city: this.byCity, cuisine: this.byCuisine }[facet];
    return groups.union(keys);
  }

  private cell(row: number, column: number): number {
    return row * this.columns + column;
  }

  /** The cells a box overlaps, or null when it crosses the antimeridian or spans too many to be worth gathering. */
  private cellsOf(box: Box): number[] | null {
    if (box.west > box.east) return null;
    const [firstRow, lastRow] = [this.row(box.south), this.row(box.north)];
    const [firstColumn, lastColumn] = [this.column(box.west), this.column(box.east)];
    if ((lastRow - firstRow + 1) * (lastColumn - firstColumn + 1) > MOST_CELLS) return null;
    const cells: number[] = [];
    for (let row = firstRow; row <= lastRow; row += 1) {
      for (let column = firstColumn; column <= lastColumn; column += 1) cells.push(this.cell(row, column));
    }
    return cells;
  }

  /**
   * Every restaurant that can pass the request's place and cuisine conditions, ascending, from the smallest list
   * that holds them all: its state, its cities, its cuisines, or the map cells of its `near` circle or `within` box.
   * Null when no such condition narrows the browse, or when the smallest list would hold more than `atMost`. A filter
   * among `counting` does not narrow: its facet counts the restaurants it leaves out.
   */
  candidates(conditions: Conditions, counting: readonly FacetName[], atMost = Infinity): Uint32Array | null {
    const choices: { size: number; rows: () => Uint32Array }[] = [];
    const add = (groups: Groups, keys: readonly number[]) =>
      choices.push({ size: keys.reduce((sum, key) => sum + groups.size(key), 0), rows: () => groups.union(keys) });
    // A state the catalog does not know (-1) has no restaurants: an empty list of keys.
    if (conditions.state !== null && !counting.includes('state')) {
      add(this.byState, conditions.state < 0 ? [] : [conditions.state]);
    }
    if (conditions.cities && !counting.includes('city')) add(this.byCity, [...conditions.cities]);
    if (conditions.cuisines && !counting.includes('cuisine')) {
      add(
        this.byCuisine,
        [...conditions.cuisines.keys()].filter((cuisine) => conditions.cuisines![cuisine] === 1),
      );
    }
    for (const box of [conditions.near?.box, conditions.within]) {
      const cells = box ? this.cellsOf(box) : null;
      if (cells) add(this.byCell, cells);
    }
    if (choices.length === 0) return null;
    const smallest = choices.reduce((least, choice) => (choice.size < least.size ? choice : least));
    return smallest.size <= atMost ? smallest.rows() : null;
  }
}
