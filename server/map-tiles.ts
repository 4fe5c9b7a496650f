/**
 * Street-map tiles under the app's maps, when the operator configures a tile server (MAP_TILE_URL, docs/app.md).
 * Without one the maps draw the US outlines shipped with the app and need no network. The app reads the setting
 * from /map-config.json on its own origin, and the pages' Content-Security-Policy allows images from exactly that
 * tile host.
 */
import type { FastifyInstance } from 'fastify';

export interface MapTiles {
  /** A URL template with {z}, {x} and {y} (and optionally {s} or {r}), as Leaflet takes it. */
  url: string;
  /** Who must be credited under the map, as the tile provider asks. */
  attribution: string;
}

/** MAP_TILE_URL and MAP_TILE_ATTRIBUTION, checked: null when unset; a clear error when unusable. */
export function mapTilesFrom(rawUrl: string | undefined, rawAttribution: string | undefined): MapTiles | null {
  const url = rawUrl?.trim();
  if (!url) return null;
  const parsed = URL.canParse(url.replaceAll(/[{}]/g, '')) ? new URL(url.replaceAll(/[{}]/g, '')) : undefined;
  if (!parsed || !/^https?:$/.test(parsed.protocol) || !['{z}', '{x}', '{y}'].every((part) => url.includes(part))) {
    throw new Error(`MAP_TILE_URL=${url} is not a tile URL template such as https://tile.example.com/{z}/{x}/{y}.png`);
  }
  return { url, attribution: rawAttribution?.trim() || parsed.host };
}

/** The origin the pages may load tile images from: `{s}` subdomains widen it to the host's subdomains. */
export function tileImageSource(tiles: MapTiles): string {
  const { protocol, host } = new URL(tiles.url.replace('{s}.', 'a.').replaceAll(/[{}]/g, ''));
  return tiles.url.includes('{s}.') ? `${protocol}//*.${host.split('.').slice(1).join('.')}` : `${protocol}//${host}`;
}

export async function mapConfigRoute(app: FastifyInstance, tiles: MapTiles | null): Promise<void> {
  app.get('/map-config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return { tiles };
  });
}
