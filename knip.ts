import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  // Benchmarks, and the scripts they run in child processes (`node bench/import/….ts`, `--import`).
  entry: ['bench/*.ts', 'bench/import/*.ts'],
  // util-linux's fincore (page-cache residency), read by bench:load; a system tool, not a package.
  ignoreBinaries: ['fincore'],
  project: [
    'rules/**/*.ts',
    'server/**/*.ts',
    'src/**/*.{ts,tsx,css}',
    'e2e/**/*.ts',
    'bench/**/*.ts',
    'tools/**/*.ts',
  ],
  // Stylesheets import Tailwind (`@import 'tailwindcss'`): read their imports so the package counts as used.
  compilers: {
    css: (text: string) =>
      [...text.matchAll(/@import\s+['"]([^'"]+)['"]/g)].map(([, name]) => `import '${name}';`).join('\n'),
  },
};

export default config;
