/**
 * Restaurants by state, by city and by map cell, as lists of rowids in quality (rowid) order: where a browse starts
 * when it names a place, instead of testing every one of the catalog's restaurants (testing all 180,000 was most of
 * a state or city browse's time). Built from the attributes when a connection opens (a few ms, about 3 MB).
 */
import { US_STATES } from '../../rules/us-states.ts';
import type { FacetName } from '../search/fields.ts';
import type { Attributes } from './attributes.ts';
import type { Conditions } from './conditions.ts';

/** Degrees of latitude and longitude per map cell: a 1 km circle falls in one to four cells, 50 km in about 35. */
const CELL_DEGREES = 0.2;
/** A box over more cells than this is browsed by testing every restaurant: gathering the cells would cost more. */
const MOST_CELLS = 4000;

interface Box {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Rowids grouped by a key: group g is rows[start[g] .. start[g + 1]), ascending. */
class Groups {
  readonly start: Uint32Array;
  readonly rows: Uint32Array;

  constructor(groups: number, restaurants: number, groupOf: (r: number) => number) {
    this.start = new Uint32Array(groups + 1);
    for (let r = 1; r <= restaurants; r += 1) this.start[groupOf(r) + 1]! += 1;
    for (let g = 0; g < groups; g += 1) this.start[g + 1]! += this.start[g]!;
    const next = this.start.slice(0, groups);
    this.rows = new Uint32Array(restaurants);
    for (let r = 1; r <= restaurants; r += 1) this.rows[next[groupOf(r)]!++] = r;
  }

  size(group: number): number {
    return this.start[group + 1]! - this.start[group]!;
  }

  of(group: number): Uint32Array {
    return this.rows.subarray(this.start[group]!, this.start[group + 1]!);
  }

  /** The rows of several groups, ascending. */
  union(groups: readonly number[]): Uint32Array {
    if (groups.length === 1) return this.of(groups[0]!);
    const rows = new Uint32Array(groups.reduce((sum, group) => sum + this.size(group), 0));
    let at = 0;
    for (const group of groups) {
      rows.set(this.of(group), at);
      at += this.size(group);
    }
    return rows.sort();
  }
}

export class PlaceLists {
  private readonly byState: Groups;
  private readonly byCity: Groups;
  private readonly byCell: Groups;
  private readonly south: number;
  private readonly west: number;
  private readonly rowsOfCells: number;
  private readonly columns: number;

  constructor(attributes: Attributes) {
    const { restaurants, state, city, latitude, longitude } = attributes;
    this.byState = new Groups(US_STATES.length, restaurants, (r) => state[r]!);
    this.byCity = new Groups(attributes.cities.length, restaurants, (r) => city[r]!);
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
    this.byCell = new Groups(this.rowsOfCells * this.columns, restaurants, (r) =>
      this.cell(this.row(latitude[r]!), this.column(longitude[r]!)),
    );
  }

  private row(latitude: number): number {
    return Math.min(this.rowsOfCells - 1, Math.max(0, Math.floor((latitude - this.south) / CELL_DEGREES)));
  }

  private column(longitude: number): number {
    return Math.min(this.columns - 1, Math.max(0, Math.floor((longitude - this.west) / CELL_DEGREES)));
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
   * Every restaurant that can pass the request's place conditions, ascending, from the smallest list that holds
   * them all: its state, its cities, or the map cells of its `near` circle or `within` box. Null when no place
   * condition narrows the browse. A place whose facet was asked for does not narrow: that facet counts the
   * restaurants its filter leaves out.
   */
  candidates(conditions: Conditions, facets: readonly FacetName[]): Uint32Array | null {
    const choices: { size: number; rows: () => Uint32Array }[] = [];
    const add = (groups: Groups, keys: readonly number[]) =>
      choices.push({ size: keys.reduce((sum, key) => sum + groups.size(key), 0), rows: () => groups.union(keys) });
    // A state the catalog does not know (-1) has no restaurants: an empty list of keys.
    if (conditions.state !== null && !facets.includes('state')) {
      add(this.byState, conditions.state < 0 ? [] : [conditions.state]);
    }
    if (conditions.cities && !facets.includes('city')) add(this.byCity, [...conditions.cities]);
    for (const box of [conditions.near?.box, conditions.within]) {
      const cells = box ? this.cellsOf(box) : null;
      if (cells) add(this.byCell, cells);
    }
    if (choices.length === 0) return null;
    return choices.reduce((smallest, choice) => (choice.size < smallest.size ? choice : smallest)).rows();
  }
}
