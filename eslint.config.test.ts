/**
 * The linter is how docs/architecture.md's boundaries are kept: each probe below breaks one, and must be reported.
 * Probes are written into the real tree (type-aware rules need them inside the TypeScript project) and removed.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const PROBE = 'zz-lint-probe';
const probes: Record<string, { file: string; code: string; rule: string }> = {
  'a feature importing another feature': {
    file: `src/features/dish-search/${PROBE}.ts`,
    code: `import { restaurantOptions } from '../restaurant/api/restaurant';\nexport const probe = restaurantOptions;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'shared components importing a feature': {
    file: `src/components/${PROBE}.ts`,
    code: `import { restaurantOptions } from '../features/restaurant/api/restaurant';\nexport const probe = restaurantOptions;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'SQL in a route': {
    file: `server/routes/${PROBE}-sql.ts`,
    code: `export const probe = 'SELECT name FROM restaurants WHERE id = ?';\n`,
    rule: 'no-restricted-syntax',
  },
  'a database driver in the gateway': {
    file: `server/gateway/${PROBE}.ts`,
    code: `import Database from 'better-sqlite3';\nexport const probe = Database;\n`,
    rule: 'no-restricted-imports',
  },
  'a route importing a store implementation': {
    file: `server/routes/${PROBE}.ts`,
    code: `import { SqliteCatalog } from '../catalog/sqlite-catalog.ts';\nexport const probe = SqliteCatalog;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the catalog importing Fastify': {
    file: `server/catalog/${PROBE}.ts`,
    code: `import Fastify from 'fastify';\nexport const probe = Fastify;\n`,
    rule: 'no-restricted-imports',
  },
  'plan execution reaching for the pool': {
    file: `server/catalog/query/${PROBE}.ts`,
    code: `import { PooledCatalog } from '../pool/pooled-catalog.ts';\nexport const probe = PooledCatalog;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'plan execution reaching for the lifecycle': {
    file: `server/catalog/query/${PROBE}-lifecycle.ts`,
    code: `import { CatalogRegistry } from '../lifecycle/catalog-registry.ts';\nexport const probe = CatalogRegistry;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the index builder importing the generator': {
    file: `server/index/${PROBE}.ts`,
    code: `import { createGenerator } from '../dataset/generator.ts';\nexport const probe = createGenerator;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the index builder importing catalog code': {
    file: `server/index/${PROBE}-catalog.ts`,
    code: `import { Connection } from '../catalog/connection.ts';\nexport const probe = Connection;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the generator reading a catalog': {
    file: `server/dataset/${PROBE}.ts`,
    code: `import { SqliteCatalog } from '../catalog/sqlite-catalog.ts';\nexport const probe = SqliteCatalog;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'an importer reading a catalog': {
    file: `server/ingest/${PROBE}.ts`,
    code: `import { SqliteCatalog } from '../catalog/sqlite-catalog.ts';\nexport const probe = SqliteCatalog;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'a route importing a statistic': {
    file: `server/routes/${PROBE}-stats.ts`,
    code: `import { topCuisines } from '../stats/top-cuisines.ts';\nexport const probe = topCuisines;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the catalog importing the generator': {
    file: `server/catalog/${PROBE}-dataset.ts`,
    code: `import { createGenerator } from '../dataset/generator.ts';\nexport const probe = createGenerator;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'SQL in the sample generator': {
    file: `server/dataset/${PROBE}-sql.ts`,
    code: `export const probe = 'SELECT name FROM restaurants WHERE id = ?';\n`,
    rule: 'no-restricted-syntax',
  },
  'the app importing server code': {
    file: `src/lib/${PROBE}.ts`,
    code: `import { CATALOG_FORMAT_VERSION } from '../../server/index/schema.ts';\nexport const probe = CATALOG_FORMAT_VERSION;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the shared rules importing the server': {
    file: `rules/${PROBE}-server.ts`,
    code: `import { CATALOG_FORMAT_VERSION } from '../server/index/schema.ts';\nexport const probe = CATALOG_FORMAT_VERSION;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the shared rules importing the app': {
    file: `rules/${PROBE}-app.ts`,
    code: `import { formatPrice } from '../src/lib/money.ts';\nexport const probe = formatPrice;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the shared rules importing a package other than pluralize': {
    file: `rules/${PROBE}-package.ts`,
    code: `import { useState } from 'react';\nexport const probe = useState;\n`,
    rule: 'no-restricted-imports',
  },
  'a server test importing tools': {
    file: `server/accounts/${PROBE}.test.ts`,
    code: `import { freePort } from '../../tools/free-port.ts';\nexport const probe = freePort;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the server importing a benchmark': {
    file: `server/${PROBE}-bench.ts`,
    code: `import { COMMON } from '../bench/queries.ts';\nexport const probe = COMMON;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the server importing the browser journeys': {
    file: `server/test-support/${PROBE}.ts`,
    code: `import { chromiumLaunch } from '../../e2e/chromium.ts';\nexport const probe = chromiumLaunch;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'the app importing tools': {
    file: `src/lib/${PROBE}-tools.ts`,
    code: `import { freePort } from '../../tools/free-port.ts';\nexport const probe = freePort;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'a tool importing a benchmark': {
    file: `tools/${PROBE}.ts`,
    code: `import { COMMON } from '../bench/queries.ts';\nexport const probe = COMMON;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  'a journey that skips itself on data': {
    file: `e2e/${PROBE}-skip.spec.ts`,
    code: `import { test } from './fixtures';\ntest('probe', () => {\n  const total = Number('20');\n  test.skip(total <= 20, 'needs more data');\n});\n`,
    rule: 'no-restricted-syntax',
  },
  'a journey parked as fixme': {
    file: `e2e/${PROBE}-fixme.spec.ts`,
    code: `import { test } from './fixtures';\ntest.fixme('probe', () => {});\n`,
    rule: 'no-restricted-syntax',
  },
  'a suite of journeys skipped whole': {
    file: `e2e/${PROBE}-describe.spec.ts`,
    code: `import { test } from './fixtures';\ntest.describe.skip('probe', () => {\n  test('inside', () => {});\n});\n`,
    rule: 'no-restricted-syntax',
  },
  'a journey skipped through its test info': {
    file: `e2e/${PROBE}-info.spec.ts`,
    code: `import { test } from './fixtures';\ntest('probe', () => {\n  test.info().skip(true, 'no data');\n});\n`,
    rule: 'no-restricted-syntax',
  },
};

let results: Map<string, string[]>;

beforeAll(async () => {
  for (const { file, code } of Object.values(probes)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, code);
  }
  try {
    const linted = await new ESLint().lintFiles(Object.values(probes).map((p) => p.file));
    results = new Map(
      Object.entries(probes).map(([name, { file }]) => {
        const found = linted.find((r) => r.filePath === join(process.cwd(), file));
        return [name, found?.messages.map((m) => m.ruleId ?? m.message) ?? []];
      }),
    );
  } finally {
    for (const { file } of Object.values(probes)) rmSync(file, { force: true });
  }
}, 120_000);

describe('the linter reports a broken boundary', () => {
  for (const [name, { rule }] of Object.entries(probes)) {
    it(name, () => expect(results.get(name)).toContain(rule));
  }
});
