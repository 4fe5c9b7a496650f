/** State that lives in the URL: read with defaults, write without empty values, city lists for comparisons. */
import { pagePath } from '../../rules/page-paths';

export function readParam(params: URLSearchParams, name: string): string {
  return params.get(name)?.trim() ?? '';
}

/** A copy of `params` with `patch` applied: empty strings and null remove the parameter. */
export function withParams(params: URLSearchParams, patch: Record<string, string | null | undefined>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(patch)) {
    const trimmed = value?.trim();
    if (trimmed) next.set(name, trimmed);
    else next.delete(name);
  }
  return next;
}

/** "tx" → "TX"; anything that is not two letters → "". */
export function normalizeState(value: string): string {
  const code = value.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : '';
}

export interface CityRef {
  state: string;
  city: string;
}

export const MAX_COMPARE = 10;

/** "TX/Austin,CA/San Francisco" → [{TX, Austin}, {CA, San Francisco}]; invalid and duplicate entries dropped. */
export function parseCityList(value: string | null, max = MAX_COMPARE): CityRef[] {
  if (!value) return [];
  const seen = new Set<string>();
  const cities: CityRef[] = [];
  for (const entry of value.split(',')) {
    const slash = entry.indexOf('/');
    if (slash < 0) continue;
    const state = normalizeState(entry.slice(0, slash));
    const city = entry.slice(slash + 1).trim();
    const id = cityId({ state, city });
    if (!state || !city || seen.has(id)) continue;
    seen.add(id);
    cities.push({ state, city });
    if (cities.length === max) break;
  }
  return cities;
}

export function formatCityList(cities: readonly CityRef[]): string {
  return cities.map((c) => `${c.state}/${c.city.replace(/[,/]/g, ' ').trim()}`).join(',');
}

export function cityId(ref: CityRef): string {
  return `${ref.state.toUpperCase()}/${ref.city.trim().toLowerCase()}`;
}

export function cityPath(ref: CityRef, compare: readonly CityRef[] = []): string {
  return pagePath.cityDashboard(ref.state, ref.city, compare.length ? { compare: formatCityList(compare) } : {});
}
