import { describe, expect, it } from 'vitest';
import { CuisineVocabulary } from './categories.ts';
import { expectationOf, fixturePath, readerVerdicts } from './fixtures/expected.ts';
import type { MenuRowDraft, ReadRow, RestaurantDraft } from './reader.ts';
import { parseAddress, price, readUberEatsMenus, readUberEatsRestaurants, withoutBranch } from './uber-eats.ts';

const RESTAURANTS = fixturePath('uber-eats', 'restaurants.csv');
const MENUS = fixturePath('uber-eats', 'restaurant-menus.csv');

async function rowsByLine<T>(rows: AsyncIterable<ReadRow<T>>): Promise<Map<number, ReadRow<T>>> {
  const byLine = new Map<number, ReadRow<T>>();
  for await (const row of rows) byLine.set(row.origin.line, row);
  return byLine;
}

function kept<T>(row: ReadRow<T> | undefined): T {
  if (!row?.ok) throw new Error(`expected a kept row, got ${JSON.stringify(row)}`);
  return row.value;
}

function expectedVerdicts(file: string) {
  const { reader } = expectationOf('uber-eats', file);
  return {
    ...reader,
    rejected: reader.rejected.map(({ line, reason }) => ({ line, reason: expect.stringContaining(reason) })),
  };
}

describe('reading Uber Eats restaurants', () => {
  it('gives the fixture the verdicts expected.json lists', async () => {
    expect(await readerVerdicts(readUberEatsRestaurants(RESTAURANTS))).toEqual(expectedVerdicts('restaurants.csv'));
  });

  it('reads a plain row into a draft, without the branch in its name', async () => {
    const rows = await rowsByLine(readUberEatsRestaurants(RESTAURANTS));
    expect(kept(rows.get(2))).toEqual<RestaurantDraft>({
      sourceId: '1',
      name: 'PJ Fresh',
      cuisines: ['burgers', 'american', 'sandwiches'],
      priceRange: '$',
      ratingAverage: null,
      ratingCount: 0,
      street: '224 Daniel Payne Drive',
      city: 'Birmingham',
      state: 'AL',
      postalCode: '35207',
      latitude: 33.5623653,
      longitude: -86.8307025,
      phone: null,
      website: null,
      hours: null,
      chain: 'PJ Fresh',
      service: { delivery: true, takeout: null, dineIn: null, reservations: null },
    });
    expect(rows.get(2)!.origin).toEqual({
      file: RESTAURANTS,
      line: 2,
      row: expect.objectContaining({ id: '1', name: 'PJ Fresh (224 Daniel Payne Drive)', lat: '33.5623653' }),
    });
  });

  it('takes a name Uber Eats gave a branch for a chain, and no other; every listing delivers', async () => {
    const rows = await rowsByLine(readUberEatsRestaurants(RESTAURANTS));
    expect(kept(rows.get(2)).chain).toBe('PJ Fresh');
    expect(kept(rows.get(3))).toMatchObject({ name: "J' ti`'z Smoothie-N-Coffee Bar", chain: null });
    for (const row of rows.values()) if (row.ok) expect(row.value.service?.delivery).toBe(true);
  });

  it('cleans text, reads quoting and addresses, and keeps accents', async () => {
    const rows = await rowsByLine(readUberEatsRestaurants(RESTAURANTS));
    expect(kept(rows.get(5))).toMatchObject({
      ratingAverage: 4.6,
      ratingCount: 200,
      cuisines: ['tex-mex', 'tacos', 'mexican'],
    });
    expect(kept(rows.get(6))).toMatchObject({
      name: 'Café Java & Jalapeño',
      street: '701 Congress Ave, Suite 100',
      cuisines: ['coffee', 'cafe'],
    });
    expect(kept(rows.get(7))).toMatchObject({ name: 'Phở Saigon', cuisines: ['pho', 'vietnamese', 'noodles'] });
    expect(kept(rows.get(8))).toMatchObject({ name: 'Franklin "The Pitmaster" BBQ', cuisines: ['bbq'] });
    expect(kept(rows.get(18))).toMatchObject({ name: "Joe's Pizza, Pasta & Subs" });
    expect(kept(rows.get(19))).toMatchObject({ postalCode: '02108', city: 'Boston', state: 'MA' });
    expect(kept(rows.get(20))).toMatchObject({ street: '', city: 'Denver', state: 'CO', postalCode: '80204' });
    expect(kept(rows.get(25))).toMatchObject({ street: '4756 S 27th St', city: 'Milwaukee', state: 'WI' });
    expect(kept(rows.get(29))).toMatchObject({ name: 'Chipotle Mexican Grill (Downtown)' });
    expect(kept(rows.get(31))).toMatchObject({ state: 'MN', postalCode: '55408' });
    expect(kept(rows.get(32))).toMatchObject({ city: 'Salt Lake City', state: 'UT', postalCode: '84111' });
    expect(kept(rows.get(38))).toMatchObject({ sourceId: '34', cuisines: ['wings', 'chicken', 'american'] });
    expect(rows.get(28)!.origin.row).toBe(
      '25,8,Caf\uFFFD Latte Bar,4.5,33,Coffee & Tea,$,"210 Bourbon St, New Orleans, LA, 70130",70130,29.9560,-90.0680',
    );
  });

  it('keeps rows the pipeline must judge: other-state and 0,0 coordinates, a repeated id', async () => {
    const rows = await rowsByLine(readUberEatsRestaurants(RESTAURANTS));
    for (const { line, sourceId } of expectationOf('uber-eats', 'restaurants.csv').pipeline.rejected) {
      expect(kept(rows.get(line)).sourceId).toBe(sourceId);
    }
    expect(kept(rows.get(10))).toMatchObject({ latitude: 0, longitude: 0 });
  });

  it('collects the labels of the cuisines it hands out', async () => {
    const cuisines = new CuisineVocabulary();
    for await (const row of readUberEatsRestaurants(RESTAURANTS, cuisines)) void row;
    const labels = new Map(cuisines.labels().map(({ slug, label }) => [slug, label]));
    expect(labels.get('pan-asian')).toBe('Pan Asian');
    expect(labels.get('poutinerie')).toBe('Poutinerie');
    expect(labels.get('tex-mex')).toBe('Tex-Mex');
    expect(labels.has('canadian')).toBe(false); // only the Toronto row had it, and it was rejected
  });

  it('throws one line naming the file and the columns for the wrong file or a missing one', async () => {
    await expect(readerVerdicts(readUberEatsRestaurants(MENUS))).rejects.toThrow(
      `${MENUS}: expected columns id, position, name, score, ratings, category, price_range, full_address, zip_code, lat, lng; found columns restaurant_id, category, name, description, price`,
    );
    await expect(readerVerdicts(readUberEatsMenus(`${MENUS}.missing`))).rejects.toThrow(
      /restaurant-menus\.csv\.missing: cannot read the file \(ENOENT\); expected columns restaurant_id, category/,
    );
  });
});

