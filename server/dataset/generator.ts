/**
 * The deterministic sample dataset: restaurants spread over real US places in proportion to population, each
 * with a cuisine drawn from its place's regional mix, and a menu generated on demand from (seed, restaurant id).
 * Every random choice comes from a stream keyed by the seed and what it describes, never by call order.
 */
import { CUISINE_BY_SLUG, PRICE_RANGES, cuisineInfos, cuisineTableFor, type Cuisine } from './cuisines.ts';
import { openingHours } from './hours.ts';
import { generateMenu } from './menus.ts';
import { restaurantName } from './names.ts';
import { onStateLand } from './land.ts';
import { allocateRestaurants, findPlace, places, type Place } from './places.ts';
import { Rng, makeId, slugify, weighted } from './random.ts';
import type { DatasetGenerator, DatasetOptions, GeneratedRestaurant, PriceRange } from './types.ts';

/** Restaurants at scale 1 (the specification's dataset size). */
export const FULL_SCALE_RESTAURANTS = 180_000;

const STREET_NAMES = [
  'Main',
  'Oak',
  'Pine',
  'Maple',
  'Cedar',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'Walnut',
  'Church',
  'Spring',
  'Ridge',
  'Lincoln',
  'Jefferson',
  'Madison',
  'Franklin',
  'Center',
  'Market',
  'River',
  'Mill',
  'Highland',
  'Sunset',
  'Broadway',
  'Chestnut',
  'Jackson',
  'Union',
  'Water',
  'College',
  'Front',
  'Grand',
  'Magnolia',
  'Willow',
  'Dogwood',
  'Commerce',
  'Harbor',
  'Mission',
  'Congress',
  'Peachtree',
  'Colfax',
  'Bay',
  'Valley',
  '1st',
  '2nd',
  '3rd',
  '4th',
  '5th',
  '6th',
  '7th',
  '8th',
  '9th',
  '10th',
  '12th',
  '14th',
  '21st',
];
const STREET_TYPES = [
  ['St', 5],
  ['Ave', 4],
  ['Blvd', 1.5],
  ['Rd', 2],
  ['Dr', 1.5],
  ['Ln', 0.5],
  ['Way', 0.7],
  ['Pkwy', 0.4],
  ['Hwy', 0.5],
] as const;
const DIRECTIONS = ['N', 'S', 'E', 'W'];

/** Area codes per state (a few per state are enough to look local). */
const AREA_CODES: Record<string, readonly number[]> = {
  AL: [205, 251, 256, 334],
  AK: [907],
  AZ: [480, 520, 602, 623, 928],
  AR: [479, 501, 870],
  CA: [213, 310, 415, 510, 619, 626, 714, 818, 916, 949],
  CO: [303, 719, 720, 970],
  CT: [203, 860],
  DE: [302],
  DC: [202],
  FL: [305, 407, 561, 727, 813, 904, 954],
  GA: [404, 470, 678, 706, 912],
  HI: [808],
  ID: [208],
  IL: [217, 312, 630, 708, 773, 847],
  IN: [219, 317, 574, 812],
  IA: [319, 515, 563, 712],
  KS: [316, 785, 913],
  KY: [270, 502, 606, 859],
  LA: [225, 318, 337, 504],
  ME: [207],
  MD: [240, 301, 410, 443],
  MA: [413, 508, 617, 781, 978],
  MI: [248, 313, 517, 616, 734, 810],
  MN: [218, 507, 612, 651, 763, 952],
  MS: [228, 601, 662],
  MO: [314, 417, 573, 636, 816],
  MT: [406],
  NE: [308, 402, 531],
  NV: [702, 725, 775],
  NH: [603],
  NJ: [201, 609, 732, 856, 908, 973],
  NM: [505, 575],
  NY: [212, 315, 347, 516, 518, 585, 631, 718, 914, 917],
  NC: [252, 336, 704, 828, 910, 919, 980],
  ND: [701],
  OH: [216, 330, 419, 513, 614, 937],
  OK: [405, 580, 918],
  OR: [503, 541, 971],
  PA: [215, 267, 412, 570, 610, 717, 814],
  RI: [401],
  SC: [803, 843, 864],
  SD: [605],
  TN: [423, 615, 731, 865, 901],
  TX: [210, 214, 281, 512, 713, 817, 832, 915, 956, 972],
  UT: [385, 435, 801],
  VT: [802],
  VA: [540, 571, 703, 757, 804],
  WA: [206, 253, 360, 425, 509],
  WV: [304, 681],
  WI: [262, 414, 608, 715, 920],
  WY: [307],
};

/** Restaurants sit within this distance of one of their city's ZIP centres. */
const ZIP_RADIUS_KM = 0.9;
const KM_PER_DEGREE = 111.32;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function streetAddress(rng: Rng): { street: string; streetName: string } {
  const streetName = rng.pick(STREET_NAMES);
  const direction = rng.chance(0.2) ? `${rng.pick(DIRECTIONS)} ` : '';
  const number = rng.chance(0.5) ? rng.between(100, 2999) : rng.between(1, 12999);
  return { street: `${number} ${direction}${streetName} ${weighted(rng, STREET_TYPES)}`, streetName };
}

