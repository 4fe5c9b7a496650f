/**
 * The IANA time zone of a US position, from the boundary polygons the geo-tz package keeps in step with the tz
 * database's own boundary releases. The hand-drawn longitude lines this replaces were wrong where zones follow county
 * and reservation lines (the Navajo Nation keeps daylight time inside Arizona; Fort Pierre is Mountain across the
 * river from Pierre), and would drift as zones change. The figures behind the choice are in docs/sample-data.md.
 */
import { find } from 'geo-tz';

/** How far from a point off the coast (a pier, a rounded coordinate) the nearest zone on land is looked for. */
const SHORE_STEPS_DEGREES = [0.02, 0.05, 0.1, 0.2, 0.5];
const DIRECTIONS = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
] as const;

/** A zone on land: over the sea the polygons answer a nautical zone ("Etc/GMT+5") that no clock on land keeps. */
function landZoneAt(latitude: number, longitude: number): string | undefined {
  return find(latitude, longitude).find((zone) => !zone.startsWith('Etc/'));
}

/** The zone a restaurant at this position keeps; `state` only names the place in the error for a point far at sea. */
export function timezoneFor(state: string, latitude: number, longitude: number): string {
  const here = landZoneAt(latitude, longitude);
  if (here) return here;
  for (const step of SHORE_STEPS_DEGREES) {
    for (const [north, east] of DIRECTIONS) {
      const near = landZoneAt(latitude + north * step, longitude + east * step);
      if (near) return near;
    }
  }
  throw new Error(`No time zone on land within ${SHORE_STEPS_DEGREES.at(-1)}° of ${latitude}, ${longitude} (${state})`);
}
