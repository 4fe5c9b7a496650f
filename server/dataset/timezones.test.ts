/**
 * Time zones at towns beside zone lines, where a rule of thumb goes wrong: Indiana's counties, Kentucky, Tennessee,
 * the Florida panhandle, the Dakotas, Kansas, Nebraska, Idaho, Oregon's Malheur County, Michigan's Upper Peninsula,
 * West Texas, and the Navajo Nation (daylight time) around the Hopi (none) inside Arizona.
 */
import { describe, expect, it } from 'vitest';
import { timezoneFor } from './timezones.ts';

const BORDER_TOWNS: ReadonlyArray<
  readonly [town: string, state: string, latitude: number, longitude: number, zone: string]
> = [
  ['Gary', 'IN', 41.593, -87.346, 'America/Chicago'],
  ['Evansville', 'IN', 37.9716, -87.5711, 'America/Chicago'],
  ['Indianapolis', 'IN', 39.768, -86.158, 'America/Indiana/Indianapolis'],
  ['Knox', 'IN', 41.2959, -86.625, 'America/Indiana/Knox'],
  ['Tell City', 'IN', 37.9514, -86.7677, 'America/Indiana/Tell_City'],
  ['Vincennes', 'IN', 38.6773, -87.5286, 'America/Indiana/Vincennes'],
  ['Petersburg', 'IN', 38.492, -87.2786, 'America/Indiana/Petersburg'],
  ['Winamac', 'IN', 41.0514, -86.6031, 'America/Indiana/Winamac'],
  ['Vevay', 'IN', 38.7478, -85.0672, 'America/Indiana/Vevay'],
  ['Marengo', 'IN', 38.3695, -86.3439, 'America/Indiana/Marengo'],
  ['Louisville', 'KY', 38.2527, -85.7585, 'America/Kentucky/Louisville'],
  ['Bowling Green', 'KY', 36.9685, -86.4808, 'America/Chicago'],
  ['Monticello', 'KY', 36.8298, -84.8491, 'America/Kentucky/Monticello'],
  ['Lexington', 'KY', 38.0406, -84.5037, 'America/New_York'],
  ['Paducah', 'KY', 37.0834, -88.6001, 'America/Chicago'],
  ['Nashville', 'TN', 36.1627, -86.7816, 'America/Chicago'],
  ['Knoxville', 'TN', 35.9606, -83.9207, 'America/New_York'],
  ['Chattanooga', 'TN', 35.0456, -85.3097, 'America/New_York'],
  ['Crossville', 'TN', 35.9489, -85.0269, 'America/Chicago'],
  ['Pensacola', 'FL', 30.4213, -87.2169, 'America/Chicago'],
  ['Panama City', 'FL', 30.1588, -85.6602, 'America/Chicago'],
  ['Tallahassee', 'FL', 30.4383, -84.2807, 'America/New_York'],
  ['Apalachicola', 'FL', 29.7258, -84.9832, 'America/New_York'],
  ['Port St. Joe', 'FL', 29.8119, -85.303, 'America/New_York'],
  ['Bismarck', 'ND', 46.8083, -100.7837, 'America/Chicago'],
  ['Dickinson', 'ND', 46.8792, -102.7896, 'America/Denver'],
  ['New Salem', 'ND', 46.845, -101.411, 'America/North_Dakota/New_Salem'],
  ['Beulah', 'ND', 47.2633, -101.7779, 'America/North_Dakota/Beulah'],
  ['Center', 'ND', 47.1164, -101.2996, 'America/North_Dakota/Center'],
  ['Rapid City', 'SD', 44.0805, -103.231, 'America/Denver'],
  ['Pierre', 'SD', 44.3683, -100.351, 'America/Chicago'],
  ['Fort Pierre', 'SD', 44.3536, -100.3737, 'America/Denver'],
  ['Goodland', 'KS', 39.3508, -101.7101, 'America/Denver'],
  ['Colby', 'KS', 39.3958, -101.0524, 'America/Chicago'],
  ['North Platte', 'NE', 41.1239, -100.7654, 'America/Chicago'],
  ['Ogallala', 'NE', 41.128, -101.7196, 'America/Denver'],
  ['Scottsbluff', 'NE', 41.8666, -103.6672, 'America/Denver'],
  ['Valentine', 'NE', 42.8728, -100.551, 'America/Chicago'],
  ['Boise', 'ID', 43.615, -116.2023, 'America/Boise'],
  ["Coeur d'Alene", 'ID', 47.6777, -116.7805, 'America/Los_Angeles'],
  ['Lewiston', 'ID', 46.4165, -117.0177, 'America/Los_Angeles'],
  ['Ontario', 'OR', 44.0266, -116.9629, 'America/Boise'],
  ['Burns', 'OR', 43.5863, -119.0541, 'America/Los_Angeles'],
  ['Iron Mountain', 'MI', 45.8202, -88.066, 'America/Menominee'],
  ['Menominee', 'MI', 45.1078, -87.6143, 'America/Menominee'],
  ['Marquette', 'MI', 46.5436, -87.3954, 'America/Detroit'],
  ['Ironwood', 'MI', 46.4547, -90.171, 'America/Menominee'],
  ['El Paso', 'TX', 31.7619, -106.485, 'America/Denver'],
  ['Van Horn', 'TX', 31.0399, -104.8307, 'America/Chicago'],
  ['Sierra Blanca', 'TX', 31.1746, -105.3572, 'America/Denver'],
  ['Tuba City', 'AZ', 36.135, -111.2399, 'America/Denver'],
  ['Kayenta', 'AZ', 36.7278, -110.2546, 'America/Denver'],
  ['Window Rock', 'AZ', 35.6806, -109.0526, 'America/Denver'],
  ['Chinle', 'AZ', 36.1544, -109.5526, 'America/Denver'],
  ['Second Mesa', 'AZ', 35.8003, -110.5024, 'America/Phoenix'],
  ['Flagstaff', 'AZ', 35.1983, -111.6513, 'America/Phoenix'],
  ['Page', 'AZ', 36.9147, -111.4558, 'America/Phoenix'],
];

describe('timezoneFor', () => {
  it.each(BORDER_TOWNS)("%s, %s keeps its county's zone", (_town, state, latitude, longitude, zone) => {
    expect(timezoneFor(state, latitude, longitude)).toBe(zone);
  });

  it('gives a point just off the coast the zone of the shore, never a nautical one', () => {
    expect(timezoneFor('FL', 25.79, -80.115)).toBe('America/New_York'); // off Miami Beach
    expect(timezoneFor('CA', 34.0, -118.51)).toBe('America/Los_Angeles'); // off Santa Monica
  });

  it('refuses a point far out at sea, naming it', () => {
    expect(() => timezoneFor('HI', 30, -150)).toThrow(/No time zone on land .* \(HI\)/);
  });
});
