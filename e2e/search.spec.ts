import { apiGet, apiPost, expect, recordApiRequests, test } from './fixtures';

interface ItemAnswer {
  data: { item_id: string; restaurant_id: string; restaurant_name: string; name: string }[];
}
interface MenuAnswer {
  data: { sections: { title: string; items: { item_id: string; name: string }[] }[] };
}

test('search restaurants with a filter and load more', async ({ page, facts }) => {
  await page.goto('/restaurants');
  const box = page.getByRole('searchbox', { name: /Search restaurants/ });
  await box.fill(facts.query);
  // Typing offers suggestions; Enter searches, and the URL carries the query.
  await box.press('Enter');
  await expect(page.getByTestId('result-summary')).toHaveText(/^(about )?[\d,]+ results? · \d+ ms$/);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${facts.query}`));

  await page.getByTestId('filter-panel').getByLabel('State').selectOption(facts.state);
  await expect(page).toHaveURL(new RegExp(`state=${facts.state}`));
  const chip = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
  await expect(chip).toContainText(`State: ${facts.state}`);

  const cards = page.getByTestId('restaurant-results').getByRole('article');
  // The unfiltered list stays on screen while the filtered one is on its way: wait for the filtered one.
  await expect
    .poll(async () => (await cards.allInnerTexts()).filter((text) => text.includes(`, ${facts.state} `)).length)
    .toBe(20);
  await expect(cards).toHaveCount(20);
  await expect(cards.first().locator('mark').first()).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect.poll(() => cards.count()).toBeGreaterThan(20);

  // Removing the chip removes the filter from the URL.
  await page.getByRole('button', { name: `Remove filter State: ${facts.state}` }).click();
  await expect(page).not.toHaveURL(/state=/);
});

test('a reloaded search URL, or the same link in a new tab, shows the results from the cache without a request, and the request behind them', async ({
  page,
  facts,
}) => {
  await page.goto(`/restaurants?q=${facts.query}&state=${facts.state}`);
  const cards = page.getByTestId('restaurant-results').getByRole('article');
  await expect(cards).toHaveCount(20);
  const before = await cards.allInnerTexts();
  // Wait for the IndexedDB persister (throttled) to write.
  await page.waitForTimeout(1500);
  const requests = recordApiRequests(page);
  await page.reload();
  await expect(cards).toHaveCount(20);
  expect(await cards.allInnerTexts()).toEqual(before);
  await page.waitForTimeout(500);
  expect(requests.map((r) => r.url())).toEqual([]);

  // A new tab: the saved answers and the record of the call that fetched them are this browser's, not the tab's.
  const tab = await page.context().newPage();
  const tabRequests = recordApiRequests(tab);
  await tab.goto(`/restaurants?q=${facts.query}&state=${facts.state}`);
  const tabCards = tab.getByTestId('restaurant-results').getByRole('article');
  await expect(tabCards).toHaveCount(20);
  expect(await tabCards.allInnerTexts()).toEqual(before);
  await tab.getByRole('button', { name: /View API request/ }).click();
  const inspector = tab.getByTestId('request-inspector');
  await expect(inspector).toContainText('/v1/search/restaurants');
  await expect(inspector).toContainText('Sent before this page was opened');
  expect(tabRequests.map((r) => r.url()).filter((url) => url.includes('/v1/search'))).toEqual([]);
});

test('search dishes, group by restaurant, and open one in its menu', async ({ page, request, baseURL, apiKey }) => {
  const hits = await apiPost<ItemAnswer>(request, `${baseURL}/v1/search/items`, { q: 'chicken', limit: 30 }, apiKey);
  expect(hits.data.length).toBeGreaterThan(0);
  await page.goto('/dishes?q=chicken');
  await expect(page.getByTestId('dish-results').locator(':scope > li')).toHaveCount(hits.data.length);
  await page.getByLabel('Group by restaurant').click();
  await expect(page.getByLabel('Group by restaurant')).toBeChecked();
  await expect(page).toHaveURL(/group=restaurant/);
  const groups = page.getByTestId('dish-groups').locator(':scope > li');
  const expectedGroups = new Set(hits.data.map((h) => h.restaurant_id)).size;
  await expect(groups).toHaveCount(expectedGroups);

  const first = hits.data[0]!;
  await groups.first().getByRole('link', { name: first.restaurant_name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${first.restaurant_id}\\?dish=${first.item_id}`));
  const target = page.locator(`#item-${first.item_id}`);
  await expect(target).toBeInViewport();
  await expect(target).toBeFocused();
  await expect(target).toContainText(first.name);
});

