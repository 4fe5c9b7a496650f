/** Shared helpers for the journeys: keys created through the real API, key injection, /v1 request counting. */
import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

const KEY_STORAGE = 'menu-atlas:api-key';

/** A fresh key from POST /v1/keys: a sign-up that fails fails the journey. */
export async function createKey(request: APIRequestContext, baseURL: string): Promise<string> {
  const email = `e2e+${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  const response = await request.post(`${baseURL}/v1/keys`, { data: { email } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { api_key: string } }).data.api_key;
}

/** Puts the key in localStorage before the app starts, as the key dialog does by default ("Remember" ticked). */
export async function useKeyInPage(page: Page, key: string): Promise<void> {
  await page.addInitScript(
    ([name, value]) => {
      if (!window.localStorage.getItem(name!)) window.localStorage.setItem(name!, value!);
    },
    [KEY_STORAGE, key],
  );
}

/**
 * Scrolls to every chart frame in turn, as a reader would, and waits for its chart: a chart is drawn only once its
 * frame comes near the screen. The page scrolls itself, since Playwright's own scrolling first waits for two animation
 * frames in which the element stays put, and twice a journey's headless Chromium drew no frame at all for 40 s there
 * (the test timed out with no word of why); a failure now says whether the browser is drawing frames.
 */
export async function scrollPastCharts(page: Page): Promise<void> {
  for (const frame of await page.getByRole('img', { name: /^Bar chart/ }).all()) {
    await frame.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(frame.locator('.recharts-surface'))
      .toBeVisible()
      .catch(async (error: Error) => {
        throw new Error(`${(await drawsFrames(page)) ? '' : 'The browser drew no frame in 2 s. '}${error.message}`);
      });
  }
}

async function drawsFrames(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        requestAnimationFrame(() => done(true));
        setTimeout(() => done(false), 2000);
      }),
  );
}

/** Money and counts as the app writes them; '—' where there is no price. */
export const dollars = (n: number | null) =>
  n === null ? '—' : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
export const count = (n: number) => new Intl.NumberFormat('en-US').format(n);

/** Calls the API directly (for the numbers a page must agree with). */
export async function apiGet<T>(request: APIRequestContext, url: string, key: string): Promise<T> {
  const response = await request.get(url, { headers: { Authorization: `Bearer ${key}` } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

export async function apiPost<T>(request: APIRequestContext, url: string, body: unknown, key: string): Promise<T> {
  const response = await request.post(url, { data: body, headers: { Authorization: `Bearer ${key}` } });
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as T;
}

/** A share as the app writes it: "12.3%". */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** Every row of a paged answer, page after page of 100 (`page` asks for the page at an offset). */
export async function everyPage<Row>(
  page: (offset: number) => Promise<{ data: Row[]; pagination: { has_more: boolean } }>,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += 100) {
    const answer = await page(offset);
    rows.push(...answer.data);
    if (!answer.pagination.has_more) return rows;
  }
}

/** Adds a city to a comparison: its state in the select labelled `stateLabel`, its name, then "Add to comparison". */
export async function addCity(page: Page, stateLabel: string, { state, city }: { state: string; city: string }) {
  await page.getByRole('combobox', { name: stateLabel }).selectOption(state);
  await page.getByLabel('City', { exact: true }).fill(city);
  await page.getByRole('button', { name: 'Add to comparison' }).click();
}

/** The page's address as a person reads it (commas and the like not escaped). */
export const pageAddress = (page: Page) => decodeURIComponent(page.url());

/** The answer to the page's latest restaurant search, as the page received it. */
export async function lastRestaurantAnswer<T>(requests: Request[]): Promise<T> {
  const sent = requests.filter((r) => r.url().endsWith('/v1/search/restaurants'));
  return (await (await sent.at(-1)!.response())!.json()) as T;
}

/** Records every request the page sends to /v1. */
export function recordApiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/v1/')) seen.push(r);
  });
  return seen;
}

interface SearchAnswer {
  data: { restaurant_id: string; name: string; cuisines: string[]; address: { city: string; state: string } }[];
  pagination: { total_estimated?: number; has_more: boolean };
}

export interface DatasetFacts {
  /** A query with more than one page of results inside `state`. */
  query: string;
  state: string;
  restaurantId: string;
  city: string;
  cityState: string;
}

/** Finds, through the API, a search term and a state with more than one page of results. */
async function discoverFacts(request: APIRequestContext, baseURL: string, key: string): Promise<DatasetFacts> {
  for (const query of ['pizza', 'grill', 'kitchen', 'cafe', 'house', 'bar']) {
    const all = await apiPost<SearchAnswer>(request, `${baseURL}/v1/search/restaurants`, { q: query, limit: 50 }, key);
    const counts = new Map<string, number>();
    for (const r of all.data) counts.set(r.address.state, (counts.get(r.address.state) ?? 0) + 1);
    const state = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (!state) continue;
    const inState = await apiPost<SearchAnswer>(
      request,
      `${baseURL}/v1/search/restaurants`,
      { q: query, state, limit: 20 },
      key,
    );
    if (!inState.pagination.has_more) continue;
    const first = inState.data[0]!;
    return {
      query,
      state,
      restaurantId: first.restaurant_id,
      city: first.address.city,
      cityState: first.address.state,
    };
  }
  throw new Error('No search term with more than one page of results in one state');
}

/** The statistics of the facts' city, straight from the API. */
export function getCityStats<T>(
  request: APIRequestContext,
  baseURL: string,
  key: string,
  facts: Pick<DatasetFacts, 'city' | 'cityState'>,
): Promise<T> {
  return apiGet<T>(request, `${baseURL}/v1/stats/${facts.cityState}/${encodeURIComponent(facts.city)}`, key);
}

/** The cities of the facts' state that appear in its search results. */
export async function citiesOfState(
  request: APIRequestContext,
  baseURL: string,
  key: string,
  facts: Pick<DatasetFacts, 'query' | 'state'>,
): Promise<string[]> {
  const hits = await apiPost<{ data: { address: { city: string } }[] }>(
    request,
    `${baseURL}/v1/search/restaurants`,
    { q: facts.query, state: facts.state, limit: 50 },
    key,
  );
  return [...new Set(hits.data.map((h) => h.address.city))];
}

interface Fixtures {
  apiKey: string;
  facts: DatasetFacts;
  cspViolations: string[];
}

/**
 * `apiKey`: a fresh key, already in the page's localStorage.
 * `facts`: a search term, state, restaurant and city of the catalog being served (`discoverFacts`), found with that key.
 * `cspViolations` (automatic): every Content-Security-Policy violation the page reports; any left at the end of a
 * journey fails it, so every journey (pages.spec.ts visits every page) runs under the server's policy.
 */
export const test = base.extend<Fixtures>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`Refused by the Content Security Policy (${event.effectiveDirective}): ${event.blockedURI}`);
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  apiKey: async ({ page, request, baseURL }, use) => {
    const key = await createKey(request, baseURL!);
    await useKeyInPage(page, key);
    await use(key);
  },
  facts: async ({ request, baseURL, apiKey }, use) => {
    await use(await discoverFacts(request, baseURL!, apiKey));
  },
});

export { expect };
