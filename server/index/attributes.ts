/**
 * What a search filters, sorts and counts by, besides words: per restaurant its price tier, rating, review count,
 * place, cuisines, weekly hours in its time zone, chain and service attributes; per item its price. Held as typed arrays indexed by rowid, so a
 * filter over every match is a loop over numbers, not a read of rows. Written once by the builder as blobs, they
 * load in a moment when a connection opens, where reading the same columns with SELECT would take seconds at full
 * scale (docs/search.md, "Conditions").
 */
import type Database from 'better-sqlite3';
import { DAYS, minutesOf, zonedMoment, type HoursRange } from '../../rules/open-hours.ts';
import { US_STATES } from '../../rules/us-states.ts';
import { SERVICE_ATTRIBUTES, serviceBits } from '../../rules/service-attributes.ts';
import type { RestaurantRow } from './table-rows.ts';
import { checkBlob } from './catalog-limits.ts';

const MINUTES_PER_WEEK = 7 * 1440;
/** A rating is stored ×10 (ratings have one decimal); this means "no rating yet". */
export const NO_RATING = 255;
/** An item without a price. */
export const NO_PRICE = -1;
/** Price tiers by their index: 0 is "not known". */
export const PRICE_TIERS = ['', '$', '$$', '$$$', '$$$$'] as const;

export interface Attributes {
  /** Restaurants are rowids 1..restaurants; index 0 of every per-restaurant array is unused. */
  restaurants: number;
  items: number;
  priceTier: Uint8Array;
  rating10: Uint8Array;
  reviews: Uint32Array;
  latitude: Float64Array;
  longitude: Float64Array;
  /** Index into US_STATES. */
  state: Uint8Array;
  /** Index into `cities`. */
  city: Uint32Array;
  /** A restaurant's cuisines are cuisineOf[cuisineStart[r] .. cuisineStart[r + 1]), indexes into `cuisines`. */
  cuisineStart: Uint32Array;
  cuisineOf: Uint8Array;
  /** Index into `zones`. */
  zone: Uint8Array;
  /**
   * A restaurant's opening hours as [start, end) pairs of minutes since Monday 00:00 local time, in
   * weekHours[hoursStart[r] .. hoursStart[r + 1]); a range past Sunday midnight is split in two.
   */
  hoursStart: Uint32Array;
  weekHours: Uint16Array;
  /** 0 where the hours are not known (imported data): such a restaurant is never "open". */
  hoursKnown: Uint8Array;
  /** A restaurant's items are rowids firstItem[r] .. firstItem[r + 1] - 1. */
  firstItem: Uint32Array;
  /**
   * Per item rowid, the restaurant holding it: `firstItem` turned around, worked out when read (not stored). A loop
   * over a broad word's items finds each one's restaurant by a read rather than by a test of where a run ends,
   * which goes the unexpected way too often for a processor to guess (docs/toolchain.md).
   */
  restaurantOf: Uint32Array;
  /** Per item rowid (index 0 unused), in cents; NO_PRICE when it has none. */
  priceCents: Int32Array;
  /** Per item rowid, its dietary tags as bits (rules/dietary.ts). */
  dietary: Uint8Array;
  /** Per restaurant, the dietary tags at least RESTAURANT_DIETARY_MIN_MEALS of its meals carry, as bits. */
  restaurantDietary: Uint8Array;
  /** Per restaurant, its chain as an index into `chains` plus one; 0 for an independent. */
  chain: Uint32Array;
  /** Per restaurant, the service attributes it has for sure, as bits (rules/service-attributes.ts). */
  service: Uint8Array;
  cuisines: string[];
  zones: string[];
  cities: { city: string; state: string }[];
  chains: { id: string; name: string; locations: number }[];
}

/** The arrays the catalog stores; the others are worked out from them when read. */
type Stored = Omit<Attributes, 'restaurantOf'>;
type Arrays = {
  [Name in keyof Stored as Stored[Name] extends ArrayBufferView ? Name : never]: Stored[Name];
};
type Dictionaries = Pick<Attributes, 'cuisines' | 'zones' | 'cities' | 'chains'>;

