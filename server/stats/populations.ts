/**
 * Populations the statistics divide by (restaurants per 10,000 people): US cities from the GeoNames gazetteer and
 * the states' 2020 census counts, in `populations.tsv` (made by `tools/populations.ts`). A city is matched by its
 * state and its name as a filter key ("St. Louis" = "st louis"); one the file does not name has no population.
 */
import { readFileSync } from 'node:fs';
import { filterKey } from '../index/filter-tokens.ts';

let loaded: Map<string, number> | undefined;

/** "TX/austin" → people; "TX/" is the state. Read once per process, on first use. */
function populations(): Map<string, number> {
  if (loaded) return loaded;
  loaded = new Map();
  for (const line of readFileSync(new URL('./populations.tsv', import.meta.url), 'utf8').split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [state, city, people] = line.split('\t') as [string, string, string];
    const key = `${state}/${filterKey(city)}`;
    // Two gazetteer places whose names read as one key are taken as one city: the larger is kept.
    loaded.set(key, Math.max(loaded.get(key) ?? 0, Number(people)));
  }
  return loaded;
}

/** The people of a city, or of a state when `city` is null; null when not known. */
export function populationOf(state: string, city: string | null): number | null {
  const key = city === null ? '' : filterKey(city);
  // A city's key is never empty ('' is the state's).
  if (city !== null && key === '') return null;
  return populations().get(`${state.toUpperCase()}/${key}`) ?? null;
}

/** The country's people: the sum over the states (and DC) the file has. */
export function nationalPopulation(): number {
  let total = 0;
  for (const [key, people] of populations()) if (key.endsWith('/')) total += people;
  return total;
}
