import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogPath, removeSuperseded } from './ensure-catalog.ts';

describe('a newly built catalog', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('removes the older catalogs of the same scale and seed, with their checksums, and keeps every other dataset', () => {
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    const dir = mkdtempSync(join(tmpdir(), 'superseded-'));
    dirs.push(dir);
    const current = catalogPath(dir, { scale: 1, seed: 7 });
    const files = [
      current,
      `${current}.sha256`,
      'catalog-v3-scale1-seed7-gen0123abcd.sqlite', // the previous generator
      'catalog-v3-scale1-seed7-gen0123abcd.sqlite.sha256',
      'catalog-v2-scale1-seed7.sqlite', // a format that named no generator
      'catalog-v3-scale0.1-seed7-gen0123abcd.sqlite', // another scale
      'catalog-v3-scale10-seed7-gen0123abcd.sqlite', // another scale that begins like this one
      'catalog-v3-scale1-seed70-gen0123abcd.sqlite', // another seed
      'accounts.sqlite',
    ];
    for (const file of files) writeFileSync(join(dir, file.replace(`${dir}/`, '')), 'x');

    expect(removeSuperseded(current, { scale: 1, seed: 7 }).sort()).toEqual([
      'catalog-v2-scale1-seed7.sqlite',
      'catalog-v3-scale1-seed7-gen0123abcd.sqlite',
    ]);
    expect(readdirSync(dir).sort()).toEqual(
      [
        current.replace(`${dir}/`, ''),
        `${current.replace(`${dir}/`, '')}.sha256`,
        'catalog-v3-scale0.1-seed7-gen0123abcd.sqlite',
        'catalog-v3-scale10-seed7-gen0123abcd.sqlite',
        'catalog-v3-scale1-seed70-gen0123abcd.sqlite',
        'accounts.sqlite',
      ].sort(),
    );
  });
});