const ARRAY_TYPES = {
  priceTier: Uint8Array,
  rating10: Uint8Array,
  reviews: Uint32Array,
  latitude: Float64Array,
  longitude: Float64Array,
  state: Uint8Array,
  city: Uint32Array,
  cuisineStart: Uint32Array,
  cuisineOf: Uint8Array,
  zone: Uint8Array,
  hoursStart: Uint32Array,
  weekHours: Uint16Array,
  hoursKnown: Uint8Array,
  firstItem: Uint32Array,
  priceCents: Int32Array,
  dietary: Uint8Array,
  restaurantDietary: Uint8Array,
  chain: Uint32Array,
  service: Uint8Array,
} satisfies { [Name in keyof Arrays]: { new (buffer: ArrayBufferLike): Arrays[Name] } };

/** A range of one day's hours as minutes since Monday 00:00, split where it runs past Sunday midnight. */
function weekRanges(range: HoursRange): [number, number][] {
  const open = minutesOf(range.open);
  let close = minutesOf(range.close);
  if (range.overnight || close <= open) close += 1440;
  const start = DAYS.indexOf(range.day) * 1440 + open;
  const end = start + (close - open);
  return end <= MINUTES_PER_WEEK
    ? [[start, end]]
    : [
        [start, MINUTES_PER_WEEK],
        [0, end - MINUTES_PER_WEEK],
      ];
}

/** What the attributes are read from: a restaurant's row, those columns. */
type AttributeRow = Pick<
  RestaurantRow,
  | 'rowid'
  | 'cuisines'
  | 'price_range'
  | 'rating_average'
  | 'rating_count'
  | 'latitude'
  | 'longitude'
  | 'state'
  | 'city'
  | 'city_key'
  | 'timezone'
  | 'first_item'
  | 'meal_dietary'
  | 'chain_id'
  | 'chain_name'
  | 'chain_locations'
  | 'delivery'
  | 'takeout'
  | 'dine_in'
  | 'reservations'
> & {
  /** Null where the hours are not known (an imported catalog). */
  hours: string | null;
};

/** The items' attributes, by rowid (index 0 unused): the builder keeps them as it writes the items. */
export type ItemAttributes = Pick<Attributes, 'priceCents' | 'dietary'>;

/**
 * Reads the catalog's restaurants and writes their attributes and the items' as blobs (one of the builder's last
 * steps). The items' come from the builder, which has them at hand, rather than from reading every item back.
 */
