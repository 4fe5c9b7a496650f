/** Settings: a new API address is tested before use, each address keeps its key, and failures say which kind. */
import { createServer, type Server } from 'node:http';
import { MAIN_PORT, QUOTA_PORT } from '../playwright.config';
import { createKey, expect, test } from './fixtures';

// A server that answers JSON but does not allow other sites (no CORS headers): not ours, so not a mock of our API.
const FOREIGN_PORT = MAIN_PORT + 4;
let foreign: Server;
test.beforeAll(async () => {
  foreign = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"data":{"status":"ok"}}');
  });
  await new Promise<void>((resolve) => foreign.listen(FOREIGN_PORT, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => foreign.close(() => resolve())));

test('a new API address is tested first, and each address keeps its own key', async ({
  page,
  apiKey: _keyInPage,
  request,
}) => {
  await page.goto('/settings');
  const box = page.getByLabel('API base URL');
  const save = page.getByRole('button', { name: 'Test and save' });
  const check = page.getByTestId('base-url-check');
  const meter = page.getByTestId('quota-meter');
  await expect(meter).toContainText(/left this month/);

  const cases: [string, RegExp][] = [
    [`http://127.0.0.1:${FOREIGN_PORT}`, /refused this site \(CORS\)/],
    [`http://127.0.0.1:${MAIN_PORT}/not-the-api`, /does not answer JSON/],
    [`http://127.0.0.1:${MAIN_PORT + 19}`, /server is down/],
  ];
  for (const [address, message] of cases) {
    await box.fill(address);
    await save.click();
    await expect(check).toContainText(message);
    expect(await page.evaluate(() => localStorage.getItem('menu-atlas:api-base-url'))).toBeNull();
  }

  // Another server that answers: saved, and it has no key yet (this site's key is not sent to it).
  const other = `http://127.0.0.1:${QUOTA_PORT}`;
  await box.fill(other);
  await save.click();
  await expect(check).toContainText(`Requests now go to ${other}; no key is saved for it yet.`);
  await expect(meter).toHaveText('Add an API key');

  const otherKey = await createKey(request, other);
  await meter.click();
  const dialog = page.getByRole('dialog', { name: 'API key' });
  await dialog.getByLabel('API key', { exact: true }).fill(otherKey!);
  await dialog.getByRole('button', { name: 'Use this key' }).click();
  await expect(meter).toContainText('3 of 3 requests left this month');

  // Back to this site: its own key again.
  await box.fill('');
  await save.click();
  await expect(check).toContainText('the key saved for it is in use');
  await expect(meter).toContainText(/[\d,]+ of [\d,]+ requests left this month/);
  await expect(meter).not.toContainText('3 of 3');
});
