/**
 * `npm run data:export -- [--catalog FILE] --out FILE.jsonl`: writes a catalog in our interchange format
 * (docs/interchange-format.md), one restaurant a line with its menu; `npm run data:import -- --format menu-atlas`
 * reads it back. The catalog defaults to the one the server would serve.
 */
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.ts';
import { exportCatalog } from '../server/catalog/export.ts';
import { catalogPath } from '../server/dataset/ensure-catalog.ts';
import { progressBar } from '../server/index/progress-bar.ts';

const config = readConfig();
const { values } = parseArgs({ options: { catalog: { type: 'string' }, out: { type: 'string' } } });
if (values.out === undefined) {
  process.stderr.write('Usage: npm run data:export -- [--catalog FILE] --out FILE.jsonl\n');
  process.exit(2);
}
const catalog = values.catalog ?? catalogPath(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed });
const out = createWriteStream(values.out);
const bar = progressBar(process.stderr, { writing: { start: 0, weight: 1, label: 'writing restaurants' } });
const started = performance.now();
const written = await exportCatalog(catalog, out, (done, total) => bar.update({ phase: 'writing', done, total }));
out.end();
await finished(out);
bar.done();
const seconds = ((performance.now() - started) / 1000).toFixed(1);
process.stderr.write(
  `Wrote ${written.toLocaleString('en-US')} restaurants with their menus to ${values.out} in ${seconds} s\n`,
);