export function writeAttributes(db: Database.Database, { priceCents, dietary }: ItemAttributes): void {
  const rows = db
    .prepare<[], AttributeRow>(
      `SELECT rowid, cuisines, price_range, rating_average, rating_count, latitude, longitude, state, city, city_key,
              timezone, hours, first_item, meal_dietary, chain_id, chain_name, chain_locations, delivery, takeout,
              dine_in, reservations
         FROM restaurants ORDER BY rowid`,
    )
    .all();
  const n = rows.length;
  const items = priceCents.length - 1;
  const dictionary = () => {
    const ids = new Map<string, number>();
    return { ids, id: (key: string) => ids.get(key) ?? ids.set(key, ids.size).get(key)! };
  };
  const cuisines = dictionary();
  const zones = dictionary();
  const cities = dictionary();
  const cityNames: Dictionaries['cities'] = [];
  const chains = dictionary();
  const chainList: Dictionaries['chains'] = [];
  const stateIndex = new Map<string, number>(US_STATES.map(([code], index) => [code, index]));
  const arrays = {
    priceTier: new Uint8Array(n + 1),
    rating10: new Uint8Array(n + 1).fill(NO_RATING),
    reviews: new Uint32Array(n + 1),
    latitude: new Float64Array(n + 1),
    longitude: new Float64Array(n + 1),
    state: new Uint8Array(n + 1),
    city: new Uint32Array(n + 1),
    cuisineStart: new Uint32Array(n + 2),
    zone: new Uint8Array(n + 1),
    hoursStart: new Uint32Array(n + 2),
    hoursKnown: new Uint8Array(n + 1),
    firstItem: new Uint32Array(n + 2),
    restaurantDietary: new Uint8Array(n + 1),
    chain: new Uint32Array(n + 1),
    service: new Uint8Array(n + 1),
  };
  const cuisineOf: number[] = [];
  const weekHours: number[] = [];
  for (const [index, row] of rows.entries()) {
    const r = row.rowid;
    if (r !== index + 1) throw new Error(`restaurant rowids must run 1..${n} without gaps`);
    arrays.priceTier[r] = Math.max(0, PRICE_TIERS.indexOf((row.price_range ?? '') as (typeof PRICE_TIERS)[number]));
    if (row.rating_average !== null) arrays.rating10[r] = Math.round(row.rating_average * 10);
    arrays.reviews[r] = row.rating_count;
    arrays.latitude[r] = row.latitude;
    arrays.longitude[r] = row.longitude;
    arrays.state[r] = stateIndex.get(row.state) ?? 0;
    const cityKey = `${row.state}/${row.city_key}`;
    if (!cities.ids.has(cityKey)) cityNames.push({ city: row.city, state: row.state });
    arrays.city[r] = cities.id(cityKey);
    arrays.cuisineStart[r] = cuisineOf.length;
    for (const cuisine of JSON.parse(row.cuisines) as string[]) cuisineOf.push(cuisines.id(cuisine));
    arrays.zone[r] = zones.id(row.timezone);
    arrays.hoursStart[r] = weekHours.length / 2;
    const hours = row.hours === null ? null : (JSON.parse(row.hours) as HoursRange[]);
    arrays.hoursKnown[r] = hours === null ? 0 : 1;
    for (const range of hours ?? []) for (const [start, end] of weekRanges(range)) weekHours.push(start, end);
    arrays.firstItem[r] = row.first_item;
    arrays.restaurantDietary[r] = row.meal_dietary;
    if (row.chain_id !== null) {
      if (!chains.ids.has(row.chain_id))
        chainList.push({ id: row.chain_id, name: row.chain_name!, locations: row.chain_locations! });
      arrays.chain[r] = chains.id(row.chain_id) + 1;
    }
    arrays.service[r] = serviceBits(SERVICE_ATTRIBUTES.filter((name) => row[name] === 1));
  }
  arrays.cuisineStart[n + 1] = cuisineOf.length;
  arrays.hoursStart[n + 1] = weekHours.length / 2;
  arrays.firstItem[n + 1] = items + 1;
  const insert = db.prepare<[string, Buffer]>('INSERT INTO attributes VALUES (?, ?)');
  const blob = (view: ArrayBufferView) => Buffer.from(view.buffer, view.byteOffset, view.byteLength);
  for (const [name, view] of Object.entries({
    ...arrays,
    cuisineOf: Uint8Array.from(cuisineOf),
    weekHours: Uint16Array.from(weekHours),
    priceCents,
    dietary,
  })) {
    checkBlob(name, view.byteLength);
    insert.run(name, blob(view));
  }
  const names: Dictionaries = {
    cuisines: [...cuisines.ids.keys()],
    zones: [...zones.ids.keys()],
    cities: cityNames,
    chains: chainList,
  };
  insert.run('dictionaries', Buffer.from(JSON.stringify(names)));
}

/**
 * Loads the attributes written by `writeAttributes`, copied into aligned typed arrays: in shared memory when
 * `shared`, so that a pool's catalog threads can all read one copy (`pooled-catalog.ts`).
 */
