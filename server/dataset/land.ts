/**
 * Where there is land: the Census Bureau's state outlines (us-atlas, 1:10,000,000 cartographic boundaries) and a
 * point-in-polygon test. The generator checks every restaurant against its own state, so no point lands in the
 * sea, a lake or a neighbouring state (or country); the same outlines find the New York City boroughs.
 */
import { createRequire } from 'node:module';
import inside from 'point-in-polygon-hao';
import { feature } from 'topojson-client';

// prettier-ignore
const STATE_OF_FIPS: Readonly<Record<string, string>> = {
  '01': 'AL', '02': 'AK', '04': 'AZ', '05': 'AR', '06': 'CA', '08': 'CO', '09': 'CT', '10': 'DE', '11': 'DC',
  '12': 'FL', '13': 'GA', '15': 'HI', '16': 'ID', '17': 'IL', '18': 'IN', '19': 'IA', '20': 'KS', '21': 'KY',
  '22': 'LA', '23': 'ME', '24': 'MD', '25': 'MA', '26': 'MI', '27': 'MN', '28': 'MS', '29': 'MO', '30': 'MT',
  '31': 'NE', '32': 'NV', '33': 'NH', '34': 'NJ', '35': 'NM', '36': 'NY', '37': 'NC', '38': 'ND', '39': 'OH',
  '40': 'OK', '41': 'OR', '42': 'PA', '44': 'RI', '45': 'SC', '46': 'SD', '47': 'TN', '48': 'TX', '49': 'UT',
  '50': 'VT', '51': 'VA', '53': 'WA', '54': 'WV', '55': 'WI', '56': 'WY',
};

/** New York, Kings, Queens, Richmond and Bronx counties: the five boroughs. */
const NEW_YORK_CITY_COUNTIES = new Set(['36061', '36047', '36081', '36085', '36005']);

type Ring = number[][];

interface Area {
  rings: Ring[];
  west: number;
  east: number;
  south: number;
  north: number;
}

function areasOf(polygons: readonly Ring[][]): Area[] {
  return polygons.map((rings) => {
    let [west, east, south, north] = [Infinity, -Infinity, Infinity, -Infinity];
    for (const [lon, lat] of rings[0] ?? []) {
      west = Math.min(west, lon!);
      east = Math.max(east, lon!);
      south = Math.min(south, lat!);
      north = Math.max(north, lat!);
    }
    return { rings, west, east, south, north };
  });
}

function inAreas(areas: readonly Area[], lat: number, lon: number): boolean {
  for (const area of areas) {
    if (lon < area.west || lon > area.east || lat < area.south || lat > area.north) continue;
    // 0 means on the outline itself, which counts as inside.
    if (inside([lon, lat], area.rings) !== false) return true;
  }
  return false;
}

type Topology = Parameters<typeof feature>[0];

const require = createRequire(import.meta.url);

function load(topology: Topology, object: string, keep: (id: string) => string | undefined): Map<string, Area[]> {
  const collection = topology.objects[object];
  if (collection?.type !== 'GeometryCollection') throw new Error(`us-atlas has no ${object}`);
  const out = new Map<string, Area[]>();
  for (const shape of feature(topology, collection).features) {
    const key = keep(String(shape.id));
    const geometry = shape.geometry;
    if (key === undefined) continue;
    const polygons =
      geometry.type === 'Polygon'
        ? [geometry.coordinates]
        : geometry.type === 'MultiPolygon'
          ? geometry.coordinates
          : [];
    out.set(key, [...(out.get(key) ?? []), ...areasOf(polygons)]);
  }
  return out;
}

let states: Map<string, Area[]> | undefined;
let newYorkCity: Area[] | undefined;

/** Whether a point is on the land of the given state (two-letter code, DC included). */
export function onStateLand(state: string, lat: number, lon: number): boolean {
  states ??= load(require('us-atlas/states-10m.json') as Topology, 'states', (id) => STATE_OF_FIPS[id]);
  const areas = states.get(state);
  if (!areas) throw new Error(`No outline for state ${state}`);
  return inAreas(areas, lat, lon);
}

/** Whether a point lies in one of New York City's five boroughs. */
export function inNewYorkCity(lat: number, lon: number): boolean {
  newYorkCity ??= [
    ...load(require('us-atlas/counties-10m.json') as Topology, 'counties', (id) =>
      NEW_YORK_CITY_COUNTIES.has(id) ? 'nyc' : undefined,
    ).values(),
  ].flat();
  return inAreas(newYorkCity, lat, lon);
}
