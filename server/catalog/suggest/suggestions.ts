/**
 * What to offer while a person types (POST /v1/suggest): restaurants by the words of their names, dishes with how
 * many places serve them and their median price, cuisines and places with their restaurant counts. Dishes, cuisines
 * and places are small lists held in memory per connection (`word-prefixes.ts`); restaurants are read from the name
 * column of the restaurant index, whose rowids are in quality order, so the first few matches are the best ones.
 */
import type Database from 'better-sqlite3';
import { distanceKm } from '../../../rules/distance.ts';
import { filterToken } from '../../index/filter-tokens.ts';
import { words } from '../../search/tokens.ts';
import type { Suggestion, SuggestRequest } from '../catalog.ts';
import type { Connection } from '../connection.ts';
import { dollars } from '../rows.ts';
import { readDishNames, type DishName } from './dish-names.ts';
import { WordPrefixes, type Weighted } from './word-prefixes.ts';

interface Place extends Weighted {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

interface Cuisine extends Weighted {
  slug: string;
  label: string;
}

interface SuggestLists {
  dishes: WordPrefixes<DishName>;
  places: WordPrefixes<Place>;
  cuisines: WordPrefixes<Cuisine>;
  /** Restaurants of each cuisine, by state; '' is the whole country. */
  cuisineCounts: Map<string, number>;
  restaurantNames: Database.Statement<[string, number], RestaurantName>;
}

interface RestaurantName {
  id: string;
  name: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** Dishes served at fewer places are not suggested. */
const MIN_DISH_PLACES = 2;

/** How many name matches a restaurant suggestion with `near` looks through for ones close enough. */
const NEAR_SCAN = 500;

const lists = new WeakMap<Connection, SuggestLists>();

function suggestLists(connection: Connection): SuggestLists {
  let found = lists.get(connection);
  if (!found) lists.set(connection, (found = readSuggestLists(connection.db)));
  return found;
}

function readSuggestLists(db: Database.Database): SuggestLists {
  const places = db
    .prepare<[], Place>(
      `SELECT city, state, restaurant_count AS weight, latitude, longitude FROM place_stats WHERE city IS NOT NULL`,
    )
    .all();
  const recorded = db.prepare("SELECT value FROM meta WHERE key = 'cuisines'").pluck().get() as string | undefined;
  const labels = new Map(
    (recorded ? (JSON.parse(recorded) as { slug: string; label: string }[]) : []).map((c) => [c.slug, c.label]),
  );
  const counts = db
    .prepare<[], { scope: string; cuisine: string; restaurant_count: number }>('SELECT * FROM cuisine_counts')
    .all();
  const cuisines = counts
    .filter(({ scope }) => scope === '')
    .map(({ cuisine, restaurant_count }) => {
      const label = labels.get(cuisine) ?? cuisine.replaceAll('-', ' ');
      return { slug: cuisine, label, weight: restaurant_count };
    });
  return {
    dishes: readDishNames(db),
    places: new WordPrefixes(places, (place) => words(place.city)),
    cuisines: new WordPrefixes(cuisines, ({ slug, label }) => words(`${slug} ${label}`)),
    cuisineCounts: new Map(counts.map((row) => [`${row.scope}/${row.cuisine}`, row.restaurant_count])),
    restaurantNames: db.prepare(
      `SELECT id, name, city, state, latitude, longitude FROM restaurants
       WHERE rowid IN (SELECT rowid FROM restaurants_fts WHERE restaurants_fts MATCH ? ORDER BY rowid LIMIT ?)
       ORDER BY rowid`,
    ),
  };
}

/** The restaurant index's query for names holding every typed word's beginning, in the place asked for. */
function nameQuery(typed: readonly string[], request: SuggestRequest): string {
  const name = `name : (${typed.map((word) => `"${word}"*`).join(' AND ')})`;
  const place = request.city
    ? request.state
      ? filterToken.cityInState(request.city, request.state)
      : filterToken.city(request.city)
    : request.state && filterToken.state(request.state);
  return place ? `${name} AND filters : "${place}"` : name;
}

const sameCity = (request: SuggestRequest, city: string) =>
  words(city).join(' ') === words(request.city ?? '').join(' ');

function isNear(request: SuggestRequest, point: { latitude: number; longitude: number }): boolean {
  const { near } = request;
  if (!near) return true;
  return distanceKm(near.latitude, near.longitude, point.latitude, point.longitude) * 1000 <= near.radius_m;
}

function restaurants(lists: SuggestLists, typed: readonly string[], request: SuggestRequest): Suggestion[] {
  // A one-letter word would make the index merge every word it begins; wait for a second letter.
  if (typed.at(-1)!.length < 2) return [];
  const rows = lists.restaurantNames.all(nameQuery(typed, request), request.near ? NEAR_SCAN : request.limit);
  return rows
    .filter((row) => isNear(request, row))
    .slice(0, request.limit)
    .map((row) => ({ kind: 'restaurant', text: row.name, restaurant_id: row.id, city: row.city, state: row.state }));
}

function dishes(lists: SuggestLists, typed: readonly string[], limit: number): Suggestion[] {
  // A name one menu alone holds is that restaurant's own wording ("Austen's Drip Coffee"), not a dish to suggest.
  return lists.dishes
    .find(typed, limit, (dish) => dish.weight >= MIN_DISH_PLACES)
    .map((dish) => ({
      kind: 'dish',
      text: dish.text,
      count: dish.weight,
      ...(dish.medianCents !== null && { median_price: dollars(dish.medianCents)! }),
    }));
}

function cuisines(lists: SuggestLists, typed: readonly string[], request: SuggestRequest): Suggestion[] {
  const scope = request.state ?? '';
  return lists.cuisines
    .find(typed, lists.cuisines.entries.length)
    .map((cuisine) => ({ cuisine, count: lists.cuisineCounts.get(`${scope}/${cuisine.slug}`) ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, request.limit)
    .map(({ cuisine, count }) => ({ kind: 'cuisine', text: cuisine.label, cuisine: cuisine.slug, count }));
}

function places(lists: SuggestLists, typed: readonly string[], request: SuggestRequest): Suggestion[] {
  const keep = (place: Place) =>
    (!request.state || place.state === request.state) &&
    (!request.city || sameCity(request, place.city)) &&
    isNear(request, place);
  return lists.places.find(typed, request.limit, keep).map((place) => ({
    kind: 'place',
    text: `${place.city}, ${place.state}`,
    city: place.city,
    state: place.state,
    count: place.weight,
  }));
}

/**
 * Up to `limit` suggestions, taken in turn from each kind's best (cuisine, place, dish, restaurant), so a short
 * prefix offers a little of everything it could mean rather than eight restaurants.
 */
export function suggest(connection: Connection, request: SuggestRequest): Suggestion[] {
  const typed = words(request.text);
  if (typed.length === 0) return [];
  const found = suggestLists(connection);
  const kinds = [
    cuisines(found, typed, request),
    places(found, typed, request),
    dishes(found, typed, request.limit),
    restaurants(found, typed, request),
  ];
  const chosen: Suggestion[] = [];
  for (let turn = 0; chosen.length < request.limit && kinds.some((kind) => turn < kind.length); turn++) {
    for (const kind of kinds) if (turn < kind.length && chosen.length < request.limit) chosen.push(kind[turn]!);
  }
  return chosen;
}
