import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportCatalog } from '../catalog/export.ts';
import type { ExpandableRestaurant } from '../catalog/records.ts';
import { SqliteCatalog } from '../catalog/sqlite-catalog.ts';
import { INTERCHANGE_SCHEMA_PATH } from '../openapi-document.ts';
import { catalogFixture, type CatalogFixture } from '../test-support/catalog-fixture.ts';
import { expectationOf, fixturePath, type Source } from './fixtures/expected.ts';
import { readCsvRecords } from './csv.ts';
import { importInput } from './formats.ts';
import { importCatalog, type ImportSummary } from './import-catalog.ts';

const FIXTURE = 'server/ingest/fixtures/menu-atlas/catalog.jsonl';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'menu-atlas-import-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function exported(catalog: string, name: string): Promise<string> {
  const path = join(dir, name);
  const out = createWriteStream(path);
  await exportCatalog(catalog, out);
  out.end();
  await finished(out);
  return path;
}

const importFile = (input: string, out: string, maxRejectShare = 0.5) =>
  importCatalog(importInput('menu-atlas', { input }), out, { maxRejectShare });

const rejects = (summary: ImportSummary) =>
  readFileSync(summary.rejectsPath, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { file: string; line: number; reason: string; row: unknown });

describe('export → import (our interchange format)', () => {
  let sample: CatalogFixture;
  beforeAll(async () => {
    sample = await catalogFixture();
  });
  afterAll(() => sample.cleanup());

  it('writes lines the committed JSON Schema accepts, and reads them back into the same catalog', async () => {
    const first = await exported(sample.path, 'sample.jsonl');
    const lines = readFileSync(first, 'utf8').trim().split('\n');
    const validate = new Ajv2020({ strict: false }).compile(JSON.parse(readFileSync(INTERCHANGE_SCHEMA_PATH, 'utf8')));
    for (const line of lines) expect(validate(JSON.parse(line)), JSON.stringify(validate.errors)).toBe(true);

    const summary = await importFile(first, join(dir, 'back.sqlite'));
    expect(summary.failure).toBeNull();
    expect(summary.files[0]).toMatchObject({ imported: lines.length, changed: 0, rejected: 0 });
    expect(readFileSync(await exported(join(dir, 'back.sqlite'), 'back.jsonl'), 'utf8')).toBe(lines.join('\n') + '\n');
  });
});

