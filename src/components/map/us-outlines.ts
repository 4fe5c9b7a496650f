import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import states from 'us-atlas/states-10m.json';

/** The US state outlines shipped with the app (us-atlas), the map's base when there are no street tiles. */
export function usOutlines(): FeatureCollection {
  const topology = states as unknown as Topology<{ states: GeometryCollection }>;
  return feature(topology, topology.objects.states);
}
