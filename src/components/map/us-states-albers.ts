import type { Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-albers-10m.json';
import { US_STATES } from '../../../rules/us-states';
import type { Box } from './national-map-scale';

/** One state's outline on the 975×610 frame, as an SVG path. */
export interface StateShape {
  code: string;
  name: string;
  path: string;
  box: Box;
}

const CODE_BY_NAME = new Map<string, string>(US_STATES.map(([code, name]) => [name, code]));

const line = (points: Position[]) => `M${points.map(([x, y]) => `${x!.toFixed(1)},${y!.toFixed(1)}`).join('L')}`;

let cached: { shapes: StateShape[]; borders: string } | null = null;

/**
 * The states as SVG paths, and the borders between them as one path: us-atlas's albers file is already projected to
 * the frame, so its coordinates are the paths'. Built once, on the first map drawn.
 */
export function stateShapes(): { shapes: StateShape[]; borders: string } {
  if (cached) return cached;
  const topology = states as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
  const shapes = feature(topology, topology.objects.states).features.flatMap((f) => {
    const code = CODE_BY_NAME.get(f.properties.name);
    const { geometry } = f;
    if (!code || (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon')) return [];
    const rings = geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat();
    const points = rings.flat();
    const xs = points.map(([x]) => x!);
    const ys = points.map(([, y]) => y!);
    return [
      {
        code,
        name: f.properties.name,
        path: rings.map((r) => `${line(r)}Z`).join(''),
        box: {
          x: Math.min(...xs),
          y: Math.min(...ys),
          width: Math.max(...xs) - Math.min(...xs),
          height: Math.max(...ys) - Math.min(...ys),
        },
      },
    ];
  });
  const borders = mesh(topology, topology.objects.states, (a, b) => a !== b)
    .coordinates.map(line)
    .join('');
  cached = { shapes, borders };
  return cached;
}