describe('a messy file in our format', () => {
  let summary: ImportSummary;
  let catalog: SqliteCatalog;
  beforeAll(async () => {
    summary = await importFile(FIXTURE, join(dir, 'messy.sqlite'), 1);
    catalog = new SqliteCatalog(join(dir, 'messy.sqlite'));
  });
  afterAll(() => catalog.close());

  it('rejects exactly the rows that cannot be imported, each with its line and reason', () => {
    expect(rejects(summary).map(({ line, reason }) => [line, reason.split(/: | \(/)[0]])).toEqual([
      [3, 'duplicate id'],
      [4, 'coordinates in another state'],
      [5, 'not a US state'],
      [6, 'no name'],
      [7, 'invalid JSON'],
      [9, 'unreadable price'],
      [9, 'duplicate item_id'],
      [10, 'coordinates outside the US'],
      [12, 'invalid UTF-8'],
    ]);
    expect(rejects(summary).find((r) => r.line === 4)?.reason).toContain('is in CO, the address says TX');
    // The row as read goes with it: the whole record, or the one menu item.
    expect(rejects(summary).find((r) => r.reason.startsWith('duplicate item_id'))?.row).toMatchObject({
      name: 'Copied Pad Thai',
    });
  });

  it('counts every row as imported, kept with changes or rejected', () => {
    expect(summary.files).toEqual([
      expect.objectContaining({
        file: expect.stringContaining('catalog.jsonl'),
        imported: 3,
        changed: 1,
        rejected: 9,
        changes: new Map([['hours unreadable', 1]]),
      }),
    ]);
    expect(summary.catalog).toMatchObject({ restaurants: 4, items: 8 });
  });

  it('serves what it kept: unknown hours as null, accents, text prices, the given ids', async () => {
    const cafe = await catalog.record({ kind: 'restaurant', restaurantId: 'rst_Austin000002' });
    expect(cafe).toMatchObject({ name: 'Café Phở Jalapeño', hours: null, timezone: 'America/Chicago' });
    const bar = await catalog.record({ kind: 'menu', restaurantId: 'rst_Austin000009' });
    expect(bar?.sections[0]?.items.map((item) => [item.item_id, item.price, item.price_text])).toEqual([
      ['itm_0009Aaaaaaaa', 13.5, null],
      ['itm_0009Bbbbbbbb', null, 'Market price'],
    ]);
    expect(await catalog.record({ kind: 'restaurant', restaurantId: 'rst_Austin000009' })).toMatchObject({
      hours: null,
    });
  });
});

/** What the pipeline's reasons start with, for each kind of drop the fixtures' expectations name. */
const PIPELINE_REASON: Record<string, RegExp> = {
  'not in its state': /^coordinates in another state: /,
  'outside the US': /^coordinates outside the US: /,
  duplicate: /^duplicate id: /,
  orphan: /^(unknown restaurant|restaurant not imported): /,
};

describe.each([
  { source: 'uber-eats' as Source, files: { restaurants: 'restaurants.csv', menus: 'restaurant-menus.csv' } },
  { source: 'yelp' as Source, files: { businesses: 'business.jsonl' } },
])('the $source fixture, with the mess real files have', ({ source, files }) => {
  let summary: ImportSummary;
  beforeAll(async () => {
    const paths = Object.fromEntries(
      Object.entries(files).map(([option, file]) => [option, fixturePath(source, file)]),
    );
    summary = await importCatalog(importInput(source, paths), join(dir, `${source}.sqlite`), { maxRejectShare: 1 });
  });

  it.each(Object.values(files))('rejects exactly the expected rows of %s, each for its reason', (file) => {
    const expected = expectationOf(source, file);
    const got = rejects(summary)
      .filter((reject) => reject.file.endsWith(`/${file}`))
      .map(({ line, reason }) => ({ line, reason }));
    const wanted = [
      ...expected.reader.rejected.map(({ line, reason }) => ({ line, reason: expect.stringContaining(reason) })),
      ...expected.pipeline.rejected.map(({ line, kind }) => ({
        line,
        reason: expect.stringMatching(PIPELINE_REASON[kind]!),
      })),
    ].sort((a, b) => a.line - b.line);
    expect(got).toEqual(wanted);
    const tally = summary.files.find((each) => each.file.endsWith(`/${file}`))!;
    expect(tally.changed).toBe(
      expected.reader.keptWithChanges.filter((row) => !wanted.some((w) => w.line === row.line)).length,
    );
    expect(tally.imported + tally.changed + tally.rejected).toBe(
      expected.reader.kept + expected.reader.rejected.length,
    );
  });

  it('builds a catalog of what it kept', () => {
    expect(summary.failure).toBeNull();
    const restaurants = expectationOf(source, Object.values(files)[0]!);
    expect(summary.catalog?.restaurants).toBe(restaurants.reader.kept - restaurants.pipeline.rejected.length);
  });
});

describe('ids across re-imports', () => {
  it('gives every restaurant and item the same id when the same source is imported again in another row order', async () => {
    const menus = fixturePath('uber-eats', 'restaurant-menus.csv');
    const restaurants = fixturePath('uber-eats', 'restaurants.csv');
    const ids = async (menusFile: string, name: string) => {
      const out = join(dir, name);
      await importCatalog(importInput('uber-eats', { restaurants, menus: menusFile }), out, { maxRejectShare: 1 });
      const lines = readFileSync(await exported(out, `${name}.jsonl`), 'utf8')
        .trim()
        .split('\n');
      return lines.flatMap((line) => {
        const record = JSON.parse(line) as ExpandableRestaurant;
        const items = record.menu!.sections.flatMap((section) =>
          section.items.map((item) => `${item.item_id} ${item.name}`),
        );
        return [`${record.restaurant_id} ${record.name}`, ...items].sort();
      });
    };
    // The same rows, whole records in reverse order (a record may span lines: re-read them as CSV records).
    const records: string[] = [];
    for await (const batch of readCsvRecords(menus, ['restaurant_id', 'category', 'name', 'description', 'price'])) {
      for (const entry of batch)
        if (entry.ok) records.push(entry.fields.map((f) => `"${f.replace(/"/g, '""')}"`).join(','));
    }
    const reversed = join(dir, 'reversed-menus.csv');
    writeFileSync(reversed, ['restaurant_id,category,name,description,price', ...records.reverse()].join('\n') + '\n');
    const first = await ids(menus, 'first.sqlite');
    expect(first.length).toBeGreaterThan(50);
    expect(await ids(reversed, 'again.sqlite')).toEqual(first);
  });
});

describe('an import that should not build', () => {
  it('stops when a file loses more than the allowed share of its rows, leaving the reject report and no catalog', async () => {
    const out = join(dir, 'strict.sqlite');
    const summary = await importFile(FIXTURE, out, 0.1);
    expect(summary.catalog).toBeNull();
    expect(summary.failure).toMatch(/catalog\.jsonl: 9 of 13 rows rejected \(69\.2%, more than the 10% allowed\)/);
    expect(existsSync(out)).toBe(false);
    expect(rejects(summary)).toHaveLength(9);
  });

  it('stops before reading anything when a file is missing', async () => {
    await expect(importFile(join(dir, 'nowhere.jsonl'), join(dir, 'none.sqlite'))).rejects.toThrow(
      /nowhere\.jsonl: no such file/,
    );
  });

  it('stops when nothing at all can be imported', async () => {
    const empty = join(dir, 'empty.jsonl');
    writeFileSync(empty, '{"name": "no id"}\n');
    const summary = await importFile(empty, join(dir, 'empty.sqlite'), 1);
    expect(summary.failure).toMatch(/no restaurant could be imported/);
  });
});