/**
 * A point within ~1 km of one of the city's ZIP centres, on the state's land (a few tries, then the centre itself,
 * which the place list only keeps when it is on land), with that ZIP as the postal code.
 */
function locate(rng: Rng, place: Place): { latitude: number; longitude: number; postalCode: string } {
  const zip = rng.pick(place.zips);
  for (let attempt = 0; attempt < 6; attempt++) {
    const distance = ZIP_RADIUS_KM * Math.sqrt(rng.next());
    const angle = 2 * Math.PI * rng.next();
    const latitude = round(zip.lat + (distance / KM_PER_DEGREE) * Math.cos(angle), 6);
    const longitude = round(
      zip.lon + (distance / (KM_PER_DEGREE * Math.cos((zip.lat * Math.PI) / 180))) * Math.sin(angle),
      6,
    );
    if (onStateLand(place.state, latitude, longitude)) return { latitude, longitude, postalCode: zip.zip };
  }
  return { latitude: zip.lat, longitude: zip.lon, postalCode: zip.zip };
}

function phone(rng: Rng, state: string): string | null {
  if (rng.chance(0.06)) return null;
  const areaCode = rng.pick(AREA_CODES[state] ?? [555]);
  return `+1${areaCode}${rng.between(200, 999)}${String(rng.int(10_000)).padStart(4, '0')}`;
}

/** Ratings cluster around 4.0–4.4 with a long tail of review counts; a few places have no reviews yet. */
function rating(rng: Rng): { ratingAverage: number | null; ratingCount: number } {
  if (rng.chance(0.03)) return { ratingAverage: null, ratingCount: 0 };
  const ratingCount = Math.max(1, Math.min(25_000, Math.round(Math.exp(4.1 + 1.25 * rng.normal()))));
  // Few reviews make a noisier average.
  const noise = 0.38 + 0.9 / Math.sqrt(ratingCount);
  const ratingAverage = round(Math.min(5, Math.max(1, 4.1 + noise * rng.normal())), 1);
  return { ratingAverage, ratingCount };
}

function priceRange(rng: Rng, cuisine: Cuisine, place: Place): PriceRange | null {
  if (rng.chance(0.03)) return null;
  // Expensive places have a few more upscale restaurants.
  const lift = Math.max(0.6, Math.min(1.8, place.costIndex ** 2));
  const [a, b, c, d] = cuisine.price;
  return weighted(
    rng,
    PRICE_RANGES.map((range, i) => [range, [a, b * lift, c * lift * lift, d * lift * lift][i]!] as const),
  );
}

function cuisinesOf(rng: Rng, cuisine: Cuisine): string[] {
  const slugs = [cuisine.slug, ...cuisine.parents];
  for (const [slug, probability] of cuisine.extras ?? []) if (rng.chance(probability)) slugs.push(slug);
  return [...new Set(slugs)];
}

function generateRestaurants({ seed, scale }: DatasetOptions): GeneratedRestaurant[] {
  const total = Math.max(1, Math.round(FULL_SCALE_RESTAURANTS * scale));
  const list = places();
  const counts = allocateRestaurants(list, total);
  const restaurants: GeneratedRestaurant[] = [];
  list.forEach((place, placeIndex) => {
    for (let k = 0; k < (counts[placeIndex] ?? 0); k += 1) {
      const index = restaurants.length;
      const rng = Rng.from(`${seed}/restaurant/${index}`);
      const cuisine = cuisineTableFor(place).draw(rng);
      const range = priceRange(rng, cuisine, place);
      const { street, streetName } = streetAddress(rng);
      const location = locate(rng, place);
      const name = restaurantName(rng, cuisine.menu, place.name, streetName);
      const website = rng.chance(0.7) ? `https://www.${slugify(name).replaceAll('-', '')}.com` : null;
      restaurants.push({
        id: makeId('rst', `${seed}/${index}`),
        name,
        cuisines: cuisinesOf(rng, cuisine),
        priceRange: range,
        ...rating(rng),
        street,
        city: place.name,
        state: place.state,
        ...location,
        phone: phone(rng, place.state),
        website,
        timezone: place.timezone,
        hours: openingHours(rng, cuisine.hours, range),
      });
    }
  });
  return restaurants;
}

export function createGenerator(options: DatasetOptions): DatasetGenerator {
  let restaurants: GeneratedRestaurant[] | undefined;
  return {
    options,
    restaurants: () => (restaurants ??= generateRestaurants(options)),
    menu: (restaurant) => {
      const cuisine = CUISINE_BY_SLUG.get(restaurant.cuisines[0] ?? '');
      const place = findPlace(restaurant.city, restaurant.state);
      if (!cuisine || !place) throw new Error(`${restaurant.id} was not made by this generator`);
      return generateMenu(Rng.from(`${options.seed}/menu/${restaurant.id}`), {
        cuisine,
        priceRange: restaurant.priceRange,
        costIndex: place.costIndex,
        restaurantId: restaurant.id,
      });
    },
    cuisines: cuisineInfos,
  };
}
