/**
 * IANA zone for a US place. Most states sit in one zone; the split ones are decided by longitude/latitude lines
 * that follow the real boundaries closely enough for city centres.
 */

const SINGLE_ZONE: Record<string, string> = {
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  GA: 'America/New_York',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NY: 'America/New_York',
  NC: 'America/New_York',
  OH: 'America/New_York',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WV: 'America/New_York',
  AL: 'America/Chicago',
  AR: 'America/Chicago',
  IL: 'America/Chicago',
  IA: 'America/Chicago',
  LA: 'America/Chicago',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  OK: 'America/Chicago',
  WI: 'America/Chicago',
  CO: 'America/Denver',
  MT: 'America/Denver',
  NM: 'America/Denver',
  UT: 'America/Denver',
  WY: 'America/Denver',
  AZ: 'America/Phoenix',
  CA: 'America/Los_Angeles',
  WA: 'America/Los_Angeles',
  HI: 'Pacific/Honolulu',
};

export function timezoneFor(state: string, lat: number, lon: number): string {
  const single = SINGLE_ZONE[state];
  if (single) return single;
  switch (state) {
    case 'TX':
      // El Paso and Hudspeth counties keep Mountain time.
      return lon < -104.9 ? 'America/Denver' : 'America/Chicago';
    case 'FL':
      // The panhandle west of the Apalachicola River is Central.
      return lon < -85.0 && lat > 29.6 ? 'America/Chicago' : 'America/New_York';
    case 'IN':
      // Gary/Chicago suburbs and the Evansville corner are Central; the rest follows Indianapolis.
      if ((lat > 41.0 && lon < -86.6) || (lat < 38.6 && lon < -86.7)) return 'America/Chicago';
      return 'America/Indiana/Indianapolis';
    case 'KY':
      if (lon < -86.0) return 'America/Chicago';
      if (lon < -85.3 && lat > 37.9) return 'America/Kentucky/Louisville';
      return 'America/New_York';
    case 'TN':
      // East Tennessee (Knoxville, the Tri-Cities, Chattanooga) is Eastern.
      return lon > -84.9 || (lon > -85.5 && lat < 35.2) ? 'America/New_York' : 'America/Chicago';
    case 'MI':
      // Four Upper Peninsula counties on the Wisconsin border are Central.
      return lat > 45.0 && lon < -87.6 ? 'America/Menominee' : 'America/Detroit';
    case 'ND':
      return lon < -101.3 && lat < 47.0 ? 'America/Denver' : 'America/Chicago';
    case 'SD':
      return lon < -100.6 ? 'America/Denver' : 'America/Chicago';
    case 'NE':
      return lon < -101.4 ? 'America/Denver' : 'America/Chicago';
    case 'KS':
      return lon < -101.5 ? 'America/Denver' : 'America/Chicago';
    case 'ID':
      // The panhandle north of the Salmon River is Pacific.
      return lat > 45.5 ? 'America/Los_Angeles' : 'America/Boise';
    case 'OR':
      // Most of Malheur County (Ontario) is Mountain.
      return lon > -117.7 && lat < 44.5 ? 'America/Boise' : 'America/Los_Angeles';
    case 'NV':
      return lon > -114.2 ? 'America/Denver' : 'America/Los_Angeles';
    case 'AK':
      if (lon < -169) return 'America/Adak';
      return lon > -141 ? 'America/Juneau' : 'America/Anchorage';
    default:
      throw new Error(`No time zone rule for state ${state}`);
  }
}
