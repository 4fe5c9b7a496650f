import { readFile } from 'node:fs/promises';
import { apiGet, dollars, everyPage, expect, recordApiRequests, test } from './fixtures';

interface RankingAnswer {
  data: { state: string; city: string; median_price: number | null; restaurant_count: number }[];
  pagination: { total_estimated?: number; has_more: boolean };
}

test('an analyst ranks cities by median price in one state, shares the link, reads the map and downloads the whole ranking', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  // The state with the most cities in the catalog served, found through the API.
  const all = await apiGet<RankingAnswer>(request, `${baseURL}/v1/stats/cities?min_restaurants=1&limit=100`, apiKey);
  const perState = new Map<string, number>();
  for (const row of all.data) perState.set(row.state, (perState.get(row.state) ?? 0) + 1);
  const state = [...perState.entries()].sort((a, b) => b[1] - a[1])[0]![0];

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cities' }).click();
  await expect(page).toHaveURL(/\/stats\/cities$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cities ranked');
  await page.getByLabel('Minimum restaurants per city').selectOption('1');
  await expect(page).toHaveURL(/min=1/);

  const table = page.getByRole('table');
  const medianHeader = table.getByRole('columnheader', { name: /Median price/ });
  // One request per view: a sort asks once; what the map shows is read from the same answer.
  const sent = recordApiRequests(page);
  await table.getByRole('button', { name: /Median price/ }).click();
  await expect(medianHeader).toHaveAttribute('aria-sort', 'descending');
  await page.getByLabel('Map shows').selectOption('expensive_share');
  await expect(page.getByRole('group', { name: /^Expensive share of the 20 cities/ })).toBeVisible();
  await page.getByLabel('Map shows').selectOption('median_price');
  expect(sent.map((r) => new URL(r.url()).search)).toEqual([
    '?sort=median_price&order=desc&min_restaurants=1&limit=20&offset=0',
  ]);
  await expect(table.getByRole('columnheader', { name: /Restaurants/ })).not.toHaveAttribute('aria-sort');
  await page.getByLabel('State').selectOption(state);
  await expect(page).toHaveURL(new RegExp(`state=${state}`));

  const answer = await apiGet<RankingAnswer>(
    request,
    `${baseURL}/v1/stats/cities?state=${state}&sort=median_price&order=desc&min_restaurants=1&limit=20`,
    apiKey,
  );
  const total = answer.pagination.total_estimated!;
  const expectRows = async () => {
    await expect(page.getByTestId('ranking-summary')).toHaveText(
      `1–${answer.data.length} of ${total} ${total === 1 ? 'city' : 'cities'}`,
    );
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(answer.data.length + 1);
    for (const [i, city] of answer.data.slice(0, 5).entries()) {
      const row = rows.nth(i + 1);
      await expect(row.getByRole('rowheader')).toHaveText(city.city);
      await expect(row.getByRole('cell').nth(0)).toHaveText(String(i + 1));
      await expect(row.getByRole('cell').nth(1)).toHaveText(city.state);
      await expect(row.getByRole('cell').nth(4)).toHaveText(dollars(city.median_price));
    }
    await expect(medianHeader).toHaveAttribute('aria-sort', 'descending');
  };
  await expectRows();

  // The shared link reproduces the page.
  const shared = page.url();
  expect(new URL(shared).search).toBe(`?state=${state}&sort=median_price&min=1`);
  await page.goto('about:blank');
  await page.goto(shared);
  await expectRows();

  // The map: one bubble per city, named with its value; focus or a table row's hover shows the value.
  const map = page.getByRole('group', { name: /cities on this page/ });
  const bubbles = map.getByRole('link');
  await expect(bubbles).toHaveCount(answer.data.length);
  const first = answer.data[0]!;
  const firstBubble = map.getByRole('link', {
    name: `${first.city}, ${first.state}: median price ${dollars(first.median_price)}`,
  });
  await expect(firstBubble).toHaveCount(1);
  // From the control before the map, Tab reaches the biggest bubble: the first city of the ranking.
  await page.getByRole('button', { name: /^Download CSV/ }).focus();
  await page.keyboard.press('Tab');
  await expect(firstBubble).toBeFocused();
  const tooltip = page.getByTestId('map-tooltip');
  await expect(tooltip).toHaveText(`${first.city}, ${first.state}median price: ${dollars(first.median_price)}`);
  await firstBubble.blur();
  await expect(tooltip).toHaveCount(0);
  const last = answer.data.at(-1)!;
  await table.getByRole('row').nth(answer.data.length).hover();
  await expect(tooltip).toContainText(`${last.city}, ${last.state}`);

  // The whole ranking as CSV, its cost said first: the national one pages through the API.
  await page.getByLabel('State').selectOption('');
  const national = all.pagination.total_estimated!;
  const requests = Math.ceil(national / 100);
  expect(requests, 'the catalog has more cities than one page of 100').toBeGreaterThan(1);
  const button = page.getByRole('button', {
    name: `Download CSV of all ${national.toLocaleString('en-US')} cities (${requests} ${requests === 1 ? 'request' : 'requests'})`,
  });
  const seen = recordApiRequests(page);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  // The API's field names; shares as fractions; the catalog's date in the file's name.
  const header = lines[0]!.split(',');
  expect(header.slice(0, 5)).toEqual(['state', 'city', 'restaurant_count', 'item_count', 'median_price']);
  expect(header).toContain('expensive_share');
  expect(header).toContain('chain_share');
  expect(download.suggestedFilename()).toMatch(/-as-of-\d{4}-\d{2}-\d{2}\.csv$/);
  const shares = lines.slice(1).map((line) => line.split(',')[header.indexOf('chain_share')]!);
  expect(shares.every((share) => /^(0(\.\d+)?|1)$/.test(share))).toBe(true);
  expect(lines).toHaveLength(national + 1);
  expect(seen.filter((r) => r.url().includes('/v1/stats/cities'))).toHaveLength(requests);
  // Median price order, highest first, as on screen.
  const medians = lines.slice(1).map((line) => Number(line.split(',')[header.indexOf('median_price')] || NaN));
  const priced = medians.filter((m) => !Number.isNaN(m));
  expect(priced).toEqual([...priced].sort((a, b) => b - a));
});

