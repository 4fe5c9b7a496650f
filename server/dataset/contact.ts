/**
 * Phone numbers and websites. Area codes follow the city's location: each code is anchored at a city it serves
 * (NANPA's area-code maps, overlays sharing their anchor), and a restaurant gets a code of the anchor nearest its
 * city within its state. Exchanges are never N11 (service codes) or 555.
 */
import { findPlace, type Place } from './places.ts';
import { type Rng } from './random.ts';
import { slugify } from '../index/ids.ts';

/**
 * Area codes by state as "code Anchor City" entries; codes that share an anchor are overlays of one area.
 * Source: the North American Numbering Plan Administrator's area-code maps (general knowledge, 2024 plan; a few
 * rural codes are anchored at their largest city).
 */
// prettier-ignore
const AREA_CODES: Readonly<Record<string, string>> = {
  AL: '205 Birmingham|659 Birmingham|251 Mobile|256 Huntsville|938 Huntsville|334 Montgomery',
  AK: '907 Anchorage',
  AZ: '602 Phoenix|480 Mesa|623 Glendale|520 Tucson|928 Flagstaff',
  AR: '501 Little Rock|479 Fort Smith|870 Jonesboro',
  CA: '213 Los Angeles|323 Los Angeles|310 Santa Monica|424 Santa Monica|818 Burbank|747 Burbank|626 Pasadena|562 Long Beach|415 San Francisco|628 San Francisco|408 San Jose|669 San Jose|510 Oakland|341 Oakland|650 San Mateo|925 Concord|707 Santa Rosa|619 San Diego|858 San Diego|760 Oceanside|442 Oceanside|714 Anaheim|657 Anaheim|949 Irvine|909 San Bernardino|840 San Bernardino|951 Riverside|916 Sacramento|279 Sacramento|530 Redding|209 Stockton|559 Fresno|661 Bakersfield|805 Santa Barbara|820 Santa Barbara|831 Salinas|661 Lancaster|760 Palm Springs',
  CO: '303 Denver|720 Denver|983 Denver|719 Colorado Springs|970 Fort Collins',
  CT: '203 New Haven|475 New Haven|860 Hartford|959 Hartford',
  DE: '302 Wilmington',
  DC: '202 Washington|771 Washington',
  FL: '305 Miami|786 Miami|954 Fort Lauderdale|754 Fort Lauderdale|561 West Palm Beach|407 Orlando|689 Orlando|321 Melbourne|813 Tampa|656 Tampa|727 St. Petersburg|904 Jacksonville|850 Tallahassee|352 Gainesville|239 Fort Myers|941 Sarasota|863 Lakeland|386 Daytona Beach|772 Port Saint Lucie',
  GA: '404 Atlanta|470 Atlanta|678 Atlanta|770 Marietta|706 Augusta|762 Augusta|912 Savannah|478 Macon|229 Albany',
  HI: '808 Honolulu',
  ID: '208 Boise|986 Boise',
  IL: '312 Chicago|773 Chicago|872 Chicago|847 Evanston|224 Evanston|630 Naperville|331 Naperville|708 Cicero|815 Rockford|779 Rockford|309 Peoria|217 Springfield|618 Belleville',
  IN: '317 Indianapolis|463 Indianapolis|219 Gary|260 Fort Wayne|574 South Bend|765 Lafayette|812 Evansville|930 Evansville',
  IA: '515 Des Moines|319 Cedar Rapids|563 Davenport|641 Mason City|712 Sioux City',
  KS: '316 Wichita|913 Overland Park|785 Topeka|620 Hutchinson',
  KY: '502 Louisville|859 Lexington|270 Bowling Green|606 Ashland',
  LA: '504 New Orleans|985 Houma|225 Baton Rouge|337 Lafayette|318 Shreveport',
  ME: '207 Portland',
  MD: '410 Baltimore|443 Baltimore|667 Baltimore|301 Rockville|240 Rockville',
  MA: '617 Boston|857 Boston|781 Waltham|339 Waltham|508 Worcester|774 Worcester|978 Lowell|351 Lowell|413 Springfield',
  MI: '313 Detroit|248 Troy|947 Troy|586 Warren|734 Ann Arbor|517 Lansing|616 Grand Rapids|269 Kalamazoo|810 Flint|989 Saginaw|231 Muskegon|906 Marquette',
  MN: '612 Minneapolis|651 Saint Paul|763 Brooklyn Park|952 Bloomington|507 Rochester|218 Duluth|320 Saint Cloud',
  MS: '601 Jackson|769 Jackson|228 Gulfport|662 Tupelo',
  MO: '314 St. Louis|636 O\'Fallon|816 Kansas City|417 Springfield|573 Columbia|660 Sedalia',
  MT: '406 Billings',
  NE: '402 Omaha|531 Omaha|308 Grand Island',
  NV: '702 Las Vegas|725 Las Vegas|775 Reno',
  NH: '603 Manchester',
  NJ: '201 Jersey City|551 Jersey City|973 Newark|862 Newark|908 Elizabeth|732 New Brunswick|848 New Brunswick|609 Trenton|640 Trenton|856 Camden',
  NM: '505 Albuquerque|575 Las Cruces',
  NY: '212 New York|646 New York|332 New York|917 New York|718 New York|347 New York|929 New York|516 Hempstead|631 Brentwood|934 Brentwood|914 Yonkers|845 Poughkeepsie|518 Albany|838 Albany|315 Syracuse|680 Syracuse|585 Rochester|716 Buffalo|607 Binghamton',
  NC: '704 Charlotte|980 Charlotte|919 Raleigh|984 Raleigh|336 Greensboro|743 Greensboro|910 Fayetteville|252 Greenville|828 Asheville',
  ND: '701 Fargo',
  OH: '216 Cleveland|440 Parma|330 Akron|234 Akron|614 Columbus|380 Columbus|513 Cincinnati|937 Dayton|419 Toledo|567 Toledo|740 Newark',
  OK: '405 Oklahoma City|572 Oklahoma City|918 Tulsa|539 Tulsa|580 Lawton',
  OR: '503 Portland|971 Portland|541 Eugene|458 Eugene',
  PA: '215 Philadelphia|267 Philadelphia|445 Philadelphia|610 Allentown|484 Allentown|412 Pittsburgh|878 Pittsburgh|724 Washington|717 Harrisburg|223 Harrisburg|570 Scranton|814 Erie',
  RI: '401 Providence',
  SC: '803 Columbia|843 Charleston|854 Charleston|864 Greenville',
  SD: '605 Sioux Falls',
  TN: '615 Nashville|629 Nashville|901 Memphis|865 Knoxville|423 Chattanooga|731 Jackson|931 Clarksville',
  TX: '214 Dallas|469 Dallas|972 Dallas|945 Dallas|817 Fort Worth|682 Fort Worth|713 Houston|281 Houston|832 Houston|346 Houston|210 San Antonio|726 San Antonio|512 Austin|737 Austin|915 El Paso|956 Laredo|361 Corpus Christi|409 Beaumont|254 Waco|903 Tyler|430 Tyler|940 Denton|806 Lubbock|325 Abilene|432 Midland|830 New Braunfels|936 Conroe|979 Bryan',
  UT: '801 Salt Lake City|385 Salt Lake City|435 Saint George',
  VT: '802 Burlington',
  VA: '703 Arlington|571 Arlington|804 Richmond|757 Virginia Beach|948 Virginia Beach|540 Roanoke|434 Lynchburg|276 Bristol',
  WA: '206 Seattle|564 Seattle|425 Bellevue|253 Tacoma|360 Olympia|509 Spokane',
  WV: '304 Charleston|681 Charleston',
  WI: '414 Milwaukee|262 Waukesha|608 Madison|920 Green Bay|274 Green Bay|715 Eau Claire|534 Eau Claire',
  WY: '307 Cheyenne',
};

