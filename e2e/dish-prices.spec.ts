import { readFile } from 'node:fs/promises';
import { collisions, readChart } from './charts';
import { apiGet, apiPost, count, dollars, expect, recordApiRequests, test } from './fixtures';

interface DishPricesRow {
  state: string;
  city: string | null;
  item_count: number;
  restaurant_count: number;
  min: number;
  p25: number;
  median: number;
  p75: number;
  max: number;
  average: number;
  penetration: number;
  price_index: number | null;
}
interface DishPricesAnswer {
  data: DishPricesRow[];
  pagination: { total_estimated?: number };
}

const cityKey = (c: { state: string; city: string | null }) => `${c.state}/${c.city}`;

test('an analyst compares what a burrito costs in a few cities, exports the CSV and reopens the shared link', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const ask = (body: object) => apiPost<DishPricesAnswer>(request, `${baseURL}/v1/stats/dish-prices`, body, apiKey);
  // The small e2e catalog has few burritos: the two cities with the most, and the largest Texas city with none (it
  // is in the catalog, so the API answers no 404 for it), which must show as "too few items".
  const busiest = (await ask({ q: 'burrito', min_items: 1, limit: 2 })).data;
  expect(busiest).toHaveLength(2);
  const withBurritos = new Set((await ask({ q: 'burrito', state: 'TX', min_items: 1, limit: 100 })).data.map(cityKey));
  const texas = await apiGet<{ data: { state: string; city: string }[] }>(
    request,
    `${baseURL}/v1/stats/cities?state=TX&min_restaurants=1&limit=100`,
    apiKey,
  );
  const none = texas.data.find((city) => !withBurritos.has(cityKey(city)))!;
  const without = { state: none.state, city: none.city };
  const compared = [...busiest.map((r) => ({ state: r.state, city: r.city! })), without];
  const expected = await ask({ q: 'burrito', min_items: 1, cities: compared });
  const priced = new Map(expected.data.map((r) => [cityKey(r), r]));
  expect(priced.has(cityKey(without))).toBe(false);

  const requests = recordApiRequests(page);
  await page.goto('/stats/dishes');
  await page.getByRole('searchbox', { name: 'Dish' }).fill('burrito');
  await page.getByRole('searchbox', { name: 'Dish' }).press('Enter');
  await expect(page.getByTestId('places-summary')).toContainText('cities with at least 5 priced matches');
  await page.getByLabel('Fewest priced items a place needs').fill('1');
  await page.getByLabel('Fewest priced items a place needs').press('Enter');
  await expect(page.getByTestId('places-summary')).toContainText('at least 1 priced match');

  // Two cities ticked in the table, the third added by name.
  for (const r of busiest)
    await page.getByRole('checkbox', { name: `Select ${r.city}, ${r.state} to compare` }).check();
  await page.getByRole('button', { name: 'Compare 2 selected' }).click();
  await expect(page).toHaveURL(/cities=/);
  await page.getByRole('combobox', { name: 'State of the city' }).selectOption(without.state);
  await page.getByLabel('City', { exact: true }).fill(without.city);
  await page.getByRole('button', { name: 'Add to comparison' }).click();
  await expect(page.getByTestId('places-summary')).toHaveText('3 compared cities');

  const checkFigures = async () => {
    const table = page.getByRole('table', { name: /burrito prices in 3 compared cities/ });
    for (const city of compared) {
      // The row header holds the remove button ("Remove Laredo, TX from the comparison") and then the name.
      const row = table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: new RegExp(`${city.city}, ${city.state}$`) }) });
      if (city === without) {
        await expect(row).toContainText('too few items');
        continue;
      }
      const figures = priced.get(cityKey(city));
      if (!figures) throw new Error(`${cityKey(city)} was compared for having burritos, and the API prices none`);
      await expect(row.getByRole('cell')).toHaveText([
        count(figures.item_count),
        count(figures.restaurant_count),
        `${(figures.penetration * 100).toFixed(1)}%`,
        figures.price_index === null ? '—' : figures.price_index.toFixed(1),
        dollars(figures.min),
        dollars(figures.p25),
        dollars(figures.median),
        dollars(figures.p75),
        dollars(figures.max),
        dollars(figures.average),
      ]);
    }
    const chart = page.getByRole('img', { name: /^Bar chart: median burrito price/ });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.recharts-surface')).toBeVisible();
  };
  await checkFigures();
  // One request per settled change (the dish, the minimum, two steps of the comparison), none per keystroke.
  const asked = requests.filter((r) => r.url().endsWith('/v1/stats/dish-prices'));
  expect(asked).toHaveLength(4);

  // Sorting by median asks the API again, dearest first, and says so on the header; a second press turns it round.
  await page.getByRole('button', { name: /^Median/ }).click();
  await expect(page).toHaveURL(/sort=median_price/);
  await expect(page.getByRole('columnheader', { name: /Median/ })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: /^Median/ }).click();
  await expect(page).toHaveURL(/sort=median_price&order=asc/);
  await expect(page.getByRole('columnheader', { name: /Median/ })).toHaveAttribute('aria-sort', 'ascending');

  // The CSV of the comparison: every place on screen, nothing more to fetch.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^burrito-prices-in-3-compared-cities-as-of-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe(
    'state,city,item_count,restaurant_count,min,p25,median,p75,max,average,penetration,price_index',
  );
  for (const r of expected.data) {
    expect(lines).toContain(
      [
        ...[r.state, r.city, r.item_count, r.restaurant_count, r.min, r.p25, r.median, r.p75, r.max, r.average],
        ...[r.penetration, r.price_index ?? ''],
      ].join(','),
    );
  }
  expect(lines).toContain(`${without.state},${without.city},,,,,,,,,,`);

  // The shared link reproduces the page.
  const shared = page.url();
  await page.goto('about:blank');
  await page.goto(shared);
  await expect(page.getByTestId('places-summary')).toHaveText('3 compared cities');
  await expect(page.getByRole('columnheader', { name: /Median/ })).toHaveAttribute('aria-sort', 'ascending');
  await checkFigures();
});

