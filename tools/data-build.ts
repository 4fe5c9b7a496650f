/**
 * `npm run data:build [-- --scale 0.01] [--seed 7] [--out file.sqlite]`: (re)builds the sample catalog.
 * Defaults come from the same environment variables as the server (DATA_DIR, DATASET_SCALE, DATASET_SEED).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.ts';
import { buildWithProgress, catalogPath } from '../server/dataset/ensure-catalog.ts';

const config = readConfig();
const { values } = parseArgs({
  options: { scale: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' } },
});
const scale = values.scale === undefined ? config.datasetScale : Number(values.scale);
const seed = values.seed === undefined ? config.datasetSeed : Number(values.seed);
if (!(scale > 0 && scale <= 2) || !Number.isInteger(seed) || seed < 0) {
  process.stderr.write('Usage: npm run data:build -- [--scale 0 < n ≤ 2] [--seed non-negative integer] [--out path]\n');
  process.exit(2);
}
await buildWithProgress(values.out ?? catalogPath(config.dataDir, { scale, seed }), { scale, seed });
