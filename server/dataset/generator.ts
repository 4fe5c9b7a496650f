/**
 * The deterministic sample dataset: restaurants spread over real US places in proportion to population, each
 * with a cuisine drawn from its place's regional mix, and a menu generated on demand from (seed, restaurant id).
 * Every random choice comes from a stream keyed by the seed and what it describes, never by call order.
 */
import { CHAIN_SHARE, brandNamed, brandTables, type Brand } from './chains.ts';
import { independentWebsite, phoneNumber } from './contact.ts';
import { CUISINE_BY_SLUG, PRICE_RANGES, cuisineInfos, cuisineTableFor } from './cuisines.ts';
import type { Cuisine } from './cuisine-type.ts';
import { openingHours } from './hours.ts';
import { chainPriceFactor } from './menu-pricing.ts';
import { generateMenu } from './menus.ts';
import { houseWordOf, promisedDishes, restaurantName } from './names.ts';
import { onStateLand } from './land.ts';
import { allocateRestaurants, findPlace, places, type CityTier, type Place } from './places.ts';
import { Rng, weighted } from './random.ts';
import { makeId } from '../index/ids.ts';
import { promisedDiets } from '../index/diet-promises.ts';
import { rating } from './ratings.ts';
import { serviceAttributes } from './service.ts';
import type {
  DatasetGenerator,
  DatasetOptions,
  GeneratedRestaurant,
  GeneratedSection,
  OpeningRange,
  PriceRange,
  ServiceAttributes,
} from '../index/source.ts';

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

/**
 * How likely a restaurant here belongs to a chain, relative to the national share: chains cluster in mid-size
 * cities and suburbs, and are fewer in dense, distinctive cores and in villages.
 */
const CHAIN_PROPENSITY: Readonly<Record<CityTier, number>> = { metro: 0.85, city: 1.15, town: 1.15, village: 0.7 };

const chainPropensity = (place: Place) => CHAIN_PROPENSITY[place.tier] / Math.sqrt(place.appeal);

/**
 * What every location of a brand shares besides name, website and price tier: cuisine tags, opening hours (set for
 * the suburbs and towns where most chain units are) and service attributes.
 */
function brandProfile(
  seed: number,
  brand: Brand,
): { cuisines: string[]; hours: OpeningRange[]; service: ServiceAttributes } {
  const rng = Rng.from(`${seed}/brand/${brand.key}`);
  return {
    cuisines: cuisinesOf(rng, brand.cuisine),
    hours: openingHours(rng, brand.cuisine.hours, brand.priceRange, 'town'),
    // A stream of its own, so that adding the attributes left every other draw where it was.
    service: serviceAttributes(Rng.from(`${seed}/brand-service/${brand.key}`), brand.cuisine, brand.priceRange, true),
  };
}

/**
 * Chains price regionally: the same menu at the chain's base prices × the place's regional factor. The last cent
 * digit is kept (a .99 board stays .x9) and the rest rounds to ten cents, so a $5 item keeps within the band too.
 */
function repriceForPlace(sections: GeneratedSection[], costIndex: number): GeneratedSection[] {
  const factor = chainPriceFactor(costIndex);
  return sections.map((section) => ({
    ...section,
    items: section.items.map((item) => {
      if (item.priceCents === null) return item;
      const digit = item.priceCents % 10;
      const dimes = Math.max(0, Math.round((item.priceCents * factor - digit) / 10));
      return { ...item, priceCents: dimes * 10 + digit };
    }),
  }));
}

