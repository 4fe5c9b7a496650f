import { apiPost, expect, test } from './fixtures';

interface Interpretation {
  searched: string;
  corrections: { from: string; to: string; kind: string }[];
  place: { city: string | null; state: string | null; applied: boolean } | null;
}
interface SearchAnswer {
  data: unknown[];
  meta: { interpretation: Interpretation };
}

test('a misspelt dish shows the correction, results for the corrected word, and the word highlighted', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const answer = await apiPost<SearchAnswer>(request, `${baseURL}/v1/search/items`, { q: 'chiken' }, apiKey);
  expect(answer.meta.interpretation.corrections).toContainEqual({ from: 'chiken', to: 'chicken', kind: 'typo' });

  await page.goto('/dishes');
  await page.getByRole('searchbox', { name: /Search dishes/ }).fill('chiken');
  await page.getByRole('searchbox', { name: /Search dishes/ }).press('Enter');
  const understanding = page.getByTestId('query-understanding');
  await expect(understanding).toContainText('Showing results for chicken');
  await expect(understanding).toContainText('(searched chiken)');
  const results = page.getByTestId('dish-results').getByRole('listitem');
  await expect(results.first()).toBeVisible();
  // What is highlighted is the word searched, not the typo.
  await expect(results.first().locator('mark').first()).toHaveText(/^chicken$/i);
});

test('a place written in the query becomes a chip; removing it searches everywhere', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  // A big city whose restaurants serve pizza in this (small) catalog: the server applies it as a place.
  let found: { q: string; city: string; state: string } | undefined;
  for (const city of ['new york', 'los angeles', 'chicago', 'houston', 'phoenix', 'philadelphia']) {
    const q = `pizza ${city}`;
    const answer = await apiPost<SearchAnswer>(request, `${baseURL}/v1/search/restaurants`, { q }, apiKey);
    const place = answer.meta.interpretation.place;
    if (place?.applied && place.city && place.state && answer.data.length > 0) {
      found = { q, city: place.city, state: place.state };
      break;
    }
  }
  expect(found, 'no big city with pizza recognised as a place').toBeDefined();
  const { q, city, state } = found!;

  await page.goto(`/restaurants?q=${encodeURIComponent(q)}`);
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips).toContainText(`in ${city}, ${state}`);
  const cards = page.getByTestId('restaurant-results').getByRole('article');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain(`${city}, ${state}`);

  await page.getByRole('button', { name: `Remove filter Place: ${city}, ${state}` }).click();
  await expect(page).toHaveURL(/[?&]q=pizza(&|$)/);
  await expect(page.getByRole('searchbox', { name: /Search restaurants/ })).toHaveValue('pizza');
  await expect(page.getByRole('button', { name: /Remove filter Place/ })).toHaveCount(0);
  await expect(cards.first()).toBeVisible();
  const places = new Set((await cards.allInnerTexts()).map((text) => text.includes(`${city}, ${state}`)));
  expect(places.has(false), 'after removing the place, results come from elsewhere too').toBe(true);
});
