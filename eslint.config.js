// The boundaries of docs/architecture.md, checked: which folder may import which, where SQL and stores live.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** SQL text in a string or template (a statement's shape, not an English word): only the stores may hold it. */
const SQL =
  '/^\\s*(SELECT\\s[\\s\\S]*\\sFROM\\s|INSERT\\s+(OR\\s+\\w+\\s+)?INTO\\s|UPDATE\\s+\\w+\\s+SET\\s|DELETE\\s+FROM\\s|' +
  'CREATE\\s+(TABLE|INDEX|VIRTUAL|TRIGGER|VIEW|UNIQUE)\\s|DROP\\s+(TABLE|INDEX)\\s|PRAGMA\\s+\\w|WITH\\s+\\w+\\s+AS\\s)/i';
// The importer stages menu rows in a scratch SQLite file while it reads (server/ingest/menu-staging.ts).
const SQL_HOMES = 'SQL belongs in server/catalog, server/index, server/stats, server/accounts or server/ingest.';
const sqlLiterals = [
  { selector: `Literal[value=${SQL}]`, message: SQL_HOMES },
  { selector: `TemplateElement[value.raw=${SQL}]`, message: SQL_HOMES },
];

/** Drivers of the stores: only the store implementations (and the builder) talk to a database. */
const databaseDrivers = ['better-sqlite3', 'pg', 'postgres'].map((name) => ({
  name,
  message: 'Only server/catalog, server/index, server/stats, server/accounts and server/ingest talk to a database.',
}));
const httpFramework = [
  { group: ['fastify', '@fastify/*'], message: 'The stores and query understanding never see HTTP.' },
];

/** Which folder may import which (docs/architecture.md, "Boundaries, and why they are checked"). */
const layerZones = [
  // Two programs that share one contract, never each other's code.
  { target: './src', from: './server', message: 'The app reaches the server only over HTTP.' },
  { target: './server', from: './src', message: 'The server never imports the app.' },
  // Tools, benchmarks and browser journeys drive the programs from outside; the programs (their tests included)
  // never lean on them: a test needing a database gets it from Vitest's global setup, not from tools/.
  {
    target: ['./server', './src'],
    from: ['./tools', './bench', './e2e'],
    message: 'The server and the app never import tools/, bench/ or e2e/.',
  },
  { target: './tools', from: ['./bench', './e2e'], message: 'Tools never import benchmarks or browser journeys.' },
  // The rules both programs share stand alone, so importing them never drags one program into the other.
  {
    target: './rules',
    from: ['./server', './src', './tools', './bench', './e2e'],
    message: 'rules/ is shared by the app and the server: it imports neither, nor tools.',
  },
  // app → features → components / lib / api, one way.
  { target: './src/components', from: ['./src/features', './src/app'] },
  { target: './src/lib', from: ['./src/features', './src/app', './src/components', './src/api'] },
  { target: './src/api', from: ['./src/features', './src/app', './src/components'] },
  { target: './src/features', from: './src/app', message: 'Only src/app puts features together.' },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what they share into components, lib or api.',
  })),
  // The stores and query understanding know nothing of HTTP; query understanding knows no store.
  {
    target: './server/catalog',
    from: ['./server/routes', './server/gateway', './server/accounts', './server/dataset', './server/ingest'],
  },
  {
    target: './server/accounts',
    from: ['./server/routes', './server/gateway', './server/catalog', './server/index', './server/stats'],
  },
  {
    target: './server/search',
    from: [
      './server/catalog',
      './server/index',
      './server/stats',
      './server/dataset',
      './server/ingest',
      './server/routes',
      './server/gateway',
      './server/accounts',
    ],
  },
  // Plan execution runs over one connection: it never reaches for the pool or the catalog's lifecycle.
  {
    target: './server/catalog/query',
    from: ['./server/catalog/pool', './server/catalog/lifecycle'],
    message: 'server/catalog/query runs a plan over one connection; the pool and the lifecycle sit above it.',
  },
];

