import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { OpeningRange } from '../index/source.ts';
import { CuisineVocabulary } from './categories.ts';
import { expectationOf, fixturePath, readerVerdicts } from './fixtures/expected.ts';
import type { ReadRow, RestaurantDraft } from './reader.ts';
import { readYelpBusinesses } from './yelp.ts';

const BUSINESSES = fixturePath('yelp', 'business.jsonl');

async function rowsByLine(path = BUSINESSES): Promise<Map<number, ReadRow<RestaurantDraft>>> {
  const byLine = new Map<number, ReadRow<RestaurantDraft>>();
  for await (const row of readYelpBusinesses(path)) byLine.set(row.origin.line, row);
  return byLine;
}

function kept(row: ReadRow<RestaurantDraft> | undefined): RestaurantDraft {
  if (!row?.ok) throw new Error(`expected a kept row, got ${JSON.stringify(row)}`);
  return row.value;
}

const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const every = (open: string, close: string, overnight: boolean, days: readonly string[] = week): OpeningRange[] =>
  days.map((day) => ({ day: day as OpeningRange['day'], open, close, overnight }));

describe('reading Yelp businesses', () => {
  it('gives the fixture the verdicts expected.json lists', async () => {
    const { reader } = expectationOf('yelp', 'business.jsonl');
    expect(await readerVerdicts(readYelpBusinesses(BUSINESSES))).toEqual({
      ...reader,
      rejected: reader.rejected.map(({ line, reason }) => ({ line, reason: expect.stringContaining(reason) })),
    });
  });

  it('reads a business into a draft', async () => {
    const rows = await rowsByLine();
    expect(kept(rows.get(1))).toEqual<RestaurantDraft>({
      sourceId: 'Kx8tJ2bQ0mTacoAus01',
      name: 'Veracruz All Natural',
      cuisines: ['tex-mex', 'mexican', 'breakfast-brunch'],
      priceRange: '$$',
      ratingAverage: 4.5,
      ratingCount: 812,
      street: '1704 E Cesar Chavez St',
      city: 'Austin',
      state: 'TX',
      postalCode: '78702',
      latitude: 30.256,
      longitude: -97.723,
      phone: null,
      website: null,
      hours: every('07:00', '15:00', false),
      service: { delivery: null, takeout: true, dineIn: null, reservations: null },
    });
    expect(rows.get(1)!.origin).toMatchObject({
      file: BUSINESSES,
      line: 1,
      row: { business_id: 'Kx8tJ2bQ0mTacoAus01' },
    });
  });

  it("reads delivery, takeout, reservations and table service from Yelp's attributes, null where not said", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'menu-atlas-yelp-'));
    try {
      const path = join(dir, 'business.jsonl');
      const line = (id: string, attributes: object | null) =>
        JSON.stringify({
          ...JSON.parse(readFileSync(BUSINESSES, 'utf8').split('\n')[0]!),
          business_id: id,
          attributes,
        });
      writeFileSync(
        path,
        [
          line('AllSaid', {
            RestaurantsDelivery: 'True',
            RestaurantsTakeOut: 'False',
            RestaurantsReservations: 'True',
            RestaurantsTableService: 'True',
          }),
          line('CounterService', { RestaurantsDelivery: 'None', RestaurantsTableService: 'False' }),
          line('NoAttributes', null),
        ].join('\n'),
      );
      const rows = await rowsByLine(path);
      expect(kept(rows.get(1)).service).toEqual({ delivery: true, takeout: false, dineIn: true, reservations: true });
      expect(kept(rows.get(2)).service).toEqual({ delivery: null, takeout: null, dineIn: null, reservations: null });
      expect(kept(rows.get(3)).service).toEqual({ delivery: null, takeout: null, dineIn: null, reservations: null });
      expect(kept(rows.get(1)).chain).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reads hours: overnight, midnight, all day, a 0:0-0:0 day among real hours, none', async () => {
    const rows = await rowsByLine();
    expect(kept(rows.get(2)).hours).toEqual([
      ...every('11:00', '02:00', true, week.slice(0, 5)),
      { day: 'saturday', open: '12:00', close: '02:00', overnight: true },
      { day: 'sunday', open: '12:00', close: '00:00', overnight: true },
    ]);
    expect(kept(rows.get(3)).hours).toEqual(every('00:00', '00:00', true));
    expect(kept(rows.get(4)).hours).toEqual([
      ...every('11:00', '20:00', false, week.slice(1, 6)),
      { day: 'sunday', open: '11:00', close: '17:00', overnight: false },
    ]);
    expect(kept(rows.get(7)).hours).toBeNull();
    expect(kept(rows.get(17)).hours).toEqual(every('16:00', '23:00', false, week.slice(1)));
    expect(kept(rows.get(23)).hours?.find((range) => range.day === 'friday')).toEqual({
      day: 'friday',
      open: '10:00',
      close: '00:00',
      overnight: true,
    });
    expect(kept(rows.get(24)).hours).toEqual(every('17:00', '03:30', true));
  });

  it('reads prices, ratings, accents and categories', async () => {
    const rows = await rowsByLine();
    expect(kept(rows.get(2))).toMatchObject({ priceRange: '$', cuisines: ['bar', 'new-american', 'american'] });
    expect(kept(rows.get(7))).toMatchObject({ name: 'Phở Bắc', cuisines: ['vietnamese', 'soup'] });
    expect(kept(rows.get(8))).toMatchObject({
      name: 'Café Du Monde',
      priceRange: null,
      cuisines: ['coffee', 'cafe', 'desserts'],
    });
    expect(kept(rows.get(17))).toMatchObject({ cuisines: ['pan-asian', 'poutineries'] });
    expect(kept(rows.get(20))).toMatchObject({ ratingAverage: null, ratingCount: 0 });
    expect(kept(rows.get(21))).toMatchObject({
      street: '',
      postalCode: '',
      priceRange: null,
      cuisines: ['tacos', 'mexican'],
    });
    expect(kept(rows.get(23))).toMatchObject({ postalCode: '60616', cuisines: ['dim-sum', 'cantonese', 'chinese'] });
    expect(kept(rows.get(24))).toMatchObject({ priceRange: '$$$$', cuisines: ['sushi', 'japanese', 'bar'] });
    expect(rows.get(9)!.origin.row).toBe('{"business_id":"TruncatedLine0009","name":"Half a Line","address":"1 Main');
  });

  it('keeps rows the pipeline must judge: other-state and 0,0 coordinates, a repeated id', async () => {
    const rows = await rowsByLine();
    for (const { line, sourceId } of expectationOf('yelp', 'business.jsonl').pipeline.rejected) {
      expect(kept(rows.get(line)).sourceId).toBe(sourceId);
    }
  });

  it('collects the labels of the cuisines it hands out', async () => {
    const cuisines = new CuisineVocabulary();
    for await (const row of readYelpBusinesses(BUSINESSES, cuisines)) void row;
    const labels = new Map(cuisines.labels().map(({ slug, label }) => [slug, label]));
    expect(labels.get('new-mexican-cuisine')).toBe('New Mexican Cuisine');
    expect(labels.get('hot-chicken')).toBe('Nashville hot chicken');
    expect(labels.has('general-dentistry')).toBe(false);
  });
});

describe('a file that is not business.json', () => {
  const folder = mkdtempSync(join(tmpdir(), 'ingest-yelp-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('throws one line naming the file and what it should hold', async () => {
    const csv = join(folder, 'restaurants.csv');
    writeFileSync(csv, 'id,name\n1,x\n');
    await expect(readerVerdicts(readYelpBusinesses(csv))).rejects.toThrow(
      `${csv}: expected one JSON object a line with business_id, name, address, city, state, postal_code, latitude, longitude, stars, review_count, is_open, attributes, categories, hours; found no JSON object on line 1`,
    );
    const reviews = join(folder, 'review.json');
    writeFileSync(reviews, '{"review_id":"r1","stars":5}\n');
    await expect(readerVerdicts(readYelpBusinesses(reviews))).rejects.toThrow(
      /found fields review_id, stars on line 1$/,
    );
    await expect(readerVerdicts(readYelpBusinesses(join(folder, 'missing.json')))).rejects.toThrow(
      /missing\.json: cannot read the file \(ENOENT\); expected one JSON object a line/,
    );
  });
});
