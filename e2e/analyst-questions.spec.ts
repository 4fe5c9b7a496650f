import { addCity, apiGet, apiPost, everyPage, expect, percent, test } from './fixtures';

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
  for (const city of [first!, second!]) await addCity(page, 'State of the city', city);
  await expect(page.getByTestId('places-summary')).toHaveText('2 compared cities');

  const table = page.getByRole('table', { name: /tacos prices in 2 compared cities/ });
  const row = (city: { state: string; city: string }) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: new RegExp(`${city.city}, ${city.state}$`) }) });
  // Columns: items, restaurants, serving (the share of its restaurants), price index, then the prices.
  await expect(row(first!).getByRole('cell').nth(2)).toHaveText(percent(one.penetration));
  // The comparison the question asks for reads off the two rows: each city's index, as the API gives it.
  for (const [city, place] of [
    [first!, one],
    [second!, other],
  ] as const) {
    await expect(row(city).getByRole('cell').nth(3)).toHaveText(place.price_index?.toFixed(1) ?? '—');
  }
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

test('which places have the highest share serving pizza, and the dearest p75: every dish-price column sorts every place, not the page', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const everyPlace = (sort: string, order: string) =>
    everyPage((offset) =>
      apiPost<{ data: DishPlace[]; pagination: { has_more: boolean } }>(
        request,
        `${baseURL}/v1/stats/dish-prices`,
        { q: 'pizza', min_items: 1, sort, order, limit: 100, offset },
        apiKey,
      ),
    );
  const byServing = await everyPlace('penetration', 'desc');
  // More places than a page: a sort of the page alone would show other rows first.
  expect(byServing.length).toBeGreaterThan(20);
  const highest = Math.max(...byServing.map((row) => row.penetration));

  await page.goto('/stats/dishes?q=pizza&min=1');
  const table = page.getByRole('table', { name: /pizza prices by city/ });
  const firstRow = table.getByRole('row').nth(1);
  await expect(page.getByTestId('places-summary')).toContainText(`${byServing.length} cities`);
  await table.getByRole('button', { name: /^Serving/ }).click();
  await expect(page).toHaveURL(/sort=penetration/);
  await expect(table.getByRole('columnheader', { name: /Serving/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow.getByRole('rowheader')).toContainText(`${byServing[0]!.city}, ${byServing[0]!.state}`);
  await expect(firstRow.getByRole('cell').nth(2)).toHaveText(percent(highest));

  // Pressed again: the lowest share of every place first.
  const lowest = await everyPlace('penetration', 'asc');
  await table.getByRole('button', { name: /^Serving/ }).click();
  await expect(page).toHaveURL(/sort=penetration&order=asc/);
  await expect(firstRow.getByRole('rowheader')).toContainText(`${lowest[0]!.city}, ${lowest[0]!.state}`);

  // A price column too, highest first on its first press; the link keeps the order.
  const byP75 = await everyPlace('p75_price', 'desc');
  await table.getByRole('button', { name: /^P75/ }).click();
  await expect(page).toHaveURL(/sort=p75_price/);
  await expect(page).not.toHaveURL(/order=asc/);
  await expect(firstRow.getByRole('rowheader')).toContainText(`${byP75[0]!.city}, ${byP75[0]!.state}`);
  await page.reload();
  await expect(table.getByRole('columnheader', { name: /P75/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(firstRow.getByRole('rowheader')).toContainText(`${byP75[0]!.city}, ${byP75[0]!.state}`);

  // The cuisine ranking keeps the same rule: a second press turns every city's order round, in the link.
  const fewest = await apiGet<{ data: { state: string; city: string }[] }>(
    request,
    `${baseURL}/v1/stats/cuisines/pizza?min_restaurants=1&order=asc&limit=20`,
    apiKey,
  );
  await page.goto('/stats/cuisines?cuisine=pizza&min=1');
  const ranking = page.getByRole('table', { name: /listing Pizza/ });
  await expect(ranking.getByRole('columnheader', { name: /Share/ })).toHaveAttribute('aria-sort', 'descending');
  await ranking.getByRole('button', { name: /^Share/ }).click();
  await expect(page).toHaveURL(/order=asc/);
  await expect(ranking.getByRole('columnheader', { name: /Share/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(ranking.getByRole('row').nth(1).getByRole('rowheader')).toHaveText(
    `${fewest.data[0]!.city}, ${fewest.data[0]!.state}`,
  );
});

test('compare with another city: a name in several states is offered in each with its restaurants, a small one is flagged, and a mistyped one is understood', async ({
  page,
  request,
  baseURL,
  apiKey,
  facts,
}) => {
  interface Place {
    kind: string;
    city?: string;
    state?: string;
    count?: number;
  }
  const suggest = async (q: string) =>
    (await apiPost<{ data: Place[] }>(request, `${baseURL}/v1/suggest`, { q, limit: 20 }, apiKey)).data.filter(
      (s) => s.kind === 'place',
    );
  // A city name more than one state has (Portland, OR and Portland, TX at full scale), found in the ranking.
  const cities = await everyPage((offset) =>
    apiGet<{ data: RankingRow[]; pagination: { has_more: boolean } }>(
      request,
      `${baseURL}/v1/stats/cities?min_restaurants=1&limit=100&offset=${offset}`,
      apiKey,
    ),
  );
  const statesOf = new Map<string, RankingRow[]>();
  for (const c of cities) statesOf.set(c.city, [...(statesOf.get(c.city) ?? []), c]);
  const shared = [...statesOf.values()].find((list) => list.length > 1 && list[0]!.city !== facts.city)!;
  expect(shared).toBeDefined();
  const name = shared[0]!.city;
  const offered = (await suggest(name)).filter((s) => s.city === name);
  expect(offered.length).toBeGreaterThan(1);

  await page.goto(`/stats/${facts.cityState}/${encodeURIComponent(facts.city)}`);
  await page.getByText('Compare with another city').click();
  const box = page.getByRole('searchbox', { name: 'City' });
  await box.fill(name);
  const options = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  // Every state's city of that name, with its state and its restaurants; under 30 restaurants, marked.
  for (const place of offered) {
    const option = options.filter({ hasText: `${name}, ${place.state}` });
    await expect(option).toContainText(`${place.count} restaurant`);
    if (place.count! < 30) await expect(option).toContainText('few: rough figures');
  }
  const smallest = offered.at(-1)!;
  await options.filter({ hasText: `${name}, ${smallest.state}` }).click();
  await expect(page).toHaveURL(new RegExp(`compare=${smallest.state}(/|%2F)${encodeURIComponent(name)}`));
  const comparison = page.getByRole('table', { name: /^Comparison of / });
  await expect(comparison).toContainText(`${name}, ${smallest.state}`);
  // A small city's tail percentiles are read from a handful of items: marked, and the mark explained.
  await expect(comparison.getByTestId('rough-figure').first()).toBeVisible();
  await expect(page.getByText(/Read from fewer than 30 items/)).toBeVisible();

  // The name alone, shared by several states, asks which one (the picker stays open after a pick).
  await box.fill(name);
  await box.press('Escape');
  await page.getByRole('button', { name: 'Add to comparison' }).click();
  await expect(page.getByText(`Which ${name}?`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cities to choose from' }).getByRole('button')).toHaveCount(
    offered.length,
  );

  // A mistyped name: the API's reading of it is offered ("austn": Austin, TX).
  const main = cities.find((c) => c.city === facts.city && c.state === facts.cityState)!;
  let mistyped = '';
  for (let at = 1; at < facts.city.length - 1 && !mistyped; at += 1) {
    const typo = facts.city.slice(0, at) + facts.city.slice(at + 1);
    if (/\s/.test(facts.city[at]!)) continue;
    const read = await apiPost<{ meta: { interpretation: { place: { city: string | null } | null } } }>(
      request,
      `${baseURL}/v1/search/restaurants`,
      { q: typo, limit: 1 },
      apiKey,
    );
    if (read.meta.interpretation.place?.city === facts.city && (await suggest(typo)).length === 0) mistyped = typo;
  }
  expect(mistyped).not.toBe('');
  await page.goto('/stats');
  await page.getByRole('searchbox', { name: 'City' }).fill(mistyped);
  await page.getByRole('button', { name: 'Show city' }).click();
  await expect(page.getByText(`No city named “${mistyped}”. Did you mean:`)).toBeVisible();
  await page
    .getByRole('list', { name: 'Cities to choose from' })
    .getByRole('button', { name: new RegExp(`^${facts.city}, ${facts.cityState}`) })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${main.city}, ${main.state}`);
});