test('a compared city the catalog does not know is named, and can be taken out', async ({
  page,
  apiKey: _keyInPage,
}) => {
  await page.goto('/stats/dishes?q=burrito&min=1&cities=TX/Austin,TX/Nowhere%20Springs');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Nowhere Springs, TX is not a city in the catalog');
  await alert.getByRole('button', { name: 'Remove Nowhere Springs, TX' }).click();
  await expect(page).toHaveURL(/cities=TX%2FAustin$/);
  await expect(page.getByTestId('places-summary')).toHaveText('1 compared city');

  // Typed into the picker, it is looked up first and never added.
  await page.getByRole('combobox', { name: 'State of the city' }).selectOption('OR');
  await page.getByLabel('City', { exact: true }).fill('Nowhere Springs');
  await page.getByRole('button', { name: 'Add to comparison' }).click();
  await expect(page.getByRole('alert')).toContainText('No city named “Nowhere Springs” in OR');
  await expect(page).toHaveURL(/cities=TX%2FAustin$/);
});

test('a city typed while the last one is still being looked up stays in the box, and is added next', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const rows = (
    await apiPost<{ data: { state: string; city: string }[] }>(
      request,
      `${baseURL}/v1/stats/dish-prices`,
      { q: 'burrito', min_items: 1, limit: 3 },
      apiKey,
    )
  ).data;
  const [first, second] = rows as [{ state: string; city: string }, { state: string; city: string }];
  // The first city's lookup answers only once the second city is typed: a slow network, the API's own answer.
  let typedNext!: () => void;
  const next = new Promise<void>((resolve) => (typedNext = resolve));
  await page.route('**/v1/suggest', async (route) => {
    if (route.request().postData()?.includes(first.city)) await next;
    await route.continue();
  });
  await page.goto('/stats/dishes?q=burrito&min=1');
  await page.getByText(/^Compare up to \d+ cities/).click();
  const box = page.getByLabel('City', { exact: true });
  await page.getByRole('combobox', { name: 'State of the city' }).selectOption(first.state);
  // The box's own suggestions for the first city are asked first, and Add waits on that same lookup: typing the
  // next city drops those suggestions, which must not drop the lookup with them.
  const suggested = page.waitForRequest((r) => r.url().endsWith('/v1/suggest') && !!r.postData()?.includes(first.city));
  await box.fill(first.city);
  await suggested;
  await page.getByRole('button', { name: 'Add to comparison' }).click();
  await page.getByRole('combobox', { name: 'State of the city' }).selectOption(second.state);
  await box.fill(second.city);
  typedNext();
  await expect(page.getByTestId('places-summary')).toHaveText('1 compared city');
  await expect(box).toHaveValue(second.city);
  await page.getByRole('button', { name: 'Add to comparison' }).click();
  await expect(page.getByTestId('places-summary')).toHaveText('2 compared cities');
});

