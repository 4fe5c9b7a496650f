import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '*.test.ts',
      'rules/**/*.test.ts',
      'server/**/*.test.ts',
      'src/**/*.test.{ts,tsx}',
      'bench/**/*.test.ts',
      'tools/**/*.test.ts',
    ],
    // One throw-away PostgreSQL for the run; the tests that need it read its URL with inject('postgres').
    globalSetup: ['tools/postgres-for-tests.ts'],
    // Server tests build small catalogs on disk; give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
