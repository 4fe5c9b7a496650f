/**
 * Vitest's global setup (vitest.config.ts): one throw-away PostgreSQL for the whole test run, its URL handed to
 * the test files with `provide` (server/test-support/postgres-fixture.ts reads it with `inject`). When it cannot
 * start (no PostgreSQL installed), the reason is handed over instead, so only the tests that need a database
 * fail, with that reason, and every other test still runs.
 */
import type { TestProject } from 'vitest/node';
import type { ProvidedPostgres } from '../server/test-support/postgres-fixture.ts';
import { startLocalPostgres, type LocalPostgres } from './local-postgres.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  let server: LocalPostgres | undefined;
  let provided: ProvidedPostgres;
  try {
    server = await startLocalPostgres();
    provided = { url: server.url };
  } catch (error) {
    provided = { unavailable: error instanceof Error ? error.message : String(error) };
  }
  project.provide('postgres', provided);
  return () => server?.destroy();
}
