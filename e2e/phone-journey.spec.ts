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
      await page.goto('/dishes?q=duck+pad+see+ew');
      const hit = page.getByRole('link', { name: /^Duck Pad See Ew at / }).first();
      await hit.click();
      await expect(page).toHaveURL(/\?dish=itm_/);
      const dish = page.locator('.dish-target');
      await expect(dish).toContainText('The dish you choseDuck Pad See Ew');
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
    await page.goto('/dishes?q=duck+pad+see+ew');
    await page
      .getByRole('link', { name: /^Duck Pad See Ew at / })
      .first()
      .click();
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
    await expect(page.locator('[data-item-id]').filter({ hasText: 'Duck Pad See Ew' })).toBeVisible();
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
