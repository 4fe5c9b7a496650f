/** Which place names a map shows at a zoom: the largest places first, as many as fit without overlapping. */

export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  /** In thousands of people. */
  population: number;
}

export interface PlacedLabel {
  place: Place;
  /** The label's middle, in the map's pixels. */
  x: number;
  y: number;
  width: number;
}

/** The smallest place named at a zoom (thousands of people): a state's largest cities, then towns as one comes closer. */
function minPopulation(zoom: number): number {
  if (zoom < 6) return 250;
  if (zoom < 7) return 100;
  if (zoom < 8) return 40;
  if (zoom < 9) return 15;
  return 0;
}

const LABEL_HEIGHT = 18;
const CHAR_WIDTH = 7;
const MAX_LABELS = 40;

/**
 * `places` largest first; `toPixel` places a point on the map, whose view is `width` × `height` pixels. A label cut by
 * the view's edge, or that would overlap one already chosen, is left out, so a larger town keeps its name beside a
 * smaller one.
 */
export function chooseLabels(
  places: readonly Place[],
  zoom: number,
  toPixel: (place: Place) => { x: number; y: number },
  view: { width: number; height: number },
): PlacedLabel[] {
  const floor = minPopulation(zoom);
  const chosen: PlacedLabel[] = [];
  for (const place of places) {
    if (place.population < floor || chosen.length === MAX_LABELS) break;
    const at = toPixel(place);
    const width = place.name.length * CHAR_WIDTH + 10;
    const inside =
      at.x - width / 2 >= 0 && at.x + width / 2 <= view.width && at.y >= LABEL_HEIGHT / 2 && at.y <= view.height;
    if (!inside) continue;
    const overlaps = chosen.some(
      (other) => Math.abs(other.x - at.x) * 2 < other.width + width && Math.abs(other.y - at.y) < LABEL_HEIGHT,
    );
    if (!overlaps) chosen.push({ place, ...at, width });
  }
  return chosen;
}
