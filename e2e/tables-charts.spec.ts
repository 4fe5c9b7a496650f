/** Charts and tables of the statistics pages: readable axes, columns that line up, sortable tables, honest shares. */
import type { Locator, Page } from '@playwright/test';
import { collisions, readChart } from './charts';
import { apiGet, citiesOfState, expect, getCityStats, scrollPastCharts, test } from './fixtures';

interface StatsAnswer {
  data: { price_percentiles: { p99: number | null }; top_cuisines: { share: number }[] };
}
interface CuisinesAnswer {
  data: { cuisine: string; restaurant_count: number; share: number }[];
}

const comparePath = (state: string, [main, ...others]: string[]) =>
  `/stats/${state}/${encodeURIComponent(main!)}?compare=${others.map((c) => `${state}/${encodeURIComponent(c)}`).join(',')}`;

const amount = (text: string) => Number(text.replace(/[$,%]/g, ''));

async function expectReadableAxes(page: Page) {
  await scrollPastCharts(page);
  const charts = page.getByRole('img', { name: /^Bar chart/ });
  await expect(charts.locator('.recharts-surface')).toHaveCount(await charts.count());
  for (const chart of await charts.all()) {
    const name = (await chart.getAttribute('aria-label'))!;
    const { xAxis, yAxis, values } = await readChart(chart);
    expect(collisions(xAxis), `${name}: x-axis`).toEqual([]);
    expect(collisions(yAxis), `${name}: y-axis`).toEqual([]);
    // The value axis: prices up the side of the percentile charts, restaurant counts up the side of the price tier
    // charts (whole numbers), shares along the bottom of the cuisine charts.
    const kind = /price percentiles/.test(name) ? 'price' : /price tier/.test(name) ? 'count' : 'share';
    const valueTicks = (kind === 'share' ? xAxis : yAxis).map((t) => t.text);
    const format = { price: /^\$\d+(\.\d\d)?$/, count: /^\d{1,3}(,\d{3})*$/, share: /^\d+(\.\d)?%$/ }[kind];
    for (const tick of valueTicks) expect(tick, `${name}: a round tick in the bars' format`).toMatch(format);
    const numbers = valueTicks.map(amount).sort((a, b) => a - b);
    expect(numbers[0]).toBe(0);
    const step = numbers[1]! - numbers[0]!;
    const mantissa = Number((step / 10 ** Math.floor(Math.log10(step))).toPrecision(6));
    expect([1, 2, 2.5, 5], `${name}: step ${step}`).toContain(mantissa);
    numbers.forEach((n, i) => expect(n).toBeCloseTo(i * step, 6));
    expect(numbers.at(-1)!).toBeGreaterThanOrEqual(Math.max(...values.map(amount)));
  }
}

for (const viewport of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`at ${viewport.name} width, chart ticks are round, in the bars' format, above the largest bar, and never collide`, async ({
    page,
    request,
    baseURL,
    apiKey,
    facts,
  }) => {
    await page.setViewportSize(viewport);
    const cities = await citiesOfState(request, baseURL!, apiKey, facts);
    // Compared cities share a scale set by the largest of them: the case that drew the raw maximum as a tick.
    await page.goto(comparePath(facts.state, cities.slice(0, 2)));
    await expect(page.getByTestId('city-panel').getByTestId('median_price')).toHaveCount(2);
    await expectReadableAxes(page);

    await page.goto('/stats');
    await expect(page.getByRole('table', { name: /Top cuisines/ })).toBeVisible();
    await expectReadableAxes(page);

    await page.goto(`/stats/${facts.state}`);
    await expect(page.getByRole('table', { name: /by price tier/ })).toBeVisible();
    await expectReadableAxes(page);
  });
}

