import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts', 'server/**/*.test.ts', 'src/**/*.test.{ts,tsx}'],
    // Server tests build small catalogs on disk; give them room on a 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