/**
 * The builder's rooms and who feeds them. Tests are exempt: they build the catalogs they test with the generator
 * or an importer.
 */
const builderRooms = [
  // The one builder is fed by the generator and the importers and knows neither, nor the code that reads what it
  // writes (but for the records' types, whose JSON it stores).
  {
    target: './server/index',
    from: ['./server/dataset', './server/ingest', './server/stats', './server/routes', './server/gateway'],
    message: 'server/index is fed by the generator and the importers; it imports neither.',
  },
  {
    target: './server/index',
    from: './server/catalog',
    except: ['./records.ts'],
    message: 'server/index writes what the catalog reads; it imports no catalog code.',
  },
  // The generator and the importers are two sources for the builder: neither reads a catalog or the other.
  {
    target: './server/dataset',
    from: ['./server/catalog', './server/stats', './server/ingest', './server/routes', './server/gateway'],
    message: 'The sample generator feeds server/index; it reads no catalog and no importer.',
  },
  {
    target: './server/ingest',
    from: ['./server/catalog', './server/stats', './server/routes', './server/gateway'],
    message: 'The importers feed server/index; they read no catalog.',
  },
  {
    target: './server/stats',
    from: ['./server/routes', './server/gateway', './server/accounts', './server/dataset', './server/ingest'],
  },
  // Routes and the gateway reach the catalog only through its interface (below), never the builder's rooms.
  {
    target: ['./server/routes', './server/gateway'],
    from: ['./server/index', './server/stats', './server/dataset', './server/ingest'],
    message: 'Routes and the gateway see the catalog only through server/catalog/catalog.ts and records.ts.',
  },
];

/** Routes and the gateway see a store only through its interface (and the records it returns). */
const storeInterfacesOnly = [
  { target: './server/routes', from: './server/catalog', except: ['./catalog.ts', './records.ts'] },
  { target: './server/routes', from: './server/accounts', except: ['./accounts.ts'] },
  { target: './server/gateway', from: './server/catalog', except: ['./catalog.ts', './records.ts'] },
  { target: './server/gateway', from: './server/accounts', except: ['./accounts.ts'] },
];

export default tseslint.config(
  {
    ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/', 'src/api/schema.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      // Type-aware rules that catch real bugs: a forgotten await, a promise where a callback returns void.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['server/**/*.ts'],
    ignores: [
      'server/catalog/**',
      'server/index/**',
      'server/stats/**',
      'server/accounts/**',
      'server/ingest/**',
      'server/test-support/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { paths: databaseDrivers }],
      'no-restricted-syntax': ['error', ...sqlLiterals],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...sqlLiterals] },
  },
  {
    // The browser downloads what rules/ imports: no package but the one plural rule.
    files: ['rules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\.{1,2}/|pluralize$)', message: 'rules/ imports no package but pluralize.' }] },
      ],
    },
  },
  {
    files: [
      'server/catalog/**/*.ts',
      'server/index/**/*.ts',
      'server/stats/**/*.ts',
      'server/accounts/**/*.ts',
      'server/dataset/**/*.ts',
      'server/ingest/**/*.ts',
      'server/search/**/*.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: httpFramework }] },
  },
  {
    files: ['server/search/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: databaseDrivers, patterns: httpFramework }],
      'no-restricted-syntax': ['error', ...sqlLiterals],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/routes/**', 'server/gateway/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...builderRooms] }] },
  },
  {
    // A journey that skips itself when the data is not what it hoped (`test.skip(total <= 20)`) can stop testing
    // without anyone noticing. Journeys find data that exists and assert it, so none is skipped or parked.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(skip|fixme)$/]',
          message:
            'No skipped journeys: choose data the e2e catalog has and assert it, so a missing feature or datum fails.',
        },
      ],
    },
  },
  {
    // Tests build the app with their own stores (docs/architecture.md), so only the shipped code is held to this.
    files: ['server/routes/**/*.ts', 'server/gateway/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...builderRooms, ...storeInterfacesOnly] }],
    },
  },
);
