/** The builder records the catalog's checksum; the check finds a corrupted file, once, and never checks a stand-in. */
import { copyFileSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogFixture, corruptedCopy, type CatalogFixture } from '../../test-support/catalog-fixture.ts';
import { fileIdentity } from './file-identity.ts';
import { CatalogIntegrity } from './integrity.ts';
import { checksumPath, fileSha256Sync, recordedChecksum } from '../../index/checksum.ts';

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

  it('fails a corrupted file with the reason, once, and verifies an intact one', async () => {
    const copy = join(fixture.path, '..', 'copy.sqlite');
    const results: string[] = [];
    try {
      corruptedCopy(fixture.path, copy);
      const integrity = new CatalogIntegrity(copy, fileIdentity(copy), (_path, result) => results.push(result.state));
      await integrity.refresh();
      expect(integrity.status).toEqual({
        state: 'failed',
        reason: expect.stringMatching(/^catalog checksum mismatch/),
      });

      // Checked once: the file it was opened as is not read again.
      await integrity.refresh();
      expect(results).toEqual(['failed']);

      const intact = new CatalogIntegrity(fixture.path, fileIdentity(fixture.path));
      await intact.refresh();
      expect(intact.status).toEqual({ state: 'verified' });
    } finally {
      rmSync(copy, { force: true });
      rmSync(checksumPath(copy), { force: true });
    }
  });

  it('says unchecked when the path names another file by the time it is checked, and unrecorded without a checksum', async () => {
    const copy = join(fixture.path, '..', 'unrecorded.sqlite');
    copyFileSync(fixture.path, copy);
    try {
      const identity = fileIdentity(copy);
      const unrecorded = new CatalogIntegrity(copy, identity);
      await unrecorded.refresh();
      expect(unrecorded.status).toEqual({ state: 'unrecorded' });

      // The file it was opened as was replaced (a new inode): what is at the path now is not what is served.
      copyFileSync(checksumPath(fixture.path), checksumPath(copy));
      copyFileSync(fixture.path, `${copy}.new`);
      renameSync(`${copy}.new`, copy);
      const replaced = new CatalogIntegrity(copy, identity);
      await replaced.refresh();
      expect(replaced.status).toEqual({ state: 'unchecked' });
    } finally {
      rmSync(copy, { force: true });
      rmSync(checksumPath(copy), { force: true });
    }
  });

  it('reads the recorded checksum, or none', () => {
    expect(recordedChecksum(fixture.path)).toBe(fileSha256Sync(fixture.path));
    expect(recordedChecksum(join(fixture.path, '..', 'nothing.sqlite'))).toBeUndefined();
  });
});