test('compared cities line up column by column when one caption wraps onto more lines', async ({
  page,
  request,
  baseURL,
  apiKey,
  facts,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const cities = await citiesOfState(request, baseURL!, apiKey, facts);
  await page.goto(comparePath(facts.state, cities.slice(0, 3)));
  const panels = page.getByTestId('city-panel');
  await expect(panels.getByTestId('median_price')).toHaveCount(3);
  await scrollPastCharts(page);

  // A longer city name: the first column's caption takes more lines than its neighbours'.
  const title = panels.first().locator('figcaption span.font-semibold').first();
  const oneLine = (await title.boundingBox())!.height;
  await title.evaluate((el) => el.append(' in a city whose name is long enough to wrap'));
  expect((await title.boundingBox())!.height).toBeGreaterThan(oneLine);

  const tops = (locator: Locator) => locator.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top));
  for (const [what, locator] of [
    ['percentile charts', page.getByRole('img', { name: /price percentiles/ })],
    ['percentile tables', page.getByRole('table', { name: /price percentiles/ })],
    ['cuisine charts', page.getByRole('img', { name: /share of restaurants by cuisine/ })],
    ['cuisine tables', page.getByRole('table', { name: /Top cuisines/ })],
    ['price tier charts', page.getByRole('img', { name: /at each price tier/ })],
    ['price tier tables', page.getByRole('table', { name: /by price tier/ })],
  ] as const) {
    const rowTops = await tops(locator);
    expect(rowTops, what).toHaveLength(3);
    for (const top of rowTops) expect(top, what).toBeCloseTo(rowTops[0]!, 0);
  }
});

test('every data table sorts by its column headers, numbers as numbers, and says how with aria-sort', async ({
  page,
  apiKey,
}) => {
  void apiKey;
  await page.goto('/stats');
  const table = page.getByRole('table', { name: 'Top cuisines in the United States' });
  await expect(table).toBeVisible();
  const column = async (index: number) =>
    table.locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => r.children[i]!.textContent ?? ''), index);
  const headers = table.getByRole('columnheader');
  const given = await column(0);

  // A figure sorts highest first on the first press, then turns round.
  await table.getByRole('button', { name: /Restaurants/ }).click();
  await expect(headers.nth(1)).toHaveAttribute('aria-sort', 'descending');
  const counts = (await column(1)).map((text) => Number(text.replace(/,/g, '')));
  expect(counts).toEqual([...counts].sort((a, b) => b - a));
  expect(new Set(counts).size).toBeGreaterThan(1);

  await table.getByRole('button', { name: /Restaurants/ }).click();
  await expect(headers.nth(1)).toHaveAttribute('aria-sort', 'ascending');
  expect((await column(1)).map((text) => Number(text.replace(/,/g, '')))).toEqual([...counts].reverse());

  await table.getByRole('button', { name: /Cuisine/ }).click();
  await expect(headers.nth(0)).toHaveAttribute('aria-sort', 'ascending');
  await expect(headers.nth(1)).not.toHaveAttribute('aria-sort');
  expect(await column(0)).toEqual([...given].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' })));
});

test('where cuisine shares are shown, the page says why they add up past 100%', async ({
  page,
  request,
  baseURL,
  apiKey,
  facts,
}) => {
  const nationwide = await apiGet<CuisinesAnswer>(request, `${baseURL}/v1/stats/top-cuisines?limit=15`, apiKey);
  const total = nationwide.data.reduce((sum, c) => sum + c.share, 0);
  expect(total).toBeGreaterThan(1);
  await page.goto('/stats');
  const figure = page.getByRole('figure').filter({ has: page.getByRole('table', { name: /Top cuisines/ }) });
  await expect(figure).toContainText(
    `These shares add up to ${Math.round(total * 100)}%: each share is of all restaurants in the United States, and a restaurant can have several cuisines.`,
  );

  const city = await getCityStats<StatsAnswer>(request, baseURL!, apiKey, facts);
  await page.goto(`/stats/${facts.cityState}/${encodeURIComponent(facts.city)}`);
  await expect(page.getByRole('table', { name: /Top cuisines/ })).toBeVisible();
  expect(city.data.top_cuisines.length).toBeGreaterThan(0);
  await expect(page.getByText(/a restaurant can have several cuisines/)).toBeVisible();
});
