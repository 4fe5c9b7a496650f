import { copyFileSync, renameSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { fileIdentity } from './file-identity.ts';
import { sharedAttributes } from './shared-attributes.ts';

let fixture: CatalogFixture;
beforeAll(async () => (fixture = await catalogFixture()));
afterAll(() => fixture.cleanup());

describe('the attributes a pool of threads shares', () => {
  it('are read on a thread of their own into memory every thread can read', async () => {
    const attributes = await sharedAttributes(fixture.path, fileIdentity(fixture.path));
    expect(attributes?.restaurants).toBeGreaterThan(300);
    expect(attributes?.priceCents.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(attributes?.cuisines.length).toBeGreaterThan(10);
  });

  it('are none when the path no longer names the file that was pinned', async () => {
    const pinned = fileIdentity(fixture.path);
    const copy = `${fixture.path}.copy`;
    copyFileSync(fixture.path, copy);
    renameSync(copy, fixture.path);
    expect(await sharedAttributes(fixture.path, pinned)).toBeUndefined();
    expect(await sharedAttributes(`${fixture.path}.missing`, pinned)).toBeUndefined();
  });
});
