/**
 * Discovery in the app, against the real API: the filter panel fed by the facets, filter words as chips, Sort, Open
 * now, Near me with a granted or refused position, the map and "Search this area", and a shared URL that brings
 * all of it back.
 */
import type { Page, Request } from '@playwright/test';
import { apiPost, expect, lastRestaurantAnswer, pageAddress, recordApiRequests, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

/** Puts the browser where a restaurant of the served catalog is, so "near me" has something near. */
async function standBeside(page: Page, baseURL: string, key: string): Promise<{ latitude: number; longitude: number }> {
  const answer = await apiPost<Answer>(page.request, `${baseURL}/v1/search/restaurants`, { q: 'pizza', limit: 1 }, key);
  const { latitude, longitude } = answer.data[0]!.location;
  await page.context().setGeolocation({ latitude, longitude });
  return { latitude, longitude };
}

const fixed = (point: { latitude: number; longitude: number }) =>
  `${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`;

interface Answer {
  data: {
    restaurant_id: string;
    price_range: string | null;
    rating: { average: number | null; count: number };
    distance_m?: number;
    open_now: boolean;
    location: { latitude: number; longitude: number };
  }[];
  pagination: { total_estimated?: number };
  meta: { facets?: Record<string, { value: string; count: number }[]> };
}

const address = pageAddress;
const lastAnswer = (requests: Request[]) => lastRestaurantAnswer<Answer>(requests);

const results = (page: Page) => page.getByTestId('restaurant-results').getByRole('listitem');

test.describe('on a wide screen', () => {
  test('the filter panel counts every value, narrows the search, and a shared link brings it all back', async ({
    page,
    apiKey,
    baseURL,
  }) => {
    const requests = recordApiRequests(page);
    await page.goto('/restaurants?q=pizza');
    const panel = page.getByTestId('filter-panel');
    await expect(page.getByTestId('result-summary')).toBeVisible();

    // Each tier shows how many matches it has, the API's exact facet counts.
    const all = await apiPost<Answer>(
      page.request,
      `${baseURL}/v1/search/restaurants`,
      { q: 'pizza', facets: ['price_range', 'cuisine'], limit: 1 },
      apiKey,
    );
    const tiers = all.meta.facets!.price_range!;
    const cheap = tiers.find((entry) => entry.value === '$$')!;
    const tier = panel.getByRole('button', { name: /moderate/ });
    await expect(tier).toContainText(String(cheap.count));

    await tier.click();
    await expect.poll(() => address(page)).toMatch(/price=2/);
    await expect(tier).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Price range: $$');
    await expect(page.getByTestId('result-summary')).toContainText(`${cheap.count} result`);
    const narrowed = await lastAnswer(requests);
    expect(narrowed.data.every((r) => r.price_range === '$$')).toBe(true);
    // Disjunctive: the other tiers keep their counts, so a second can be added knowing what it brings.
    const other = tiers.find((entry) => entry.value !== '$$')!;
    expect(narrowed.meta.facets!.price_range!.find((entry) => entry.value === other.value)?.count).toBe(other.count);

    await panel.getByRole('radio', { name: /4 and up/ }).click();
    await expect(panel.getByRole('radio', { name: /4 and up/ })).toBeChecked();
    await page.getByLabel('Sort').selectOption('review_count');
    await expect(page).toHaveURL(/sort=review_count/);
    await expect(page).toHaveURL(/rating=4/);
    const sorted = await lastAnswer(requests);
    const counts = sorted.data.map((r) => r.rating.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(sorted.data.every((r) => (r.rating.average ?? 0) >= 4)).toBe(true);

    // The link reproduces the page: filters, sort and chips.
    const shared = page.url();
    // A new tab of the same browser: the key is remembered there.
    const second = await page.context().newPage();
    await second.goto(shared);
    await expect(second.getByTestId('filter-panel').getByRole('button', { name: /moderate/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(second.getByLabel('Sort')).toHaveValue('review_count');
    await expect(second.getByRole('list', { name: 'Active filters' })).toContainText('Rating: 4+');
    await second.close();

    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect(page).not.toHaveURL(/price=|rating=/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
    await expect(page.getByTestId('result-summary')).toContainText(`${all.pagination.total_estimated} results`);
  });

  test('filter words show as chips and as chosen values, and removing one searches without its words', async ({
    page,
    apiKey: _key,
  }) => {
    const requests = recordApiRequests(page);
    await page.goto('/restaurants?q=cheap+pizza');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips).toContainText('Price: $ (“cheap”)');
    await expect(page.getByTestId('filter-panel').getByRole('button', { name: /inexpensive/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await chips.getByRole('button', { name: /Remove filter Price/ }).click();
    await expect(page).toHaveURL(/q=pizza$/);
    await expect(chips).toHaveCount(0);
    const sent = requests.filter((r) => r.url().endsWith('/v1/search/restaurants')).at(-1)!;
    expect(((await (await sent.response())!.json()) as { meta: { query: string } }).meta.query).toBe('pizza');
  });

  test('a place typed in the query shows in the place filters', async ({ page, apiKey: _key }) => {
    await page.goto('/restaurants?q=pizza+texas');
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('in Texas');
    await expect(page.getByTestId('filter-panel').getByLabel('State')).toHaveValue('TX');
  });

  test('Open now lists only places open at this moment, by their own hours', async ({ page, apiKey: _key }) => {
    const requests = recordApiRequests(page);
    await page.goto('/restaurants?q=grill');
    await expect(page.getByTestId('result-summary')).toBeVisible();
    await page.getByRole('switch', { name: /Open now/ }).click();
    await expect(page).toHaveURL(/open=now/);
    await expect(page.getByRole('switch', { name: /Open now/ })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Open: now');
    const answer = await lastAnswer(requests);
    expect(answer.data.every((r) => r.open_now)).toBe(true);
    if (answer.data.length > 0) {
      await expect(results(page).first()).toContainText(/Open/);
    } else {
      await expect(page.getByTestId('empty-state')).toBeVisible();
    }
  });

  test('the map marks every result, linked with the list, and "Search this area" searches the box', async ({
    page,
    apiKey: _key,
  }) => {
    const requests = recordApiRequests(page);
    await page.goto('/restaurants?q=pizza');
    const map = page.getByTestId('results-map');
    await expect(map).toBeVisible();
    const answer = await lastAnswer(requests);
    const markers = map.locator('path.leaflet-interactive');
    await expect(markers).toHaveCount(answer.data.length);
    // State outlines are drawn from the shipped atlas, with no network.
    await expect(map.locator('path:not(.leaflet-interactive)').first()).toBeAttached();

    await results(page).first().hover();
    await expect(map.locator('.leaflet-tooltip')).toBeVisible();

    await map.hover({ position: { x: 40, y: 40 } });
    await page.mouse.wheel(0, 400);
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(page).toHaveURL(/box=/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Map area');
    const [north, south, east, west] = new URL(page.url()).searchParams.get('box')!.split(',').map(Number);
    const inBox = await lastAnswer(requests);
    for (const { location } of inBox.data) {
      expect(location.latitude).toBeGreaterThanOrEqual(south!);
      expect(location.latitude).toBeLessThanOrEqual(north!);
      expect(location.longitude).toBeGreaterThanOrEqual(west!);
      expect(location.longitude).toBeLessThanOrEqual(east!);
    }
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, permissions: ['geolocation'] });

  test('Near me searches around the position, shows distances and sorts by them; the link keeps the point', async ({
    page,
    apiKey,
    baseURL,
  }) => {
    const here = fixed(await standBeside(page, baseURL!, apiKey));
    const requests = recordApiRequests(page);
    await page.goto('/restaurants');
    await page.getByRole('button', { name: 'Near me' }).click();
    // The default radius is 3 miles, as distances are in miles and feet by default.
    await expect.poll(() => address(page)).toContain(`near=${here},4828`);
    await expect(results(page).first()).toBeVisible();
    await expect(results(page).first().getByTestId('distance')).toHaveText(/ (ft|mi) away/);

    await page.getByLabel('Sort').selectOption('distance');
    await expect(page).toHaveURL(/sort=distance/);
    const answer = await lastAnswer(requests);
    const distances = answer.data.map((r) => r.distance_m!);
    expect(distances.every((d) => d <= 4828)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    await page.getByLabel('Within').selectOption({ label: '1 mi' });
    await expect.poll(() => address(page)).toContain(`near=${here},1609`);
    await page.reload();
    await expect(page.getByLabel('Sort')).toHaveValue('distance');
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('your location, 1 mi');
  });

  test('typing "near me" asks for the position and searches around it', async ({ page, apiKey, baseURL }) => {
    const here = fixed(await standBeside(page, baseURL!, apiKey));
    await page.goto('/restaurants?q=pizza+near+me');
    await expect.poll(() => address(page)).toContain(`near=${here}`);
    await expect(results(page).first().getByTestId('distance')).toBeVisible();
  });

  test('the filters are a sheet behind a Filters button that says how many are on', async ({ page, apiKey: _key }) => {
    await page.goto('/restaurants?q=pizza');
    await expect(page.getByTestId('result-summary')).toBeVisible();
    await expect(page.getByTestId('filter-panel')).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await sheet
      .getByRole('button', { name: /expensive/ })
      .first()
      .click();
    await expect(page).toHaveURL(/price=/);
    await sheet.getByRole('button', { name: /^Show .* results?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1 on' })).toBeVisible();
  });

  test('chips from the words, the map, "Search this area" and the shared link, all at phone width', async ({
    page,
    apiKey: _key,
  }) => {
    const requests = recordApiRequests(page);
    await page.goto('/restaurants?q=cheap+pizza');
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips).toContainText('Price: $ (“cheap”)');
    await page.getByRole('button', { name: 'Map' }).click();
    const map = page.getByTestId('results-map');
    await expect(map.locator('path.leaflet-interactive').first()).toBeAttached();
    await map.hover({ position: { x: 40, y: 40 } });
    await page.mouse.wheel(0, 400);
    await page.getByRole('button', { name: 'Search this area' }).click();
    await expect(chips).toContainText('Map area');
    const [north, south] = new URL(page.url()).searchParams.get('box')!.split(',').map(Number);
    for (const { location } of (await lastAnswer(requests)).data) {
      expect(location.latitude).toBeGreaterThanOrEqual(south!);
      expect(location.latitude).toBeLessThanOrEqual(north!);
    }

    // Opened in a new tab of the same browser, which remembers the key.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(shared.getByTestId('results-map')).toBeVisible();
    await expect(shared.getByRole('list', { name: 'Active filters' })).toContainText('Price: $ (“cheap”)');
    await expect(shared.getByRole('list', { name: 'Active filters' })).toContainText('Map area');
    await shared.close();
  });

  test('the map replaces the list when asked, and the list comes back', async ({ page, apiKey: _key }) => {
    await page.goto('/restaurants?q=pizza');
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByTestId('results-map')).toHaveCount(0);
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByTestId('results-map')).toBeVisible();
    await expect(page.getByTestId('restaurant-results')).toBeHidden();
    await expect(page).toHaveURL(/map=on/);
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page.getByTestId('restaurant-results')).toBeVisible();
  });
});

test.describe('when the position is refused', () => {
  test.use({ viewport: PHONE, permissions: [] });

  test('Near me says so and offers choosing a city instead', async ({ page, apiKey: _key }) => {
    await page.goto('/restaurants?q=pizza');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('alert')).toContainText('did not share your location');
    await page.getByRole('button', { name: 'Choose a city instead' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByLabel('City')).toBeFocused();
  });
});

test('dish search: a price range from the prices of every match, and every dish inside it', async ({
  page,
  apiKey: _key,
}) => {
  const requests = recordApiRequests(page);
  await page.goto('/dishes?q=burger&max_price=10');
  await expect(page.getByTestId('dish-results')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Price: up to $10.00');
  const sent = requests.filter((r) => r.url().endsWith('/v1/search/items')).at(-1)!;
  const answer = (await (await sent.response())!.json()) as { data: { price: number }[] };
  expect(answer.data.every((item) => item.price <= 10)).toBe(true);
  await expect(page.getByTestId('filter-panel')).toContainText(/Half of the [\d,]+ priced matches cost/);
  await expect(page.getByLabel('Maximum price')).toHaveValue('10');
});
