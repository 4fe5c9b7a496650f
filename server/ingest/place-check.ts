/**
 * Whether an imported restaurant's coordinates agree with its address: on the land of the state it names, or
 * within a few kilometres of it (the Census outlines are drawn at 1:10,000,000, so a place on a river or a coast
 * can fall just outside its own state's shape). Otherwise the reason names what is wrong: another state, or no
 * state at all (outside the US, at sea, or the 0,0 that stands for "unknown").
 */
import { US_STATE_CODES } from '../../rules/us-states.ts';
import { onStateLand } from '../dataset/land.ts';

/** About 3 km in latitude; the same in degrees of longitude is less, which only makes the margin stricter. */
const MARGIN_DEGREES = 0.03;
const AROUND = [-1, 0, 1].flatMap((dLat) => [-1, 0, 1].map((dLon) => [dLat, dLon] as const));

function nearStateLand(state: string, latitude: number, longitude: number): boolean {
  return AROUND.some(([dLat, dLon]) =>
    onStateLand(state, latitude + dLat * MARGIN_DEGREES, longitude + dLon * MARGIN_DEGREES),
  );
}

/** Null when the coordinates fit the state; otherwise why not, in words for the reject report. */
export function placeProblem(state: string, latitude: number, longitude: number): string | null {
  if (!US_STATE_CODES.has(state)) return `not a US state: ${JSON.stringify(state)}`;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    return `coordinates not on Earth: ${latitude}, ${longitude}`;
  if (nearStateLand(state, latitude, longitude)) return null;
  const actual = [...US_STATE_CODES].find((code) => onStateLand(code, latitude, longitude));
  const at = `${latitude}, ${longitude}`;
  return actual === undefined
    ? `coordinates outside the US: ${at} (the address says ${state})`
    : `coordinates in another state: ${at} is in ${actual}, the address says ${state}`;
}