test('paging moves through the ranking and Back returns to the page before', async ({ page, apiKey }) => {
  void apiKey;
  await page.goto('/stats/cities?min=1');
  const summary = page.getByTestId('ranking-summary');
  await expect(summary).toHaveText(/^1–20 of /);
  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(summary).toHaveText(/^21–/);
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByRole('table').getByRole('row').nth(1).getByRole('cell').first()).toHaveText('21');
  await page.goBack();
  await expect(summary).toHaveText(/^1–20 of /);
});

test('the map of every city, not only the page’s: coloured by the figure chosen over its real range, kept in the link, on a phone too', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  // Every city with a restaurant, page by page, as the map asks for them.
  const cities = await everyPage((offset) =>
    apiGet<RankingAnswer>(request, `${baseURL}/v1/stats/cities?min_restaurants=1&limit=100&offset=${offset}`, apiKey),
  );
  expect(cities.length).toBeGreaterThan(20);
  const medians = cities.flatMap((c) => (c.median_price === null ? [] : [c.median_price]));

  await page.goto('/stats/cities?min=1');
  await page.getByLabel('Map shows').selectOption('median_price');
  await page.getByLabel('Cities on the map').selectOption('all');
  await expect(page).toHaveURL(/map=all/);
  await expect(page).toHaveURL(/metric=median_price/);
  const map = page.getByTestId('cities-colour-map');
  await expect(map).toHaveAttribute('data-drawn', String(cities.length));
  await expect(map).toHaveAccessibleName(`Median price of all ${cities.length} cities, a coloured dot each`);
  // The legend's ends are the lowest and highest median of every city: the scale spans the real range.
  const legend = page.getByTestId('map-legend');
  await expect(legend).toContainText(dollars(Math.min(...medians)));
  await expect(legend).toContainText(dollars(Math.max(...medians)));
  await expect(map.locator('canvas')).toBeVisible();

  // The link keeps the map and its figure; at phone width it fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByLabel('Cities on the map')).toHaveValue('all');
  await expect(page.getByLabel('Map shows')).toHaveValue('median_price');
  await expect(map).toHaveAttribute('data-drawn', String(cities.length));
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(390);
  expect(box.height).toBeGreaterThan(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
