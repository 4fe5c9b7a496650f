import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_TYPES_PATH,
  clientTypes,
  INTERCHANGE_SCHEMA_PATH,
  interchangeSchemaText,
  openapiDocument,
} from './openapi-document.ts';

describe('the published contract', () => {
  it('is an OpenAPI 3.1 document listing every endpoint of the specification', async () => {
    const document = (await openapiDocument()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /v1/health',
        'POST /v1/search/restaurants',
        'POST /v1/search/items',
        'GET /v1/restaurants/{restaurant_id}',
        'GET /v1/restaurants/{restaurant_id}/menu',
        'GET /v1/stats/top-cuisines',
        'GET /v1/stats/{state}/{city}',
        'POST /v1/keys',
        'GET /v1/usage',
        'DELETE /v1/keys/current',
      ]),
    );
  });

  it('matches the committed browser types (run `npm run openapi:generate` after changing a route schema)', async () => {
    const committed = readFileSync(CLIENT_TYPES_PATH, 'utf8');
    expect(committed).toBe(await clientTypes(await openapiDocument()));
  });

  it('matches the committed interchange-format schema (run `npm run openapi:generate` after changing a record)', async () => {
    const committed = readFileSync(INTERCHANGE_SCHEMA_PATH, 'utf8');
    expect(committed).toBe(await interchangeSchemaText(await openapiDocument()));
  });

  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify(await openapiDocument()));
    const cli = join(dirname(fileURLToPath(import.meta.resolve('@redocly/cli/package.json'))), 'bin', 'cli.js');
    const lint = spawnSync(process.execPath, [cli, 'lint', file, '--format=json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    rmSync(folder, { recursive: true, force: true });
    const report = JSON.parse(lint.stdout) as { totals: { errors: number; warnings: number }; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