interface Anchor {
  lat: number;
  lon: number;
  codes: number[];
}

let anchorsByState: Map<string, Anchor[]> | undefined;

function anchors(state: string): Anchor[] {
  anchorsByState ??= new Map(
    Object.entries(AREA_CODES).map(([st, list]) => {
      const byCity = new Map<string, Anchor>();
      for (const entry of list.split('|')) {
        const [code, ...words] = entry.split(' ');
        const city = words.join(' ');
        const place = findPlace(city, st);
        if (!place) throw new Error(`Area code anchor ${city}, ${st} is not in the place list`);
        const anchor = byCity.get(city) ?? { lat: place.latitude, lon: place.longitude, codes: [] };
        anchor.codes.push(Number(code));
        byCity.set(city, anchor);
      }
      return [st, [...byCity.values()]];
    }),
  );
  const list = anchorsByState.get(state);
  if (!list) throw new Error(`No area codes for ${state}`);
  return list;
}

const localCodes = new Map<Place, readonly number[]>();

/** The area codes of a place: those of the nearest anchor in its state (overlays included). */
export function areaCodesOf(place: Place): readonly number[] {
  let codes = localCodes.get(place);
  if (!codes) {
    let best: Anchor | undefined;
    let bestD = Infinity;
    for (const anchor of anchors(place.state)) {
      const dLon = (anchor.lon - place.longitude) * Math.cos((place.latitude * Math.PI) / 180);
      const d = (anchor.lat - place.latitude) ** 2 + dLon ** 2;
      if (d < bestD) {
        bestD = d;
        best = anchor;
      }
    }
    codes = best!.codes;
    localCodes.set(place, codes);
  }
  return codes;
}

