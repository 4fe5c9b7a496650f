/**
 * Issue 39, "the person browsing on a phone": each thing that let them down, done the way they would do it, on a
 * phone (390 × 844) and, where it differed there, a laptop.
 */
import type { Page } from '@playwright/test';
import { apiGet, expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

interface MenuAnswer {
  data: { sections: { items: { name: string; dietary: string[] }[] }[] };
}

interface CityAnswer {
  data: { city: string; state: string; location: { latitude: number; longitude: number } }[];
}

/** Puts the browser in the catalog's largest city, so "near me" has places around it. */
async function standInLargestCity(page: Page, baseURL: string, key: string) {
  const cities = await apiGet<CityAnswer>(
    page.request,
    `${baseURL}/v1/stats/cities?sort=restaurant_count&limit=1`,
    key,
  );
  const city = cities.data[0]!;
  await page.context().setGeolocation(city.location);
  return city;
}

for (const [name, viewport] of [
  ['phone', PHONE],
  ['laptop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`on a ${name}`, () => {
    // A person's browser scrolls smoothly: the landing must hold with the animation too.
    test.use({ viewport, reducedMotion: 'no-preference' });

    test('tapping a dish opens its restaurant with the dish on screen, marked and focused', async ({
      page,
      apiKey: _key,
    }) => {
      await page.goto('/dishes?q=squid+pad+see+ew');
      const hit = page.getByRole('link', { name: /^Squid Pad See Ew at / }).first();
      await hit.click();
      await expect(page).toHaveURL(/\?dish=itm_/);
      const dish = page.locator('.dish-target');
      await expect(dish).toContainText('The dish you choseSquid Pad See Ew');
      await expect(dish).toBeFocused();
      // Still on screen once everything above it has been drawn (the map, the sections' real heights).
      await page.waitForTimeout(1500);
      await expect(dish).toBeInViewport({ ratio: 1 });
      // Again, with the restaurant's answer already in the cache: the page and its menu arrive in one render.
      await page.goBack();
      await hit.click();
      await expect(dish).toBeFocused();
      await page.waitForTimeout(1500);
      await expect(dish).toBeInViewport({ ratio: 1 });
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE, permissions: ['geolocation'] });

  test('the home page’s “Menu Atlas /v1 API” link opens the API reference', async ({ page, apiKey: _key }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Menu Atlas /v1 API' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');
  });

  test('a menu shows each dish’s dietary labels, and “Find on this menu” finds dishes by them', async ({
    page,
    apiKey,
    baseURL,
  }) => {
    await page.goto('/dishes?q=squid+pad+see+ew');
    await page
      .getByRole('link', { name: /^Squid Pad See Ew at / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/restaurants\/rst_/); // the click navigates after it returns
    const restaurantId = new URL(page.url()).pathname.split('/').at(-1)!;
    const menu = await apiGet<MenuAnswer>(page.request, `${baseURL}/v1/restaurants/${restaurantId}/menu`, apiKey);
    const items = menu.data.sections.flatMap((section) => section.items);
    const tagged = (tag: string) => items.filter((item) => item.dietary.includes(tag)).length;
    expect(tagged('vegan')).toBeGreaterThan(0);

    await expect(page.locator('.dish-target').getByRole('list', { name: 'Dietary' })).toHaveText('Gluten free');
    const find = page.getByLabel('Find on this menu');
    const status = page.getByRole('status').filter({ hasText: /items match/ });
    await find.pressSequentially('vegan', { delay: 80 });
    await expect(status).toHaveText(`${tagged('vegan')} of ${items.length} items match`);
    await find.fill('');
    await find.pressSequentially('gluten free', { delay: 80 });
    await expect(status).toHaveText(`${tagged('gluten_free')} of ${items.length} items match`);
    await expect(page.locator('[data-item-id]').filter({ hasText: 'Squid Pad See Ew' })).toBeVisible();
  });

  test('the map near me shows where I am, the radius, place names and county lines; dragging it leaves the zoom usable and searching the area keeps the view', async ({
    page,
    apiKey,
    baseURL,
  }) => {
    await standInLargestCity(page, baseURL!, apiKey);
    await page.goto('/restaurants');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('your location');
    await page.getByRole('button', { name: 'Map' }).click();
    const map = page.getByTestId('results-map');
    await expect(map.getByText('You are here')).toBeVisible();
    await expect(map.locator('.map-place-label').first()).toBeVisible();
    await expect(map.locator('canvas')).toBeAttached(); // the county lines, drawn at this zoom

    // Drag the map a little, as a thumb would.
    const box = (await map.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2 - 30, { steps: 6 });
    await page.mouse.up();
    const searchArea = page.getByRole('button', { name: 'Search this area' });
    await expect(searchArea).toBeVisible();
    expect((await searchArea.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    // The zoom buttons stay free: a click on "+" reaches it (Playwright refuses a click another element would take).
    await map.getByRole('button', { name: 'Zoom in' }).click();
    await map.getByRole('button', { name: 'Zoom out' }).click();
    await expect(map).not.toHaveClass(/leaflet-zoom-anim/);
    await page.waitForTimeout(300); // the labels redrawn for the view the zoom ended on

    // Where a place's name is within the map (the map itself may move on the page as the chips above change).
    const within = async (name: string) => {
      const [label, frame] = await Promise.all([
        map.locator('.map-place-label', { hasText: name }).first().boundingBox(),
        map.boundingBox(),
      ]);
      return { x: label!.x - frame!.x, y: label!.y - frame!.y };
    };
    const name = (await map.locator('.map-place-label').first().textContent())!;
    const before = await within(name);
    const searched = page.waitForResponse((r) => r.url().endsWith('/v1/search/restaurants'));
    await searchArea.click();
    await expect(page).toHaveURL(/box=/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Map area');
    await searched;
    await page.waitForTimeout(500); // the results drawn on the map
    const after = await within(name);
    expect(Math.abs(after.x - before.x) + Math.abs(after.y - before.y)).toBeLessThan(2);
  });

  test('a restaurant’s map names its street address beside its pin, among place names', async ({
    page,
    apiKey,
    baseURL,
  }) => {
    const city = await standInLargestCity(page, baseURL!, apiKey);
    await page.goto(`/restaurants?state=${city.state}&city=${encodeURIComponent(city.city)}`);
    await page.getByTestId('restaurant-results').getByRole('article').first().getByRole('link').first().click();
    const address = page.getByRole('term').filter({ hasText: 'Address' }).locator('+ dd');
    const street = (await address.textContent())!.split(',')[0]!;
    await page.getByRole('heading', { name: 'Location' }).scrollIntoViewIfNeeded();
    const map = page.getByTestId('results-map');
    await expect(map.locator('.leaflet-tooltip')).toContainText(street);
    await expect(map.locator('.map-place-label').first()).toBeVisible();
  });
});

/** Each of these, as big as a thumb needs: 44 px across and down. */
async function expectTappable(locator: ReturnType<Page['locator']>) {
  const box = (await locator.boundingBox())!;
  expect(box.width, await locator.evaluate((element) => element.outerHTML.slice(0, 120))).toBeGreaterThanOrEqual(44);
  expect(box.height, await locator.evaluate((element) => element.outerHTML.slice(0, 120))).toBeGreaterThanOrEqual(44);
}

test.describe('on a phone, the small things', () => {
  test.use({ viewport: PHONE, permissions: ['geolocation'] });

  test('“tacos near me” shows one chip for my position, in miles, and the Filters badge counts the chips; Settings switches to kilometres', async ({
    page,
    apiKey,
    baseURL,
  }) => {
    await standInLargestCity(page, baseURL!, apiKey);
    await page.goto('/restaurants');
    const box = page.getByLabel('Search restaurants by name, cuisine or place');
    await box.pressSequentially('tacos near me', { delay: 80 });
    await box.press('Enter');
    const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('listitem');
    await expect(chips).toHaveText(['Near: your location, 3 mi×']);
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 1 on');
    await expect(page.getByLabel('Within')).toHaveValue(String(Math.round(3 * 1609.344)));
    await expect(page.getByLabel('Within').locator('option:checked')).toHaveText('3 mi');
    const distances = page.getByTestId('restaurant-results').getByTestId('distance');
    await expect(distances.first()).toHaveText(/^[\d.,]+ (mi|ft) away$/);

    // Open now adds a chip, and the badge follows.
    await page.getByRole('switch', { name: /Open now/ }).click();
    await expect(chips).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 2 on');

    // Removing the position takes "near me" out of the words too: no chip is left for it and nothing asks again.
    await page.getByRole('button', { name: 'Remove filter Near: your location, 3 mi' }).click();
    await expect(page.getByLabel('Search restaurants by name, cuisine or place')).toHaveValue('tacos');
    await expect(chips).toHaveText(['Open: now×']);

    // A person who reads kilometres says so once, in Settings; the choice stays in this browser.
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'Kilometres and metres' }).check();
    await page.goto('/restaurants');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(chips).toHaveText(['Near: your location, 5 km×']);
    await expect(distances.first()).toHaveText(/^[\d.,]+ k?m away$/);
    await page.reload();
    await expect(page.getByLabel('Within').locator('option:checked')).toHaveText('5 km');
  });

  test('header buttons, card titles and cuisine chips are big enough to tap, and a cuisine chip filters', async ({
    page,
    apiKey: _key,
  }) => {
    await page.goto('/restaurants');
    const searchBox = page.getByLabel('Search restaurants by name, cuisine or place');
    await searchBox.pressSequentially('tacos', { delay: 80 });
    await searchBox.press('Enter');
    const card = page.getByTestId('restaurant-results').getByRole('article').first();
    await expect(card).toBeVisible();
    const header = page.locator('header').first();
    await expectTappable(header.getByRole('button', { name: /^Theme:/ }));
    await expectTappable(header.getByRole('button', { name: 'Menu' }));
    await expectTappable(header.getByRole('button', { name: /View API request/ }));
    await expectTappable(page.getByTestId('quota-meter'));
    await expectTappable(card.getByRole('heading').getByRole('link'));
    const cuisine = card.getByRole('list', { name: 'Cuisines' }).getByRole('button').first();
    await expectTappable(cuisine);

    // A cuisine chip always does one thing: it shows only that cuisine.
    const name = (await cuisine.textContent())!.replace('+ ', '').replace(' (show only this cuisine)', '');
    await cuisine.click();
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(`Cuisine: ${name}`);
    // Tapping a card anywhere but its chips opens the restaurant.
    const title = (await card.getByRole('heading').textContent())!;
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width - 20, box.y + 50);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('an error says what went wrong in words; its status, code and request id are one tap away', async ({
    page,
    apiKey: _key,
  }) => {
    const answered = page.waitForResponse((r) => r.url().includes('/v1/restaurants/not-a-restaurant'));
    await page.goto('/restaurants/not-a-restaurant');
    const requestId = (await answered).headers()['request-id']!;
    const notice = page.getByRole('alert');
    await expect(notice).toContainText('That is not a restaurant id');
    await expect(notice.getByText('400 invalid_restaurant_id')).toBeHidden();
    await expect(notice.getByText(requestId)).toBeHidden();
    const details = notice.locator('summary', { hasText: 'Details' });
    await expectTappable(details);
    await details.click();
    await expect(notice.getByText('400 invalid_restaurant_id')).toBeVisible();
    await expect(notice.getByText(requestId)).toBeVisible();
  });

  test('the quota meter names its unit and period', async ({ page, apiKey: _key }) => {
    await page.goto('/');
    const meter = page.getByTestId('quota-meter');
    await expect(meter).toBeVisible();
    const shown = await meter
      .locator(':scope > span')
      .first()
      .evaluate((element) => (element as HTMLElement).innerText);
    expect(shown).toMatch(/^[\d,]+ requests left this month$/);
    await expect(meter).toBeInViewport({ ratio: 1 });
  });
});
