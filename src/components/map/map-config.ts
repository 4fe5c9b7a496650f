/** Street-map tiles the operator configured (MAP_TILE_URL), served beside the app; none means outlines only. */
export interface MapTiles {
  url: string;
  attribution: string;
}

/** Read once per page load from the app's own origin (not the API's): it costs no quota and works offline. */
let tiles: Promise<MapTiles | null> | undefined;

export function mapTiles(): Promise<MapTiles | null> {
  tiles ??= fetch('/map-config.json')
    .then((response) => (response.ok ? (response.json() as Promise<{ tiles: MapTiles | null }>) : { tiles: null }))
    .then((config) => config.tiles)
    .catch(() => null);
  return tiles;
}
