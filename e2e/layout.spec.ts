/** Layout on a phone: nothing wider than the screen, and the menu's section chips land where they say. */
import { apiPost, expect, test } from './fixtures';

interface SearchAnswer {
  data: { restaurant_id: string; menu_summary: { section_count: number } }[];
}

test.use({ viewport: { width: 390, height: 844 } });

test('a long menu fits a phone, and a section chip scrolls to its section and highlights it', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const hits = await apiPost<SearchAnswer>(
    request,
    `${baseURL}/v1/search/restaurants`,
    { q: 'pizza', limit: 50 },
    apiKey,
  );
  const longest = [...hits.data].sort((a, b) => b.menu_summary.section_count - a.menu_summary.section_count)[0]!;
  expect(longest.menu_summary.section_count).toBeGreaterThanOrEqual(5);
  await page.goto(`/restaurants/${longest.restaurant_id}`);
  const nav = page.getByRole('navigation', { name: 'Menu sections' });
  await expect(nav).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const prices = page.locator('[data-item-id] > p:last-child');
  for (const box of await prices.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
    expect(box).toBeLessThanOrEqual(390);
  }

  const chips = nav.getByRole('link');
  const target = chips.nth(2);
  const href = (await target.getAttribute('href'))!;
  await target.click();
  await expect(target).toHaveAttribute('aria-current', 'true');
  await expect(chips.and(page.locator('[aria-current="true"]'))).toHaveCount(1);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
  // The section starts just below the sticky header and chips: not hidden under them, not far below.
  const navBottom = await nav.evaluate((el) => el.getBoundingClientRect().bottom);
  const sectionTop = await page.locator(href).evaluate((el) => el.getBoundingClientRect().top);
  expect(sectionTop).toBeGreaterThanOrEqual(navBottom);
  expect(sectionTop).toBeLessThanOrEqual(navBottom + 16);
});
