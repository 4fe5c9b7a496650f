import { expect, test } from './fixtures';

const PHONE = { width: 390, height: 844 };

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