test('open a restaurant and find a dish in its menu', async ({ page, request, baseURL, apiKey, facts }) => {
  const menu = await apiGet<MenuAnswer>(request, `${baseURL}/v1/restaurants/${facts.restaurantId}/menu`, apiKey);
  const items = menu.data.sections.flatMap((s) => s.items);
  const wanted = items[Math.floor(items.length / 2)]!;

  await page.goto(`/restaurants?q=${facts.query}&state=${facts.state}`);
  await page.getByTestId('restaurant-results').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${facts.restaurantId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('row', { name: /Today/ })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Menu sections' }).getByRole('link')).toHaveCount(
    menu.data.sections.filter((s) => s.items.length).length,
  );

  await page.getByLabel('Find on this menu').fill(wanted.name);
  await expect(page.locator(`#item-${wanted.item_id}`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /items match/ })).toHaveText(
    new RegExp(`^\\d+ of ${items.length} items match$`),
  );
});

test('a cuisine and a generic word are searched as that cuisine, and the page says so', async ({
  page,
  apiKey: _keyInPage,
}) => {
  await page.goto('/restaurants?q=thai%20food');
  await expect(page.getByTestId('result-summary')).toBeVisible();
  await expect(page.getByTestId('query-reading')).toHaveText('Read as the cuisine Thai (“food” not required)');
  const cards = page.getByTestId('restaurant-results').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain('Thai');
});

test('a dish asked of the restaurant search lists restaurants serving that dish first, generic words not required', async ({
  page,
  apiKey: _keyInPage,
}) => {
  await page.goto('/restaurants?q=restaurants%20with%20kung%20pao%20chicken');
  await expect(page.getByTestId('result-summary')).toBeVisible();
  await expect(page.getByText(/^Without:/)).toContainText('restaurants');
  const cards = page.getByTestId('restaurant-results').getByRole('article');
  await expect(cards.first()).toContainText('Kung Pao Chicken');
  // One dish named so ("Kung Pao Chicken", "Chicken Kung Pao") before menus that only hold the words apart (Kung Pao
  // Shrimp, and a chicken elsewhere).
  const holds = (await cards.allInnerTexts()).map((text) =>
    (text.split('On the menu:')[1] ?? '').split(' · ').some((dish) => /kung pao/i.test(dish) && /chicken/i.test(dish)),
  );
  expect(holds.slice(holds.indexOf(false) === -1 ? holds.length : holds.indexOf(false))).not.toContain(true);
});

test('a search pages past its first 1,000 results: Load more continues with the cursor of the page before', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  test.setTimeout(120_000);
  // A broad word that matches more than the API's offset window (1,000) holds: counted exactly with a facet.
  const counted = async (q: string) =>
    (
      await apiPost<{ pagination: { total_estimated: number } }>(
        request,
        `${baseURL}/v1/search/restaurants`,
        { q, limit: 1, facets: ['state'] },
        apiKey,
      )
    ).pagination.total_estimated;
  let q = 'chicken';
  if ((await counted(q)) <= 1040) q = 'a';
  expect(await counted(q)).toBeGreaterThan(1040);

  // A link to the first 50 pages (the window's 1,000 results) loads them one after another.
  await page.goto(`/restaurants?q=${q}&pages=50`);
  const cards = page.getByTestId('restaurant-results').getByRole('article');
  await expect(cards).toHaveCount(1000, { timeout: 60_000 });
  const requests = recordApiRequests(page);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(1020);
  await expect(page).toHaveURL(/[?&]pages=51/);
  const searches = requests.filter((r) => new URL(r.url()).pathname === '/v1/search/restaurants');
  expect(searches).toHaveLength(1);
  // Answered from result 1,001 on: an offset there is refused (offset + limit ≤ 1,000), so only a cursor reaches it.
  const answer = (await searches[0]!.response())!;
  expect(answer.status()).toBe(200);
  const { pagination } = (await answer.json()) as { pagination: { offset: number; returned: number } };
  expect(pagination).toMatchObject({ offset: 1000, returned: 20 });
  // Each restaurant once: the pages past the window continue the list, not repeat it.
  const links = await cards
    .locator('a[href^="/restaurants/rst_"]')
    .evaluateAll((anchors) => anchors.map((a) => /rst_\w+/.exec(a.getAttribute('href')!)![0]));
  expect(new Set(links).size).toBe(1020);
});