describe('reading Uber Eats menus', () => {
  it('gives the fixture the verdicts expected.json lists', async () => {
    expect(await readerVerdicts(readUberEatsMenus(MENUS))).toEqual(expectedVerdicts('restaurant-menus.csv'));
  });

  it('reads sections, names, descriptions and prices', async () => {
    const rows = await rowsByLine(readUberEatsMenus(MENUS));
    expect(kept(rows.get(2))).toEqual<MenuRowDraft>({
      restaurantSourceId: '1',
      section: 'Extra Large Pizza',
      name: 'Extra Large Meat Lovers',
      description: 'Whole pie.',
      priceCents: 1599,
      priceText: null,
    });
    expect(kept(rows.get(3))).toMatchObject({ name: 'Extra Large BBQ Chicken & Bacon' });
    expect(kept(rows.get(6))).toMatchObject({ name: 'Ketchup Packet', priceCents: null, priceText: null });
    expect(kept(rows.get(11))).toMatchObject({ description: '1/3 lb patty, "secret" sauce, pickles.' });
    expect(kept(rows.get(13))).toMatchObject({
      description:
        'Fried chicken, green chiles, lettuce, pico, cheese. Get it "trashy": remove the lettuce, add queso.',
    });
    expect(kept(rows.get(15))).toMatchObject({ name: 'Democrat' });
    expect(kept(rows.get(16))).toMatchObject({ priceCents: 599 });
    expect(kept(rows.get(17))).toMatchObject({ priceCents: 300 });
    expect(kept(rows.get(21))).toMatchObject({ section: 'Phở', name: 'Phở Tái', priceCents: 1395 });
    expect(kept(rows.get(24))).toMatchObject({ priceCents: null, priceText: 'Market Price' });
    expect(kept(rows.get(26))).toMatchObject({ priceCents: 129_900 });
    expect(kept(rows.get(32))).toMatchObject({ section: 'Menu', name: 'House Fried Rice' });
    expect(kept(rows.get(37))).toMatchObject({ name: 'Cheese Pizza, 18"' });
    expect(kept(rows.get(93))).toMatchObject({ restaurantSourceId: '999' });
    expect(kept(rows.get(99))).toMatchObject({ name: 'Cortado', priceCents: null, priceText: null });
    expect(kept(rows.get(103))).toMatchObject({ name: 'Berry Blast', priceCents: 675 });
    expect(kept(rows.get(108))).toMatchObject({ description: 'Slow-steeped for 20 hours.' });
    expect(kept(rows.get(109))).toMatchObject({ name: 'Matcha Latte', priceCents: 495 });
  });
});

