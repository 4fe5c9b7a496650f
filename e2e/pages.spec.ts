/**
 * Every page: an axe scan (light and dark) and screenshots at phone (390×844) and desktop (1280×800) widths, kept
 * under test-results/screenshots/ (not committed).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGES } from './page-cases';

async function scan(page: Page, label: string) {
  const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

for (const pageCase of PAGES) {
  test(`page ${pageCase.name}: axe clean, screenshots at phone and desktop widths`, async ({ page, facts }) => {
    // Three loads, three axe scans and three full-page screenshots: more than one journey's time on a busy machine.
    test.slow();
    const shot = (suffix: string) =>
      page.screenshot({ path: `test-results/screenshots/${pageCase.name}-${suffix}.png`, fullPage: !pageCase.open });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(pageCase.path(facts));
    await pageCase.ready(page);
    await pageCase.open?.(page);
    await scan(page, `${pageCase.name} (light)`);
    await shot('desktop');

    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await pageCase.ready(page);
    await pageCase.open?.(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await scan(page, `${pageCase.name} (dark)`);
    await shot('desktop-dark');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await pageCase.ready(page);
    await pageCase.open?.(page);
    await scan(page, `${pageCase.name} (phone)`);
    await shot('phone');
  });
}
