/** The state page and comparisons of many cities: the API's numbers, links between places, CSV with every figure. */
import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { stateName } from '../rules/us-states';
import { apiGet, count, dollars, expect, getCityStats, test } from './fixtures';

type Tier = '$' | '$$' | '$$$' | '$$$$' | 'unknown';
const TIERS: Tier[] = ['$', '$$', '$$$', '$$$$', 'unknown'];
const PERCENTILES = ['p10', 'p25', 'p50', 'p75', 'p90', 'p99'] as const;

interface PlaceStats {
  state: string;
  restaurant_count: number;
  item_count: number;
  average_price: number | null;
  median_price: number | null;
  p90_price: number | null;
  expensive_share: number | null;
  price_tiers: Record<Tier, number>;
  price_percentiles: Record<(typeof PERCENTILES)[number], number | null>;
  top_cuisines: { cuisine: string; restaurant_count: number; share: number }[];
}
interface StateAnswer {
  data: PlaceStats & { city_count: number };
}
interface CityAnswer {
  data: PlaceStats & { city: string };
}
interface RankingAnswer {
  data: { state: string; city: string; restaurant_count: number }[];
}

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);

async function csvLines(download: Download): Promise<string[][]> {
  const text = await readFile((await download.path())!, 'utf8');
  return text
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));
}