describe('an Uber Eats price', () => {
  const read = (text: string) => {
    const changes: string[] = [];
    return { ...price(text, changes), changes };
  };

  it('is dollars with at most two decimals, with "$" before or "USD" after', () => {
    expect(read('5.94 USD')).toEqual({ priceCents: 594, priceText: null, changes: [] });
    expect(read('$5.99')).toEqual({ priceCents: 599, priceText: null, changes: [] });
    expect(read('12')).toEqual({ priceCents: 1200, priceText: null, changes: [] });
    expect(read('12.5 usd')).toEqual({ priceCents: 1250, priceText: null, changes: [] });
    expect(read('1,299.00 USD')).toEqual({ priceCents: 129_900, priceText: null, changes: [] });
  });

  it('is no price when empty or 0, and the source text when unreadable', () => {
    expect(read('')).toEqual({ priceCents: null, priceText: null, changes: [] });
    expect(read('0.00 USD')).toEqual({ priceCents: null, priceText: null, changes: ['price 0 read as no price'] });
    for (const text of ['Market Price', '5.945 USD', '12,99 USD', '-1.00 USD', '2 for $9']) {
      expect(read(text)).toEqual({ priceCents: null, priceText: text, changes: ['price unreadable'] });
    }
  });
});

describe('an Uber Eats address', () => {
  it('is read from the end: ZIP code, state, city, and the rest as the street', () => {
    expect(parseAddress('224 Daniel Payne Drive, Birmingham, AL, 35207')).toEqual({
      street: '224 Daniel Payne Drive',
      city: 'Birmingham',
      state: 'AL',
      postalCode: '35207',
    });
    expect(parseAddress('120 W. CityLine Drive, #500, Richardson, TX, 75074')).toMatchObject({
      street: '120 W. CityLine Drive, #500',
      city: 'Richardson',
    });
    expect(parseAddress('1 Main St, Austin, tx 78701-1234')).toMatchObject({ state: 'TX', postalCode: '78701' });
    expect(parseAddress('1 Main St, Austin, Texas')).toMatchObject({ city: 'Austin', state: 'TX', postalCode: '' });
    expect(parseAddress('Austin, TX, 78701')).toMatchObject({ street: '', city: 'Austin' });
  });

  it('says why it cannot be used', () => {
    expect(parseAddress('')).toBe('no address');
    expect(parseAddress('123 Queen St W, Toronto, ON, M5H 2M9')).toBe('not a US state (ON)');
    expect(parseAddress('1 Calle Luna, San Juan, PR, 00901')).toBe('not a US state (PR)');
    expect(parseAddress('55 Somewhere Rd, Springfield')).toBe('state unreadable from the address');
    expect(parseAddress('TX, 78701')).toBe('city unreadable from the address');
  });
});

describe('a restaurant name', () => {
  it('loses a trailing branch that holds a digit or part of the address, and nothing else', () => {
    const address = '314 17th St N, Birmingham, AL, 35203';
    expect(withoutBranch('Nelson Brothers Cafe (17th St N)', address)).toBe('Nelson Brothers Cafe');
    expect(withoutBranch('Nelson Brothers Cafe (Birmingham)', address)).toBe('Nelson Brothers Cafe');
    expect(withoutBranch("McDonald's (Broadway & 5th)", address)).toBe("McDonald's");
    expect(withoutBranch("Joe's (Vegan)", address)).toBe("Joe's (Vegan)");
    expect(withoutBranch('(Untitled)', address)).toBe('(Untitled)');
    expect(withoutBranch('Pho (Noodle) House', address)).toBe('Pho (Noodle) House');
  });
});
