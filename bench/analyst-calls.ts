/**
 * The analyst statistics' requests, drawn from a catalog so they fit its data, by class with each class's target
 * (bench:analyst, bench:scale):
 *
 *   ranking / state / city   precomputed figures read from the catalog (target p95 ≤ 10 ms)
 *   dish prices, nationwide  the broadest dishes (chicken and burger, the most items of any), city by city or
 *                            state by state (target p95 ≤ 50 ms)
 *   dish prices, one state   a dish within one state (target p95 ≤ 15 ms)
 *   dish prices, ten cities  a dish in ten chosen cities (target p95 ≤ 50 ms)
 *   national, cuisines       the nation's figures, and cities ranked by a cuisine (target p95 ≤ 10 ms)
 *   dish × city matrix       ten dishes in twenty cities (target p95 ≤ 100 ms)
 *
 * Every dish appears in one class only, so a dish's matches are never warm from another class in the first pass.
 */
import Database from 'better-sqlite3';
import type { Target } from './latency-table.ts';
import { CITY_RANKING_SORTS } from '../rules/city-ranking.ts';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
}

const BY_CITY =
  'chicken rice pizza fries bacon pork burger tacos burrito sausage fish latte bowl toast bbq wrap tofu coffee pancakes salmon';
const BY_STATE =
  'cheese salad beef egg sandwich shrimp soup tea steak taco roll noodles wings chips beer espresso breakfast cake pie wine';
const IN_STATE = 'cookie tuna lobster quesadilla enchiladas lamb nachos ribs smoothie cheesecake hummus donut';
const IN_CITIES = 'dumplings waffle pho falafel gyro bagel cappuccino pasta tiramisu brisket kebab lasagna';
const MATRIX =
  'sushi ramen curry omelette gelato churros poke bibimbap paella risotto ceviche empanadas crepes biryani samosa tamales meatballs calzone fajitas chowder';

export function analystClasses(catalog: string): Record<string, { calls: Call[]; target: Target }> {
  const db = new Database(catalog, { readonly: true });
  const states = db
    .prepare('SELECT state FROM place_stats WHERE city IS NULL ORDER BY restaurant_count DESC')
    .pluck()
    .all() as string[];
  const cities = db
    .prepare('SELECT state, city FROM place_stats WHERE city IS NOT NULL ORDER BY restaurant_count DESC LIMIT 120')
    .all() as { state: string; city: string }[];
  const cuisines = db
    .prepare("SELECT cuisine FROM cuisine_counts WHERE scope = '' ORDER BY restaurant_count DESC LIMIT 20")
    .pluck()
    .all() as string[];
  db.close();
  const sorts = CITY_RANKING_SORTS;
  const ranking = (query: string): Call => ({ method: 'GET', path: `/v1/stats/cities?${query}` });
  const dishPrices = (body: Record<string, unknown>): Call => ({ method: 'POST', path: '/v1/stats/dish-prices', body });
  const fast = { p95: 10, p99: 25 };
  const broad = { p95: 50, p99: 100 };
  return {
    'ranking, nationwide': {
      calls: sorts.flatMap((sort, i) =>
        ['desc', 'asc'].flatMap((order) =>
          [20, 5, 100].map((min) => ranking(`sort=${sort}&order=${order}&min_restaurants=${min}&offset=${i * 20}`)),
        ),
      ),
      target: fast,
    },
    'ranking, in a state': {
      calls: states
        .slice(0, 36)
        .map((state, i) =>
          ranking(`state=${state}&sort=${sorts[i % sorts.length]}&min_restaurants=${1 + (i % 3) * 10}`),
        ),
      target: fast,
    },
    'state statistics': { calls: states.map((state) => ({ method: 'GET', path: `/v1/stats/${state}` })), target: fast },
    'city statistics': {
      calls: cities
        .slice(0, 40)
        .map(({ state, city }) => ({ method: 'GET', path: `/v1/stats/${state}/${encodeURIComponent(city)}` })),
      target: fast,
    },
    'dish prices, US by city': { calls: BY_CITY.split(' ').map((q) => dishPrices({ q })), target: broad },
    'dish prices, US by state': {
      calls: BY_STATE.split(' ').map((q) => dishPrices({ q, group_by: 'state', sort: 'median_price' })),
      target: broad,
    },
    'dish prices, one state': {
      calls: IN_STATE.split(' ').flatMap((q, i) =>
        [0, 1, 2].map((k) => dishPrices({ q, state: states[(i * 3 + k) % 12], sort: 'median_price' })),
      ),
      target: { p95: 15, p99: 30 },
    },
    'dish prices, ten cities': {
      calls: IN_CITIES.split(' ').map((q, i) =>
        dishPrices({ q, cities: cities.slice(i * 10, i * 10 + 10), min_items: 1 }),
      ),
      target: broad,
    },
    'national, cuisine ranking': {
      calls: [
        { method: 'GET', path: '/v1/stats/us' },
        ...cuisines.flatMap((cuisine, i) =>
          ['share', 'restaurant_count'].map((sort): Call => ({
            method: 'GET',
            path: `/v1/stats/cuisines/${cuisine}?sort=${sort}${i % 2 === 1 ? `&state=${states[i % 12]}` : ''}`,
          })),
        ),
      ],
      target: fast,
    },
    'dish × city matrix, 10 × 20': {
      calls: [0, 1, 2, 3, 4, 5].map((i) => {
        const dishes = MATRIX.split(' ');
        return {
          method: 'POST',
          path: '/v1/stats/dish-prices/matrix',
          body: {
            dishes: [...dishes.slice(i * 3), ...dishes].slice(0, 10),
            cities: cities.slice(i * 20, i * 20 + 20).map(({ state, city }) => ({ state, city })),
          },
        };
      }),
      target: { p95: 100, p99: 200 },
    },
  };
}
