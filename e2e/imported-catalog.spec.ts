/**
 * Journeys over a catalog imported from the Uber Eats fixture (server/ingest/fixtures/uber-eats: quoted line breaks,
 * HTML entities, odd prices, rejected rows), served by a third server (`CATALOG_PATH`): what a person meets when an
 * operator serves real data. Uber Eats gives no opening hours, so every restaurant's hours are unknown.
 */
import { IMPORTED_PORT } from '../playwright.config';
import { createKey, expect, test, useKeyInPage } from './fixtures';

const base = `http://127.0.0.1:${IMPORTED_PORT}`;

test.beforeEach(async ({ page, request }) => {
  await useKeyInPage(page, await createKey(request, base));
});

test('searching imported data: a typo in a word only the data holds still finds the dish, with its price', async ({
  page,
}) => {
  // "barbacao": no sample list knows it; the imported menus' own words correct it to "barbacoa".
  await page.goto(`${base}/dishes?q=barbacao`);
  await expect(page.getByTestId('result-summary')).toBeVisible();
  const results = page
    .getByRole('region', { name: 'Results' })
    .or(page.locator('section[aria-labelledby="results-title"]'));
  await expect(results.getByText('Democrat')).toBeVisible();
  await expect(results.getByText('$5.50').first()).toBeVisible();
  await expect(results.getByText('Barbacoa Tacos')).toBeVisible();
});

test('a restaurant page of imported data: names and text as written, the menu with its sections, hours said to be unknown', async ({
  page,
}) => {
  await page.goto(`${base}/restaurants?q=torchys tacos`);
  await page.getByRole('link', { name: "Torchy's Tacos" }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: "Torchy's Tacos" })).toBeVisible();
  await expect(page.getByText('Hours not listed').first()).toBeVisible();
  const hours = page.locator('section[aria-labelledby="hours-title"]');
  await expect(hours).toContainText('does not give its hours');
  await expect(hours.getByRole('table')).toHaveCount(0);
  // A description that ran over two lines in the file, its doubled quotes read as one.
  await expect(page.getByText('Get it "trashy": remove the lettuce, add queso.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tacos', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Breakfast Tacos' })).toBeVisible();
});

test('open now over imported data: nothing is claimed open, and the page says how many were left out and why', async ({
  page,
}) => {
  await page.goto(`${base}/restaurants?q=tacos`);
  await expect(page.getByTestId('result-summary')).toBeVisible();
  await page.getByRole('switch', { name: /Open now/ }).click();
  await expect(page.getByTestId('unknown-hours')).toContainText(
    /\d+ results? whose hours are not listed (was|were) left out/,
  );
});

test('city statistics of an imported city', async ({ page }) => {
  await page.goto(`${base}/stats/TX/Austin`);
  await expect(page.getByRole('heading', { level: 1, name: /Austin/ })).toBeVisible();
  await expect(page.getByText(/restaurants/i).first()).toBeVisible();
});

test('the home page says the data was imported, and from what', async ({ page }) => {
  await page.goto(`${base}/`);
  await expect(
    page.getByText(/imported by this server’s operator \(from uber-eats restaurants\.csv \+ restaurant-menus\.csv\)/),
  ).toBeVisible();
  await expect(page.getByText('a generated sample')).toHaveCount(0);
});