function generateRestaurants({ seed, scale }: DatasetOptions): GeneratedRestaurant[] {
  const total = Math.max(1, Math.round(FULL_SCALE_RESTAURANTS * scale));
  const list = places();
  const counts = allocateRestaurants(list, total);
  const perState = new Map<string, number>();
  let propensitySum = 0;
  list.forEach((place, i) => {
    perState.set(place.state, (perState.get(place.state) ?? 0) + (counts[i] ?? 0));
    propensitySum += (counts[i] ?? 0) * chainPropensity(place);
  });
  const brandsFor = brandTables(perState);
  const profiles = new Map<Brand, ReturnType<typeof brandProfile>>();
  const domains = new Set<string>();
  const phones = new Set<string>();
  const restaurants: GeneratedRestaurant[] = [];
  list.forEach((place, placeIndex) => {
    const pChain = Math.min(0.9, (CHAIN_SHARE * chainPropensity(place) * total) / propensitySum);
    const takenNames = new Set<string>();
    for (let k = 0; k < (counts[placeIndex] ?? 0); k += 1) {
      const index = restaurants.length;
      const rng = Rng.from(`${seed}/restaurant/${index}`);
      const location = locate(rng, place);
      const { street, streetName } = streetAddress(rng);
      const brand = rng.chance(pChain) ? brandsFor(place).draw(rng) : undefined;
      let cuisine: Cuisine;
      let range: PriceRange | null;
      let name: string;
      let website: string | null;
      let cuisines: string[];
      let hours: OpeningRange[];
      let service: ServiceAttributes;
      if (brand) {
        let profile = profiles.get(brand);
        if (!profile) profiles.set(brand, (profile = brandProfile(seed, brand)));
        ({ cuisine, priceRange: range, name, website } = brand);
        ({ cuisines, hours, service } = profile);
      } else {
        cuisine = cuisineTableFor(place).draw(rng);
        range = priceRange(rng, cuisine, place);
        name = restaurantName(rng, cuisine, place.name, streetName, takenNames);
        takenNames.add(name);
        website = independentWebsite(rng, name, place, domains);
        cuisines = cuisinesOf(rng, cuisine);
        hours = openingHours(rng, cuisine.hours, range, place.tier);
        service = serviceAttributes(Rng.from(`${seed}/service/${index}`), cuisine, range, false);
      }
      restaurants.push({
        id: makeId('rst', `${seed}/${index}`),
        name,
        cuisines,
        priceRange: range,
        ...rating(rng, { cuisine, priceRange: range, chain: brand !== undefined, place }),
        street,
        city: place.name,
        state: place.state,
        ...location,
        phone: phoneNumber(rng, place, phones),
        website,
        timezone: place.timezone,
        hours,
        chain: brand?.name ?? null,
        service,
      });
    }
  });
  return restaurants;
}

export function createGenerator(options: DatasetOptions): DatasetGenerator {
  let restaurants: GeneratedRestaurant[] | undefined;
  return {
    options,
    source: `sample (scale ${options.scale}, seed ${options.seed})`,
    metadata: { seed: String(options.seed), scale: String(options.scale) },
    keepsDietPromises: true,
    restaurants: () => (restaurants ??= generateRestaurants(options)),
    menu: (restaurant) => {
      const place = findPlace(restaurant.city, restaurant.state);
      const brand = brandNamed(restaurant.name);
      // A vegan café lists only vegan dishes; a chain's name and cuisine tags are the same at every location.
      const diets = promisedDiets(restaurant.name, restaurant.cuisines);
      if (brand && place) {
        // Every location of a chain lists the same dishes: the menu is drawn from the brand, not the location.
        const menu = generateMenu(Rng.from(`${options.seed}/menu/${brand.key}`), {
          cuisine: brand.cuisine,
          priceRange: brand.priceRange,
          costIndex: 1,
          restaurantId: restaurant.id,
          promised: promisedDishes(brand.name),
          diets,
        });
        return repriceForPlace(menu, place.costIndex);
      }
      const cuisine = CUISINE_BY_SLUG.get(restaurant.cuisines[0] ?? '');
      if (!cuisine || !place) throw new Error(`${restaurant.id} was not made by this generator`);
      return generateMenu(Rng.from(`${options.seed}/menu/${restaurant.id}`), {
        cuisine,
        priceRange: restaurant.priceRange,
        costIndex: place.costIndex,
        restaurantId: restaurant.id,
        promised: promisedDishes(restaurant.name),
        house: houseWordOf(restaurant.name, cuisine),
        city: place.name,
        diets,
        tier: place.tier,
      });
    },
    cuisines: cuisineInfos,
  };
}
