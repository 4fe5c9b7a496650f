/**
 * Map tiles: without MAP_TILE_URL the app draws outlines only and its pages load no outside images; with one, the
 * app learns the template from /map-config.json and the pages' policy allows images from exactly that host.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { mapTilesFrom, tileImageSource } from './map-tiles.ts';
import { builtApp } from './test-support/built-app.ts';
import { catalogFixture, type CatalogFixture } from './test-support/catalog-fixture.ts';

const imageSources = (header: unknown) =>
  String(header)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('img-src'));

let fixture: CatalogFixture;
let dist: ReturnType<typeof builtApp>;
beforeAll(async () => {
  fixture = await catalogFixture();
  dist = builtApp();
});
afterAll(() => {
  dist.cleanup();
  fixture.cleanup();
});

describe('MAP_TILE_URL', () => {
  it('is optional, and refused with the reason when it is not a tile template', () => {
    expect(mapTilesFrom(undefined, undefined)).toBeNull();
    expect(mapTilesFrom('  ', undefined)).toBeNull();
    expect(() => mapTilesFrom('https://tiles.example.com/map.png', undefined)).toThrow(/\{z\}\/\{x\}\/\{y\}/);
    expect(() => mapTilesFrom('ftp://tiles.example.com/{z}/{x}/{y}.png', undefined)).toThrow(/MAP_TILE_URL/);
    expect(mapTilesFrom('https://tiles.example.com/{z}/{x}/{y}.png', ' © Example ')).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
  });

  it('allows images from exactly the tile host, or its subdomains for a {s} template', () => {
    expect(tileImageSource({ url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '' })).toBe(
      'https://tiles.example.com',
    );
    expect(tileImageSource({ url: 'https://{s}.tile.example.org/{z}/{x}/{y}.png', attribution: '' })).toBe(
      'https://*.tile.example.org',
    );
  });
});

describe('the app and its pages', () => {
  it('without tiles: /map-config.json says none and pages load images from their own origin only', async () => {
    const app = await buildApp({ catalog: fixture.catalog, appDir: dist.dir });
    const config = await app.inject({ url: '/map-config.json' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toEqual({ tiles: null });
    expect(imageSources((await app.inject({ url: '/' })).headers['content-security-policy'])).toBe(
      "img-src 'self' data:",
    );
    await app.close();
  });

  it('with tiles: the app is told the template and pages may load images from that host', async () => {
    const tiles = { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: '© Example' };
    const app = await buildApp({ catalog: fixture.catalog, appDir: dist.dir, mapTiles: tiles });
    expect((await app.inject({ url: '/map-config.json' })).json()).toEqual({ tiles });
    expect(imageSources((await app.inject({ url: '/restaurants' })).headers['content-security-policy'])).toBe(
      "img-src 'self' data: https://tiles.example.com",
    );
    await app.close();
  });
});
