import type { PlaceRow } from '../api/dish-prices';

/**
 * Where the national map of the places goes (`src/components/map/NationalMap.tsx`, being built beside this page):
 * it takes the places on screen, in the table's order. It draws nothing until then, and reserves no space, so the
 * page does not keep an empty box. The rows carry no position: the map needs each city's location (the city
 * ranking, `GET /v1/stats/cities`, has one) or a centroid table of its own.
 */
export function PlacesMapSlot(_props: { places: readonly PlaceRow[] }) {
  return null;
}
