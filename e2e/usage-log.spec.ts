/**
 * Usage you can audit: requests made with a key, from outside the app, appear on Settings in the key's request log
 * (newest first, paged, each marked counted or not) and in today's bar of the month's chart and its table.
 */
import { expect, test } from './fixtures';

test('requests made with the key show in the request log and in today’s bar', async ({
  page,
  request,
  baseURL,
  apiKey,
}) => {
  const auth = { Authorization: `Bearer ${apiKey}` };
  // A counted read, the same read answered 304 (not counted), a HEAD (not counted), then enough counted reads
  // for a second page of the log.
  const first = await request.get(`${baseURL}/v1/stats/top-cuisines?limit=3`, { headers: auth });
  expect(first.status()).toBe(200);
  const notModified = await request.get(`${baseURL}/v1/stats/top-cuisines?limit=3`, {
    headers: { ...auth, 'If-None-Match': first.headers().etag! },
  });
  expect(notModified.status()).toBe(304);
  const head = await request.head(`${baseURL}/v1/stats/top-cuisines`, { headers: auth });
  expect(head.status()).toBe(200);
  let last = first;
  for (let n = 0; n < 20; n += 1) last = await request.get(`${baseURL}/v1/stats/top-cuisines`, { headers: auth });
  const counted = 21;

  await page.goto('/settings');
  const usage = page.getByRole('region', { name: 'Usage and recent requests' });
  await expect(usage.getByTestId('month-usage')).toContainText(`This month: ${counted} of`);

  // Today's bar: the chart says so in its name, and the table has the day's figure.
  const chart = usage.getByRole('img', { name: /^Bar chart of requests counted each day of \w+ \d{4}/ });
  await expect(chart).toHaveAccessibleName(new RegExp(`: ${counted} in all, the most on .+ \\(${counted}\\)`));
  await chart.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect(chart.locator('.recharts-bar-rectangle path').last()).toBeVisible();
  await usage.getByText('The days as a table').click();
  const days = usage.getByRole('table', { name: /^Requests counted each day of/ });
  const today = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
  await expect(days.getByRole('row', { name: today })).toContainText(String(counted));

  // The log: newest first, 20 a page, each marked counted or not. The page's own reads of GET /v1/usage are in it
  // too (not counted), newest of all.
  const log = usage.getByRole('table', { name: 'Requests made with this key, newest first' });
  const rows = log.getByRole('row');
  await expect(rows).toHaveCount(21);
  await expect(rows.nth(1)).toContainText('GET /v1/usage');
  await expect(rows.nth(1)).toContainText('Not counted');
  const newest = rows.filter({ hasText: last.headers()['request-id']! });
  await expect(newest).toContainText('GET /v1/stats/top-cuisines');
  await expect(newest).toContainText('Counted');

  const pages = usage.getByRole('navigation', { name: 'Request log pages' });
  await pages.getByRole('button', { name: 'Older →' }).click();
  await expect(pages).toContainText('Page 2');
  // The oldest four: the 304 and the HEAD not counted, between counted reads; no query string kept.
  for (const [answer, requestId, flag] of [
    ['HEAD', head.headers()['request-id']!, 'Not counted'],
    ['304', notModified.headers()['request-id']!, 'Not counted'],
    ['200', first.headers()['request-id']!, 'Counted'],
  ]) {
    const row = rows.filter({ hasText: requestId });
    await expect(row).toContainText(answer!);
    await expect(row).toContainText(flag!);
  }
  await expect(log).not.toContainText('limit=3');
  await expect(pages.getByRole('button', { name: 'Older →' })).toBeDisabled();
  await pages.getByRole('button', { name: '← Newer' }).click();
  await expect(newest).toBeVisible();
});
