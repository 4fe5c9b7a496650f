/** The builder records the catalog's checksum; the check finds a corrupted file and follows a replaced one. */
import { copyFileSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture, corruptedCopy, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { CatalogIntegrity, checksumPath, fileSha256Sync } from './integrity.ts';

let fixture: CatalogFixture;
beforeAll(async () => {
  fixture = await catalogFixture();
});
afterAll(() => fixture.cleanup());

describe('catalog checksum', () => {
  it('is recorded beside the built catalog, in the format sha256sum -c reads', () => {
    const line = readFileSync(checksumPath(fixture.path), 'utf8');
    expect(line).toBe(`${fileSha256Sync(fixture.path)}  ${basename(fixture.path)}\n`);
  });

  it('verifies an intact catalog, fails a corrupted copy with the reason, and follows a replaced file', async () => {
    const copy = join(fixture.path, '..', 'copy.sqlite');
    const results: string[] = [];
    const integrity = new CatalogIntegrity(copy, (_path, result) => results.push(result.state));
    try {
      corruptedCopy(fixture.path, copy);
      await integrity.refresh();
      expect(integrity.status).toEqual({
        state: 'failed',
        reason: expect.stringMatching(/^catalog checksum mismatch/),
      });

      // Unchanged since: nothing is read again.
      await integrity.refresh();
      expect(results).toEqual(['failed']);

      copyFileSync(fixture.path, `${copy}.new`);
      renameSync(`${copy}.new`, copy);
      await integrity.refresh();
      expect(integrity.status).toEqual({ state: 'verified' });
    } finally {
      rmSync(copy, { force: true });
      rmSync(checksumPath(copy), { force: true });
    }
  });

  it('reports a catalog without a recorded checksum as unrecorded, and a missing file as unchecked', async () => {
    const copy = join(fixture.path, '..', 'unrecorded.sqlite');
    const integrity = new CatalogIntegrity(copy);
    await integrity.refresh();
    expect(integrity.status).toEqual({ state: 'unchecked' });
    copyFileSync(fixture.path, copy);
    try {
      await integrity.refresh();
      expect(integrity.status).toEqual({ state: 'unrecorded' });
    } finally {
      rmSync(copy, { force: true });
    }
  });
});