test('a state page shows the API’s numbers, its tiers add up to its restaurants, and its cities link to their dashboards', async ({
  page,
  request,
  baseURL,
  apiKey,
  facts,
}) => {
  const state = facts.cityState;
  const stats = (await apiGet<StateAnswer>(request, `${baseURL}/v1/stats/${state}`, apiKey)).data;
  expect(TIERS.reduce((sum, t) => sum + stats.price_tiers[t], 0)).toBe(stats.restaurant_count);

  await page.goto(`/stats/${state}`);
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  expect(stateName(state), `${state} is a US state`).toBeDefined();
  expect(name).toBe(stateName(state));
  const figures = page.getByRole('region', { name: `Statistics for ${name}` });
  await expect(figures.getByTestId('city_count')).toHaveText(count(stats.city_count));
  await expect(figures.getByTestId('restaurant_count')).toHaveText(count(stats.restaurant_count));
  await expect(figures.getByTestId('item_count')).toHaveText(count(stats.item_count));
  await expect(figures.getByTestId('average_price')).toHaveText(dollars(stats.average_price));
  await expect(figures.getByTestId('median_price')).toHaveText(dollars(stats.median_price));
  await expect(figures.getByTestId('p90_price')).toHaveText(dollars(stats.p90_price));
  await expect(figures.getByTestId('expensive_share')).toHaveText(percent(stats.expensive_share));
  await expect(figures).toContainText('of restaurants with a known price tier');
  const percentiles = figures.getByRole('table', { name: /price percentiles/ });
  for (const p of PERCENTILES) {
    await expect(percentiles.getByRole('row', { name: new RegExp(`^${p} `) })).toContainText(
      dollars(stats.price_percentiles[p]),
    );
  }
  await expect(figures.getByText(/a restaurant can have several cuisines/)).toBeVisible();

  // Price tiers: the table shows each count, the note what the shares are of, and the CSV adds up.
  const tiers = figures.getByRole('table', { name: /by price tier/ });
  const tierCounts = await tiers
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => Number(r.children[1]!.textContent!.replace(/,/g, ''))));
  expect(tierCounts).toEqual(TIERS.map((t) => stats.price_tiers[t]));
  await expect(figures).toContainText(`the five counts add up to ${count(stats.restaurant_count)}`);
  const [tierCsv] = await Promise.all([
    page.waitForEvent('download'),
    figures.getByRole('button', { name: /Download CSV.*by price tier/ }).click(),
  ]);
  const [header, ...rows] = await csvLines(tierCsv);
  // The one CSV format: the place on every row, the API's names, shares as fractions, the date in the file's name.
  expect(header).toEqual(['state', 'city', 'price_tier', 'restaurant_count', 'share']);
  expect(tierCsv.suggestedFilename()).toMatch(/-as-of-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(rows.map((r) => r[0])).toEqual(TIERS.map(() => state));
  expect(rows.map((r) => r[2])).toEqual(['$', '$$', '$$$', '$$$$', 'Unknown']);
  expect(rows.reduce((sum, r) => sum + Number(r[3]), 0)).toBe(stats.restaurant_count);

  // Cuisine CSV: the API's slugs and fractions.
  const [cuisineCsv] = await Promise.all([
    page.waitForEvent('download'),
    figures.getByRole('button', { name: /Download CSV.*top cuisines/ }).click(),
  ]);
  const [cuisineHeader, firstCuisine] = await csvLines(cuisineCsv);
  expect(cuisineHeader).toEqual(['state', 'city', 'cuisine', 'restaurant_count', 'share']);
  expect(firstCuisine![2]).toBe(stats.top_cuisines[0]!.cuisine);
  expect(Number(firstCuisine![4])).toBe(stats.top_cuisines[0]!.share);

  // Its largest cities, as the ranking has them, and the link to the ranking of all of them.
  const ranking = await apiGet<RankingAnswer>(
    request,
    `${baseURL}/v1/stats/cities?state=${state}&min_restaurants=1&limit=20`,
    apiKey,
  );
  const cities = page.getByRole('table', { name: `Largest cities in ${name}` });
  await expect(cities.locator('tbody tr')).toHaveCount(ranking.data.length);
  await expect(page.getByRole('link', { name: `All cities in ${name}` })).toHaveAttribute(
    'href',
    `/stats/cities?state=${state}`,
  );
  const first = ranking.data[0]!;
  await cities.getByRole('link', { name: first.city, exact: true }).click();
  await expect(page).toHaveURL(`/stats/${state}/${encodeURIComponent(first.city)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${first.city}, ${state}`);
  await expect(page.getByTestId('city-panel').getByTestId('restaurant_count')).toHaveText(
    count(first.restaurant_count),
  );

  // The city's dashboard leads back to its state, whose select moves to another state.
  await page.getByRole('link', { name: name!, exact: true }).click();
  await expect(page).toHaveURL(`/stats/${state}`);
  const other = state === 'TX' ? 'CA' : 'TX';
  await page.getByRole('combobox', { name: 'Another state' }).selectOption(other);
  await expect(page).toHaveURL(`/stats/${other}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stateName(other)!);
});

test('a code that is no state says so, and a city’s price tiers add up to its restaurants', async ({
  page,
  request,
  baseURL,
  apiKey,
  facts,
}) => {
  await page.goto('/stats/ZZ');
  await expect(page.getByRole('alert')).toContainText('“ZZ” is not a US state code');
  await page.getByRole('combobox', { name: 'Choose a state' }).selectOption('TX');
  await expect(page).toHaveURL('/stats/TX');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Texas');

  const city = (await getCityStats<CityAnswer>(request, baseURL!, apiKey, facts)).data;
  await page.goto(`/stats/${facts.cityState}/${encodeURIComponent(facts.city)}`);
  const panel = page.getByTestId('city-panel');
  await expect(panel.getByTestId('expensive_share')).toHaveText(percent(city.expensive_share));
  const tiers = panel.getByRole('table', { name: /by price tier/ });
  for (const tier of TIERS) {
    const label = tier === 'unknown' ? 'Unknown' : tier;
    await expect(tiers.getByRole('row', { name: new RegExp(`^${label.replace(/\$/g, '\\$')} `) })).toContainText(
      count(city.price_tiers[tier]),
    );
  }
  expect(TIERS.reduce((sum, t) => sum + city.price_tiers[t], 0)).toBe(city.restaurant_count);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`on a ${viewport.name}, six compared cities line up in one table and its CSV has every percentile and tier`, async ({
    page,
    request,
    baseURL,
    apiKey,
    facts,
  }) => {
    await page.setViewportSize(viewport);
    const ranking = await apiGet<RankingAnswer>(
      request,
      `${baseURL}/v1/stats/cities?state=${facts.state}&min_restaurants=1&limit=6`,
      apiKey,
    );
    expect(ranking.data).toHaveLength(6);
    const stats = await Promise.all(
      ranking.data.map(
        async (c) =>
          (await apiGet<CityAnswer>(request, `${baseURL}/v1/stats/${c.state}/${encodeURIComponent(c.city)}`, apiKey))
            .data,
      ),
    );
    const [main, ...others] = ranking.data;
    await page.goto(
      `/stats/${main!.state}/${encodeURIComponent(main!.city)}?compare=${others.map((c) => `${c.state}/${encodeURIComponent(c.city)}`).join(',')}`,
    );
    await expect(page.getByTestId('city-panel')).toHaveCount(6);

    // One column per city, each figure in its row, under its city's name.
    const table = page.getByRole('table', { name: /^Comparison of/ });
    const headers = table.getByRole('columnheader');
    await expect(headers).toHaveText(
      ['Figure', ...stats.map((s) => `${s.city}, ${s.state}`)].map((t) => new RegExp(t)),
    );
    const row = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}`) }).locator('td');
    await expect(row('Restaurants \\d')).toHaveText(stats.map((s) => count(s.restaurant_count)));
    await expect(row('Item price p99')).toHaveText(stats.map((s) => dollars(s.price_percentiles.p99)));
    await expect(row('Restaurants at \\$\\$\\$\\$')).toHaveText(stats.map((s) => count(s.price_tiers.$$$$)));
    const lefts = (cells: ReturnType<typeof row>) =>
      cells.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().right)));
    const columnEdges = await lefts(row('Item price p10'));
    expect(await lefts(row('Expensive share'))).toEqual(columnEdges);
    expect(await lefts(row('Restaurants, tier unknown'))).toEqual(columnEdges);
    // Ten columns scroll inside the table, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Download CSV.*Comparison of/ }).click(),
    ]);
    const [header, ...lines] = await csvLines(download);
    for (const column of [
      'state',
      ...PERCENTILES.map((p) => `price_percentiles.${p}`),
      ...TIERS.map((t) => `price_tiers.${t}`),
      'expensive_share',
    ]) {
      expect(header).toContain(column);
    }
    expect(lines).toHaveLength(6);
    lines.forEach((line, i) => {
      const cell = (column: string) => line[header!.indexOf(column)];
      expect(cell('city')).toBe(stats[i]!.city);
      for (const p of PERCENTILES)
        expect(cell(`price_percentiles.${p}`)).toBe(String(stats[i]!.price_percentiles[p] ?? ''));
      for (const t of TIERS) expect(cell(`price_tiers.${t}`)).toBe(String(stats[i]!.price_tiers[t]));
    });
  });
}
