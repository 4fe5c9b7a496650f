/**
 * A person types a restaurant's phone number into the restaurant search, as they would write it, and lands on
 * that restaurant: the page looks the number up by business match (one request), where searching its digits as
 * words found places that merely held the area code.
 */
import { apiPost, expect, recordApiRequests, test } from './fixtures';

interface Browse {
  data: { restaurant_id: string; name: string; phone: string | null }[];
}

test('a phone number typed into restaurant search lands on the restaurant with that number', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const browse = await apiPost<Browse>(request, `${baseURL}/v1/search/restaurants`, { q: '', state: 'TX' }, apiKey);
  const restaurant = browse.data.find((r) => r.phone !== null)!;
  const digits = restaurant.phone!.replace(/^\+1/, '');
  const typed = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

  const sent = recordApiRequests(page);
  await page.goto('/restaurants');
  const box = page.getByRole('searchbox', { name: /Search restaurants/ });
  await box.fill(typed);
  await box.press('Enter');

  await expect(page.getByRole('heading', { name: `Phone number ${typed}` })).toBeVisible();
  const first = page.getByTestId('phone-match-results').locator(':scope > li').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(restaurant.name);
  const paths = sent.map((r) => new URL(r.url()).pathname);
  expect(paths).toContain('/v1/restaurants/match');
  expect(paths).not.toContain('/v1/search/restaurants');

  await first.getByRole('link', { name: restaurant.name }).click();
  await expect(page).toHaveURL(new RegExp(`/restaurants/${restaurant.restaurant_id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(restaurant.name);
});

test('a phone number no restaurant has says so', async ({ page, apiKey: _key }) => {
  await page.goto('/restaurants?q=202-555-0143');
  await expect(page.getByText('No restaurant has the phone number (202) 555-0143.')).toBeVisible();
});