/**
 * E.164 number with a local area code (the original code of an overlaid area is the commonest), or null. Never one
 * already `assigned` to another restaurant: a big city at a large scale draws the same number now and then.
 */
export function phoneNumber(rng: Rng, place: Place, assigned: Set<string>): string | null {
  if (rng.chance(0.05)) return null;
  const codes = areaCodesOf(place);
  for (;;) {
    const code = rng.chance(0.55) ? codes[0]! : rng.pick(codes);
    let exchange = rng.between(201, 999);
    // N11 codes (211, 311 … 911) are service numbers and 555 is reserved for fiction: never a restaurant's exchange.
    while (exchange % 100 === 11 || exchange === 555) exchange = rng.between(201, 999);
    const number = `+1${code}${exchange}${String(rng.int(10_000)).padStart(4, '0')}`;
    if (!assigned.has(number)) {
      assigned.add(number);
      return number;
    }
  }
}

const TLDS = [
  ['com', 70],
  ['net', 6],
  ['co', 5],
  ['us', 3],
  ['restaurant', 2],
  ['kitchen', 1],
] as const;

/**
 * An independent restaurant's own domain, or null (about 40% have none). Unique across the whole sample: a name
 * already registered elsewhere gets its city, then its state, added, as a real owner would.
 */
export function independentWebsite(rng: Rng, name: string, place: Place, registered: Set<string>): string | null {
  if (rng.chance(place.tier === 'village' ? 0.55 : 0.38)) return null;
  const base = slugify(name).replaceAll('-', '');
  let tld = 'com';
  let target = rng.next() * 87;
  for (const [t, w] of TLDS) {
    target -= w;
    if (target < 0) {
      tld = t;
      break;
    }
  }
  const city = slugify(place.name).replaceAll('-', '');
  for (const label of [base, `${base}${city}`, `${base}${city}${place.state.toLowerCase()}`]) {
    const domain = `${label}.${tld}`;
    if (!registered.has(domain)) {
      registered.add(domain);
      return `https://www.${domain}`;
    }
  }
  for (let n = 2; ; n++) {
    const domain = `${base}${city}${n}.${tld}`;
    if (!registered.has(domain)) {
      registered.add(domain);
      return `https://www.${domain}`;
    }
  }
}
