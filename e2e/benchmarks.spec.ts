import { readFile } from 'node:fs/promises';
import { apiGet, apiPost, dollars, expect, test } from './fixtures';
import { stateName } from '../rules/us-states';

interface Benchmarked {
  state: string;
  median_price: number | null;
  price_index: number | null;
  chain_share: number;
  restaurants_per_10k: number | null;
  main_median_price: number | null;
  as_of: string;
}

test('how does a city’s median compare with its state and the US: the dashboard answers beside its figures', async ({
  page,
  request,
  baseURL,
  apiKey,
  facts,
}) => {
  const url = (path: string) => `${baseURL}${path}`;
  const city = await apiGet<{ data: Benchmarked & { city: string } }>(
    request,
    url(`/v1/stats/${facts.cityState}/${encodeURIComponent(facts.city)}`),
    apiKey,
  );
  const state = await apiGet<{ data: Benchmarked }>(request, url(`/v1/stats/${facts.cityState}`), apiKey);
  const us = await apiGet<{ data: Benchmarked }>(request, url('/v1/stats/us'), apiKey);

  await page.goto('/stats');
  await page.getByRole('combobox', { name: 'State' }).first().selectOption(facts.cityState);
  await page.getByLabel('City', { exact: true }).fill(facts.city);
  await page.getByRole('button', { name: 'Show city' }).click();

  const yardstick = page.getByRole('table', { name: /compared with .* and the US/ });
  const median = yardstick.getByRole('row', { name: /^Median price/ });
  await expect(median.getByRole('cell')).toHaveText([
    dollars(city.data.median_price),
    dollars(state.data.median_price),
    dollars(us.data.median_price),
  ]);
  const index = yardstick.getByRole('row', { name: /^Price index/ });
  await expect(index.getByRole('cell')).toHaveText(
    [city.data, state.data, us.data].map((place) => place.price_index?.toFixed(1) ?? '—'),
  );
  await expect(index.getByRole('cell').last()).toHaveText('100.0');
  // What its restaurants are and what a main course costs, beside the same figures of its state and the US.
  const places = [city.data, state.data, us.data];
  await expect(yardstick.getByRole('row', { name: /^Chain share/ }).getByRole('cell')).toHaveText(
    places.map((place) => `${(place.chain_share * 100).toFixed(1)}%`),
  );
  await expect(yardstick.getByRole('row', { name: /^Per 10,000 people/ }).getByRole('cell')).toHaveText(
    places.map((place) => place.restaurants_per_10k?.toFixed(2) ?? '—'),
  );
  await expect(yardstick.getByRole('row', { name: /^Main-course median/ }).getByRole('cell')).toHaveText(
    places.map((place) => dollars(place.main_median_price)),
  );
  await expect(yardstick.getByRole('columnheader', { name: stateName(facts.cityState)! })).toBeVisible();
  await expect(yardstick.getByRole('columnheader', { name: 'US', exact: true })).toBeVisible();
  await expect(page.getByText(`Figures as of ${us.data.as_of}`)).toBeVisible();

  // Its CSV in the one format: the place first, the API's field names and values, dated in its name.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download CSV.* compared with / }).click(),
  ]);
  expect(download.suggestedFilename()).toContain(us.data.as_of);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toMatch(/^state,city,.*,chain_share,service_mix\.quick$/);
  expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
    `${facts.cityState},${city.data.city}`,
    `${facts.cityState},`,
    'US,',
  ]);
  expect(lines[3]!.split(',')).toContain(String(us.data.chain_share));
});

test('which cities have the highest share of Vietnamese restaurants: the cuisine ranking, from the statistics page', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  interface Ranked {
    data: {
      state: string;
      city: string;
      share: number;
      restaurant_count: number;
      place_restaurant_count: number;
      as_of: string;
    }[];
    pagination: { total_estimated: number };
  }
  const api = await apiGet<Ranked>(
    request,
    `${baseURL}/v1/stats/cuisines/vietnamese?min_restaurants=1&limit=20`,
    apiKey,
  );
  expect(api.data.length).toBeGreaterThan(0);

  await page.goto('/stats');
  await page.getByRole('link', { name: 'Cities ranked by a cuisine' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cities ranked by a cuisine');
  await page.getByLabel('Cuisine').selectOption('vietnamese');
  await page.getByLabel('Minimum restaurants per city').selectOption('1');
  await expect(page).toHaveURL(/min=1/);
  await expect(page.getByTestId('cuisine-ranking-summary')).toContainText(`of ${api.pagination.total_estimated} `);

  const table = page.getByRole('table', { name: /share of restaurants listing Vietnamese/ });
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(api.data.length + 1);
  for (const [i, row] of api.data.slice(0, 5).entries()) {
    const shown = rows.nth(i + 1);
    await expect(shown.getByRole('rowheader')).toHaveText(`${row.city}, ${row.state}`);
    await expect(shown).toContainText(`${(row.share * 100).toFixed(1)}%`);
  }

  // The CSV holds the API's fields, shares as fractions, and is dated.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toContain(api.data[0]!.as_of);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('state,city,cuisine,restaurant_count,share,place_restaurant_count');
  const first = api.data[0]!;
  expect(lines[1]).toBe(
    `${first.state},${first.city},vietnamese,${first.restaurant_count},${first.share},${first.place_restaurant_count}`,
  );
});

test('a 5 × 10 dish × city heatmap, exported as CSV, holds what the API answers', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const dishes = ['pizza', 'burrito', 'tacos', 'salad', 'burger'];
  await page.goto('/stats/heatmap');
  await page.getByLabel('Dishes, separated by commas').fill(dishes.join(', '));
  await page.getByRole('button', { name: 'Show dishes' }).click();
  await page.getByRole('button', { name: 'The 10 largest cities' }).click();
  const heatmap = page.getByTestId('heatmap');
  await expect(heatmap.getByRole('row')).toHaveCount(dishes.length + 1);
  await expect(heatmap.getByRole('columnheader')).toHaveCount(11);
  await expect(page.getByTestId('heatmap-legend')).toBeVisible();

  const ranking = await apiGet<{ data: { state: string; city: string }[] }>(
    request,
    `${baseURL}/v1/stats/cities?sort=restaurant_count&min_restaurants=1&limit=10`,
    apiKey,
  );
  const cities = ranking.data.map(({ state, city }) => ({ state, city }));
  const api = await apiPost<{ data: Record<string, string | number | null>[]; meta: { as_of: string } }>(
    request,
    `${baseURL}/v1/stats/dish-prices/matrix`,
    { dishes, cities },
    apiKey,
  );
  // Every cell of the heatmap writes its median as the table below it does.
  const first = api.data[0]!;
  await expect(heatmap.getByRole('row').nth(1).getByRole('cell').first()).toHaveText(
    first.median === null ? '—' : dollars(first.median as number),
  );

  // A figure from fewer than 30 priced items is flagged where it is shown.
  const few = api.data.filter((cell) => (cell.item_count as number) > 0 && (cell.item_count as number) < 30);
  await expect(heatmap.getByRole('cell').filter({ hasText: 'from fewer than 30 items' })).toHaveCount(few.length);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`dish-city-heatmap-as-of-${api.meta.as_of}.csv`);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  const header = 'q,state,city,item_count,restaurant_count,median,penetration,price_index';
  expect(lines[0]).toBe(header);
  expect(lines.slice(1)).toEqual(
    api.data.map((cell) =>
      header
        .split(',')
        .map((field) => String(cell[field] ?? ''))
        .join(','),
    ),
  );
});