test('the CSV of every place says what it costs, then pages the API at 100 a request', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const first = await apiPost<DishPricesAnswer>(
    request,
    `${baseURL}/v1/stats/dish-prices`,
    { q: 'chicken', min_items: 1, limit: 1 },
    apiKey,
  );
  // Chicken is priced in hundreds of places of the e2e catalog: more than a page of the app (20, so page 2 exists)
  // and more than one request of the CSV (100), which is what this journey is about.
  const total = first.pagination.total_estimated!;
  expect(total, 'chicken is priced in more places than one CSV request holds').toBeGreaterThan(100);
  const cost = Math.ceil(total / 100);
  await page.goto('/stats/dishes?q=chicken&min=1&page=2');
  const button = page.getByRole('button', { name: `Download CSV of all ${count(total)} places (${cost} requests)` });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines).toHaveLength(total + 1);
});

test('the map draws a bubble per city named with its median, shows it on keyboard focus, and a state per state', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const ask = (body: object) => apiPost<DishPricesAnswer>(request, `${baseURL}/v1/stats/dish-prices`, body, apiKey);
  const cities = (await ask({ q: 'chicken', min_items: 1, limit: 20 })).data;
  const describe = (name: string, r: DishPricesRow) =>
    `${name}: median price ${dollars(r.median)}, ${count(r.item_count)} ${r.item_count === 1 ? 'item' : 'items'}`;

  const requests = recordApiRequests(page);
  await page.goto('/stats/dishes?q=chicken&min=1');
  // The map's code is fetched once its frame comes near the screen, as a reader scrolls to it.
  await page.getByRole('region', { name: 'Map of the cities on this page' }).scrollIntoViewIfNeeded();
  const map = page.getByRole('group', { name: /^Median chicken price of the \d+ cities on this page$/ });
  await expect(map.getByRole('link')).toHaveCount(cities.length);
  const first = cities[0]!;
  const bubble = map.getByRole('link', { name: describe(`${first.city}, ${first.state}`, first) });
  await bubble.focus();
  await expect(page.getByTestId('map-tooltip')).toHaveText(
    `${first.city}, ${first.state}median price: ${dollars(first.median)}, ${count(first.item_count)} items`,
  );
  await bubble.blur();
  // Pointing at a row of the table points at its bubble.
  const last = cities.at(-1)!;
  await page.getByRole('rowheader', { name: new RegExp(`${last.city}, ${last.state}$`) }).hover();
  await expect(page.getByTestId('map-tooltip')).toContainText(`${last.city}, ${last.state}`);
  // The map draws the answer the table has: no request of its own.
  expect(requests.filter((r) => r.url().endsWith('/v1/stats/dish-prices'))).toHaveLength(1);

  const states = (await ask({ q: 'chicken', min_items: 1, limit: 20, group_by: 'state' })).data;
  await page.getByLabel('Group by').selectOption('state');
  const stateMap = page.getByRole('group', { name: /states on this page$/ });
  await expect(stateMap.getByRole('link')).toHaveCount(states.length);
  // The table lists the states in the API's order, under their names.
  const top = states[0]!;
  const topName = (await page.getByRole('rowheader').first().textContent())!;
  await expect(stateMap.getByRole('link', { name: describe(topName, top) })).toHaveCount(1);
});

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`at ${viewport.name} width, the price chart's labels never collide and its ticks step in round dollars`, async ({
    page,
    apiKey: _keyInPage,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/stats/dishes?q=chicken&min=1');
    const chart = page.getByRole('img', { name: /^Bar chart: median chicken price/ });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.recharts-surface')).toBeVisible();
    const { xAxis: prices, yAxis: places } = await readChart(chart);
    expect(prices.length).toBeGreaterThan(1);
    // Names on the left and medians on the right: one line a place each, 20 places.
    expect(places).toHaveLength(40);
    expect(collisions(prices)).toEqual([]);
    expect(collisions(places)).toEqual([]);
    const ticks = prices.map((t) => Number(t.text.replace('$', '')));
    const step = ticks[1]! - ticks[0]!;
    ticks.forEach((t, i) => expect(t).toBeCloseTo(ticks[0]! + i * step, 6));
    for (const t of prices) expect(t.text).toMatch(step >= 1 ? /^\$\d+$/ : /^\$\d+\.\d\d$/);
  });
}
