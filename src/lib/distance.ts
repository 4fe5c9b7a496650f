/**
 * Distances in the units a person reads: miles and feet (the default, for a US audience) or kilometres and metres.
 * The API speaks metres; only what is shown changes.
 */
import { NEAR_RADIUS_M } from '../../rules/limits';

export type DistanceUnits = 'imperial' | 'metric';

const METRES_PER_MILE = 1609.344;
const METRES_PER_FOOT = 0.3048;

const unitFormat = (unit: 'mile' | 'foot' | 'kilometer' | 'meter', fractionDigits: number) =>
  new Intl.NumberFormat('en-US', { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: fractionDigits });
const FORMATS = {
  miles: unitFormat('mile', 1),
  wholeMiles: unitFormat('mile', 0),
  feet: unitFormat('foot', 0),
  kilometres: unitFormat('kilometer', 1),
  wholeKilometres: unitFormat('kilometer', 0),
  metres: unitFormat('meter', 0),
};

/**
 * "350 ft", "0.4 mi", "12 mi"; or "350 m", "2.4 km", "12 km". Short distances in feet or metres rounded to ten
 * (a walk is not measured to the foot), a tenth of a mile or kilometre below ten, whole ones above.
 */
export function formatDistance(metres: number, units: DistanceUnits): string {
  if (units === 'metric') {
    if (metres < 1000) return FORMATS.metres.format(Math.round(metres / 10) * 10);
    const km = metres / 1000;
    return (km < 10 ? FORMATS.kilometres : FORMATS.wholeKilometres).format(km);
  }
  const miles = metres / METRES_PER_MILE;
  if (miles < 0.1) return FORMATS.feet.format(Math.round(metres / METRES_PER_FOOT / 10) * 10);
  return (miles < 10 ? FORMATS.miles : FORMATS.wholeMiles).format(miles);
}

/** The radii "Near me" offers in each unit system, as round numbers of its own unit, in metres (the API's range). */
const inMetres = (miles: number) => Math.round(miles * METRES_PER_MILE);
const RADII: Record<DistanceUnits, { choices: readonly number[]; default: number }> = {
  imperial: { choices: [0.5, 1, 2, 3, 5, 10, 25].map(inMetres), default: inMetres(3) },
  metric: { choices: [1_000, 2_000, 5_000, 10_000, 25_000, 50_000], default: NEAR_RADIUS_M.default },
};

/** The radii to choose from, with `current` among them (a shared link may carry another unit's radius). */
export function radiusChoices(units: DistanceUnits, current: number): number[] {
  return [...new Set([...RADII[units].choices, current])].sort((a, b) => a - b);
}

/** The radius "Near me" starts with: 3 miles, or 5 km. */
export const defaultRadius = (units: DistanceUnits) => RADII[units].default;
