import { readFile } from 'node:fs/promises';
import { apiGet, citiesOfState, count, dollars, expect, getCityStats, scrollPastCharts, test } from './fixtures';

interface StatsAnswer {
  data: {
    city: string;
    state: string;
    restaurant_count: number;
    item_count: number;
    average_price: number | null;
    median_price: number | null;
    p90_price: number | null;
    price_percentiles: Record<'p10' | 'p25' | 'p50' | 'p75' | 'p90' | 'p99', number | null>;
    top_cuisines: { cuisine: string; restaurant_count: number; share: number }[];
  };
}

test('a city dashboard shows the API’s numbers, exports CSV, and compares cities', async ({
  page,
  request,
  baseURL,
  apiKey,
  facts,
}) => {
  const stats = (await getCityStats<StatsAnswer>(request, baseURL!, apiKey, facts)).data;

  await page.goto('/stats');
  await page.getByRole('combobox', { name: 'State' }).first().selectOption(facts.cityState);
  await page.getByLabel('City', { exact: true }).fill(facts.city);
  await page.getByRole('button', { name: 'Show city' }).click();
  await expect(page).toHaveURL(new RegExp(`/stats/${facts.cityState}/`));

  const panel = page.getByTestId('city-panel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${stats.city}, ${stats.state}`);
  await expect(panel.getByTestId('restaurant_count')).toHaveText(count(stats.restaurant_count));
  await expect(panel.getByTestId('item_count')).toHaveText(count(stats.item_count));
  await expect(panel.getByTestId('average_price')).toHaveText(dollars(stats.average_price));
  await expect(panel.getByTestId('median_price')).toHaveText(dollars(stats.median_price));
  await expect(panel.getByTestId('p90_price')).toHaveText(dollars(stats.p90_price));
  const percentileTable = panel.getByRole('table', { name: /price percentiles/ });
  for (const [p, value] of Object.entries(stats.price_percentiles)) {
    await expect(percentileTable.getByRole('row', { name: new RegExp(`^${p} `) })).toContainText(dollars(value));
  }
  await expect(panel.locator('.recharts-surface').first()).toBeVisible();

  // CSV export of the percentile table.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: /Download CSV.*price percentiles/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/price-percentiles-as-of-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('state,city,percentile,price');
  expect(lines.slice(1)).toEqual(
    Object.entries(stats.price_percentiles).map(([p, v]) => `${stats.state},${stats.city},${p},${v ?? ''}`),
  );

  // Compare with a second city: the URL keeps it, both panels show.
  await page.getByText('Compare with another city').click();
  await page.getByRole('combobox', { name: 'State' }).selectOption(facts.cityState);
  await page.getByLabel('City', { exact: true }).fill(facts.city === stats.city ? 'No Such Town' : stats.city);
  await page.getByRole('button', { name: 'Add to comparison' }).click();
  // The picker looks the name up first: a town the catalog lacks is never added.
  await expect(page.getByRole('alert')).toContainText(`No city named “No Such Town” in ${facts.cityState}`);
  await expect(page).not.toHaveURL(/compare=/);
  // A hand-edited link can still name one: its panel says so.
  await page.goto(`${new URL(page.url()).pathname}?compare=${facts.cityState}/No%20Such%20Town`);
  await expect(page.getByTestId('city-panel')).toHaveCount(2);
  await expect(page.getByTestId('city-panel').nth(1).getByRole('alert')).toContainText('No such city in the dataset');
});

test('compared cities share one price scale, and nothing above the panels moves when figures arrive', async ({
  page,
  request,
  baseURL,
  apiKey,
  facts,
}) => {
  // Two cities of one state with different top prices.
  const cities = await citiesOfState(request, baseURL!, apiKey, facts);
  const p99 = new Map<string, number>();
  for (const city of cities.slice(0, 8)) {
    const stats = await apiGet<StatsAnswer>(
      request,
      `${baseURL}/v1/stats/${facts.state}/${encodeURIComponent(city)}`,
      apiKey,
    );
    p99.set(city, stats.data.price_percentiles.p99 ?? 0);
  }
  const [low, high] = [...p99.entries()]
    .sort((a, b) => a[1] - b[1])
    .filter((_, i, all) => i === 0 || i === all.length - 1);
  expect(high![1]).toBeGreaterThan(low![1] * 1.2);

  await page.goto(
    `/stats/${facts.state}/${encodeURIComponent(low![0])}?compare=${facts.state}/${encodeURIComponent(high![0])}`,
  );
  const summary = page.getByText('Compare with another city');
  const before = await summary.boundingBox();
  const charts = page.getByRole('img', { name: /price percentiles/ });
  await expect(charts).toHaveCount(2);
  await scrollPastCharts(page);
  // Percentiles, cuisines and price tiers in each city.
  await expect(page.locator('.recharts-surface')).toHaveCount(6);
  const ticks = (i: number) =>
    charts.nth(i).locator('.recharts-yAxis.recharts-cartesian-axis-tick-value').allTextContents();
  expect((await ticks(0)).length).toBeGreaterThan(2);
  expect(await ticks(0)).toEqual(await ticks(1));
  await page.evaluate(() => window.scrollTo(0, 0));
  expect((await summary.boundingBox())!.y).toBe(before!.y);
});

test('Browse restaurants in a state lands on a search with results', async ({ page, apiKey }) => {
  void apiKey;
  await page.goto('/stats?state=TX');
  const browse = page.getByRole('link', { name: /^Browse .* restaurants in Texas$/ });
  await browse.click();
  await expect(page).toHaveURL(/\/restaurants\?q=.+&state=TX/);
  await expect(page.getByTestId('restaurant-results').getByRole('article').first()).toBeVisible();
});

test('on a phone, a chart further down the page is drawn only when the reader scrolls towards it', async ({
  page,
  facts,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/stats/${facts.cityState}/${encodeURIComponent(facts.city)}`);
  const percentiles = page.getByRole('img', { name: /price percentiles/ });
  const cuisines = page.getByRole('img', { name: /share of restaurants by cuisine/ });
  await expect(percentiles.locator('.recharts-surface')).toBeVisible();
  await expect(cuisines).toBeAttached();
  // The frame holds its place (nothing moves later), empty while it is a screen or more away.
  const frame = await cuisines.boundingBox();
  expect(frame!.y).toBeGreaterThan(844 + 200);
  expect(frame!.height).toBeGreaterThan(100);
  await expect(cuisines.locator('.recharts-surface')).toHaveCount(0);
  await cuisines.scrollIntoViewIfNeeded();
  await expect(cuisines.locator('.recharts-surface')).toBeVisible();
  expect((await cuisines.boundingBox())!.height).toBe(frame!.height);
});
