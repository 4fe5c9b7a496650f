import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { populationsText } from './populations-text.ts';

it('server/stats/populations.tsv is what tools/populations.ts makes from the gazetteer today', () => {
  const committed = readFileSync(new URL('../server/stats/populations.tsv', import.meta.url), 'utf8');
  expect(committed === populationsText(), 'run: npm run data:populations').toBe(true);
});