export function readAttributes(db: Database.Database, { shared = false } = {}): Attributes {
  const read = db.prepare<[string], Buffer>('SELECT data FROM attributes WHERE name = ?').pluck();
  const arrays = Object.fromEntries(
    Object.entries<new (buffer: ArrayBufferLike) => ArrayBufferView>(ARRAY_TYPES).map(([name, Type]) => {
      const data = read.get(name);
      if (!data) throw new Error(`the catalog has no attribute ${name}`);
      const aligned = shared ? new SharedArrayBuffer(data.byteLength) : new ArrayBuffer(data.byteLength);
      new Uint8Array(aligned).set(data);
      return [name, new Type(aligned)];
    }),
  ) as unknown as Arrays;
  const dictionaries = JSON.parse(read.get('dictionaries')!.toString('utf8')) as Dictionaries;
  const items = arrays.priceCents.length - 1;
  return {
    ...arrays,
    ...dictionaries,
    restaurantOf: restaurantsOfItems(arrays.firstItem, items, shared),
    restaurants: arrays.priceTier.length - 1,
    items,
  };
}

/** Per item rowid (index 0 unused), the restaurant whose run of rowids holds it. */
function restaurantsOfItems(firstItem: Uint32Array, items: number, shared: boolean): Uint32Array {
  const restaurantOf = new Uint32Array(
    shared ? new SharedArrayBuffer((items + 1) * 4) : new ArrayBuffer((items + 1) * 4),
  );
  for (let r = 1; r < firstItem.length - 1; r += 1) restaurantOf.fill(r, firstItem[r]!, firstItem[r + 1]!);
  return restaurantOf;
}

/**
 * Minutes since Monday 00:00 local time at `at` in each of the catalog's time zones, by zone index. The same for
 * every instant of a minute (zones are whole minutes apart), so kept for the last few minutes asked: each search
 * asks, and reading a time zone's clock is a few microseconds a zone.
 */
export function weekMinutes(attributes: Attributes, at: Date): Uint16Array {
  const minute = Math.floor(at.getTime() / MINUTE_MS);
  return keptMinutes(attributes, `${minute}`, () =>
    Uint16Array.from(attributes.zones, (zone) => {
      const { day, minutes } = zonedMoment(new Date(minute * MINUTE_MS), zone);
      return DAYS.indexOf(day) * 1440 + minutes;
    }),
  );
}

/** Minutes since Monday 00:00 of `minute` after midnight on each time zone's own date at `at`, by zone index. */
export function weekMinutesTonight(attributes: Attributes, at: Date, minute: number): Uint16Array {
  const now = Math.floor(at.getTime() / MINUTE_MS);
  return keptMinutes(attributes, `${now} ${minute}`, () =>
    Uint16Array.from(
      attributes.zones,
      (zone) => DAYS.indexOf(zonedMoment(new Date(now * MINUTE_MS), zone).day) * 1440 + minute,
    ),
  );
}

const MINUTE_MS = 60_000;
/** Per catalog, the minutes by zone of the last few instants asked (by minute), least recently asked first. */
const minutesKept = new WeakMap<Attributes, Map<string, Uint16Array>>();

function keptMinutes(attributes: Attributes, key: string, work: () => Uint16Array): Uint16Array {
  let kept = minutesKept.get(attributes);
  if (!kept) minutesKept.set(attributes, (kept = new Map()));
  const found = kept.get(key) ?? work();
  kept.delete(key);
  kept.set(key, found);
  if (kept.size > 8) kept.delete(kept.keys().next().value!);
  return found;
}

/** Whether restaurant `r` is open at the instant `weekMinutes` was computed for; never when its hours are unknown. */
export function isOpen(attributes: Attributes, r: number, minutesByZone: Uint16Array): boolean {
  if (attributes.hoursKnown[r] === 0) return false;
  const minute = minutesByZone[attributes.zone[r]!]!;
  const { hoursStart, weekHours } = attributes;
  for (let i = hoursStart[r]!; i < hoursStart[r + 1]!; i += 1) {
    if (minute >= weekHours[2 * i]! && minute < weekHours[2 * i + 1]!) return true;
  }
  return false;
}
