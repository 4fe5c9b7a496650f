/** The "View API request" button never covers the page: no text or control under it, at the top or at the end. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGES } from './page-cases';

/** Pages whose bottom right corner held a price, hours, table values or the footer link. */
const CHECKED = PAGES.filter((p) => ['restaurant', 'dishes-grouped', 'stats', 'city'].includes(p.name));

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
];

/**
 * What the button's box overlaps on screen: every visible control or piece of text outside it, as far as it shows
 * (content scrolled under the sticky header is hidden by the header, whatever sits in it).
 */
function coveredBy(page: Page, toggleSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const toggle = document.querySelector(selector)!;
    const box = toggle.getBoundingClientRect();
    const headerBottom = document.querySelector('body header')!.getBoundingClientRect().bottom;
    const interactive = 'a, button, input, select, textarea, summary, [role="button"], [tabindex="0"]';
    const hasOwnText = (el: Element) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
    const covered: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (el === toggle || toggle.contains(el) || el.contains(toggle)) continue;
      if (!el.matches(interactive) && !hasOwnText(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const top = el.closest('header') ? rect.top : Math.max(rect.top, headerBottom);
      const overlaps = rect.left < box.right && rect.right > box.left && top < box.bottom && rect.bottom > box.top;
      if (overlaps) covered.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return covered;
  }, toggleSelector);
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const pageCase of CHECKED) {
      test(`on the ${pageCase.name} page the inspector button covers nothing, at the top or at the end`, async ({
        page,
        facts,
      }) => {
        await page.goto(pageCase.path(facts));
        await pageCase.ready(page);
        const toggle = page.getByRole('button', { name: /View API request/ });
        await expect(toggle).toBeVisible();
        await toggle.evaluate((el) => el.setAttribute('data-under-test', ''));
        const selector = '[data-under-test]';

        await page.evaluate(() => window.scrollTo(0, 0));
        expect(await coveredBy(page, selector), 'at the top').toEqual([]);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(
          () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
        );
        expect(await coveredBy(page, selector), 'at the end').toEqual([]);
      });
    }
  });
}
