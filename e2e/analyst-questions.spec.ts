import { apiGet, apiPost, expect, test } from './fixtures';

interface DishPlace {
  state: string;
  city: string | null;
  item_count: number;
  penetration: number;
  price_index: number | null;
}
interface RankingRow {
  state: string;
  city: string;
  restaurant_count: number;
  chain_share: number;
  restaurants_per_10k: number | null;
  main_median_price: number | null;
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
const cityKey = (c: { state: string; city: string | null }) => `${c.state}/${c.city}`;

test('what share of Denver’s restaurants serve tacos, and how does its taco price index compare with Portland’s', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const ask = (body: object) =>
    apiPost<{ data: DishPlace[] }>(request, `${baseURL}/v1/stats/dish-prices`, body, apiKey);
  // Denver and Portland when the catalog served has tacos in both; else (the small e2e catalog) the two cities
  // with the most priced tacos stand in for them.
  const wanted = [
    { state: 'CO', city: 'Denver' },
    { state: 'OR', city: 'Portland' },
  ];
  const tacoCities = (await ask({ q: 'tacos', min_items: 1, limit: 100 })).data;
  const known = new Set(tacoCities.map(cityKey));
  const [first, second] = wanted.every((c) => known.has(cityKey(c)))
    ? wanted
    : tacoCities.slice(0, 2).map((row) => ({ state: row.state, city: row.city! }));
  const answer = await ask({ q: 'tacos', min_items: 1, cities: [first, second] });
  const figures = new Map(answer.data.map((row) => [cityKey(row), row]));
  const [one, other] = [figures.get(cityKey(first!))!, figures.get(cityKey(second!))!];
  expect(one.penetration).toBeGreaterThan(0);

  await page.goto('/stats/dishes');
  await page.getByRole('searchbox', { name: 'Dish' }).fill('tacos');
  await page.getByRole('searchbox', { name: 'Dish' }).press('Enter');
  await page.getByLabel('Fewest priced items a place needs').fill('1');
  await page.getByLabel('Fewest priced items a place needs').press('Enter');
  await page.getByText(/^Compare up to \d+ cities/).click();
  for (const city of [first!, second!]) {
    await page.getByRole('combobox', { name: 'State of the city' }).selectOption(city.state);
    await page.getByLabel('City', { exact: true }).fill(city.city);
    await page.getByRole('button', { name: 'Add to comparison' }).click();
  }
  await expect(page.getByTestId('places-summary')).toHaveText('2 compared cities');

  const table = page.getByRole('table', { name: /tacos prices in 2 compared cities/ });
  const row = (city: { state: string; city: string }) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`${city.city}, ${city.state}$`) }) });
  // Columns: items, restaurants, serving (the share of its restaurants), price index, then the prices.
  await expect(row(first!).getByRole('cell').nth(2)).toHaveText(percent(one.penetration));
  for (const [city, place] of [
    [first!, one],
    [second!, other],
  ] as const) {
    await expect(row(city).getByRole('cell').nth(3)).toHaveText(place.price_index?.toFixed(1) ?? '—');
  }
  // The comparison the question asks for reads off the two rows: the dearer city has the higher index.
  const shown = async (city: { state: string; city: string }) =>
    Number(await row(city).getByRole('cell').nth(3).textContent());
  expect(Math.sign((await shown(first!)) - (await shown(second!)))).toBe(
    Math.sign(one.price_index! - other.price_index!),
  );
});

test('chain share and restaurants per 10,000 people in the ten largest cities, then the cities ranked by chain share', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const ranking = (query: string) =>
    apiGet<{ data: RankingRow[] }>(request, `${baseURL}/v1/stats/cities?min_restaurants=1&limit=10&${query}`, apiKey);
  const largest = (await ranking('sort=restaurant_count')).data;
  expect(largest).toHaveLength(10);

  await page.goto('/stats/cities');
  await page.getByLabel('Minimum restaurants per city').selectOption('1');
  const table = page.getByRole('table');
  const header = (name: RegExp) => table.getByRole('columnheader', { name });
  await expect(header(/Restaurants/)).toHaveAttribute('aria-sort', 'descending');
  // Where each figure's column is, read from the headers (the row header, the city, is not a cell).
  const headers = (await table.getByRole('columnheader').allTextContents()).filter((text) => !/^City/.test(text));
  const column = (name: string) => headers.findIndex((text) => text.startsWith(name));
  const rows = table.getByRole('row');
  for (const [i, city] of largest.entries()) {
    const cells = rows.nth(i + 1).getByRole('cell');
    await expect(rows.nth(i + 1).getByRole('rowheader')).toHaveText(city.city);
    await expect(cells.nth(column('Chain share'))).toHaveText(percent(city.chain_share));
    await expect(cells.nth(column('Per 10k people'))).toHaveText(city.restaurants_per_10k?.toFixed(1) ?? '—');
  }

  // Ranked by chain share over every city, highest first on the first press, and the link keeps it.
  const byChains = (await ranking('sort=chain_share&order=desc')).data;
  await table.getByRole('button', { name: /Chain share/ }).click();
  await expect(header(/Chain share/)).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=chain_share/);
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(byChains[0]!.city);
  await expect(rows.nth(1).getByRole('cell').nth(column('Chain share'))).toHaveText(percent(byChains[0]!.chain_share));
  await page.reload();
  await expect(header(/Chain share/)).toHaveAttribute('aria-sort', 'descending');
  await expect(rows.nth(1).getByRole('rowheader')).toHaveText(byChains[0]!.city);
});
