/**
 * d3-geo's geoAlbersUsa at the scale and translation us-atlas used for its pre-projected "albers" files (1300,
 * [487.5, 305]): a longitude/latitude lands on the same 975×610 frame as the states drawn from
 * `us-atlas/states-albers-10m.json`. The lower 48 on one conic equal-area projection, Alaska and Hawaii on their own,
 * moved into insets; a point outside all three boxes (Puerto Rico, say) has no place on this map. Written out
 * (about forty lines) instead of importing d3-geo, whose clipping and resampling machinery a point does not need.
 */
const SCALE = 1300;
const [X, Y] = [487.5, 305];
const RADIANS = Math.PI / 180;
const EPSILON = 1e-6;

type Point = readonly [x: number, y: number];
type Box = readonly [x0: number, y0: number, x1: number, y1: number];

/** A conic equal-area projection as d3 builds it: rotate, project, then scale and translate about `center`. */
function conicEqualArea(options: {
  parallels: readonly [number, number];
  rotate: number;
  center: Point;
  scale: number;
  translate: Point;
  clip: Box;
}): (longitude: number, latitude: number) => Point | null {
  const sy0 = Math.sin(options.parallels[0] * RADIANS);
  const n = (sy0 + Math.sin(options.parallels[1] * RADIANS)) / 2;
  const c = 1 + sy0 * (2 * n - sy0);
  const r0 = Math.sqrt(c) / n;
  const raw = (lambda: number, phi: number): Point => {
    const r = Math.sqrt(c - 2 * n * Math.sin(phi)) / n;
    return [r * Math.sin(lambda * n), r0 - r * Math.cos(lambda * n)];
  };
  const [cx, cy] = raw(options.center[0] * RADIANS, options.center[1] * RADIANS);
  const [tx, ty] = options.translate;
  const [x0, y0, x1, y1] = options.clip;
  return (longitude, latitude) => {
    let lambda = (longitude + options.rotate) * RADIANS;
    if (lambda > Math.PI) lambda -= 2 * Math.PI;
    else if (lambda < -Math.PI) lambda += 2 * Math.PI;
    const [px, py] = raw(lambda, latitude * RADIANS);
    const x = tx + options.scale * (px - cx);
    const y = ty - options.scale * (py - cy);
    return x0 <= x && x <= x1 && y0 <= y && y <= y1 ? [x, y] : null;
  };
}

const k = SCALE;
const PARTS = [
  conicEqualArea({
    parallels: [29.5, 45.5],
    rotate: 96,
    center: [-0.6, 38.7],
    scale: k,
    translate: [X, Y],
    clip: [X - 0.455 * k, Y - 0.238 * k, X + 0.455 * k, Y + 0.238 * k],
  }),
  conicEqualArea({
    parallels: [55, 65],
    rotate: 154,
    center: [-2, 58.5],
    scale: 0.35 * k,
    translate: [X - 0.307 * k, Y + 0.201 * k],
    clip: [X - 0.425 * k + EPSILON, Y + 0.12 * k + EPSILON, X - 0.214 * k - EPSILON, Y + 0.234 * k - EPSILON],
  }),
  conicEqualArea({
    parallels: [8, 18],
    rotate: 157,
    center: [-3, 19.9],
    scale: k,
    translate: [X - 0.205 * k, Y + 0.212 * k],
    clip: [X - 0.214 * k + EPSILON, Y + 0.166 * k + EPSILON, X - 0.115 * k - EPSILON, Y + 0.234 * k - EPSILON],
  }),
];

/** The map frame's size: us-atlas's albers files fill 975×610. */
export const ALBERS_FRAME = { width: 975, height: 610 } as const;

/** Where a longitude/latitude falls on the frame, or null when it falls outside the lower 48 and both insets. */
export function albersUsa(longitude: number, latitude: number): Point | null {
  for (const part of PARTS) {
    const point = part(longitude, latitude);
    if (point) return point;
  }
  return null;
}
