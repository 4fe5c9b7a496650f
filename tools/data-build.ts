/**
 * `npm run data:build [-- --scale 0.01] [--seed 7] [--out file.sqlite]`: (re)builds the sample catalog.
 * Defaults come from the same environment variables as the server (DATA_DIR, DATASET_SCALE, DATASET_SEED).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.ts';
import { buildWithProgress, catalogPath } from '../server/dataset/ensure-catalog.ts';
import { isDatasetScale, MOST_DATASET_SCALE } from '../server/dataset/scale.ts';

const config = readConfig();
const { values } = parseArgs({
  options: { scale: { type: 'string' }, seed: { type: 'string' }, out: { type: 'string' } },
});
const scale = values.scale === undefined ? config.datasetScale : Number(values.scale);
const seed = values.seed === undefined ? config.datasetSeed : Number(values.seed);
if (!isDatasetScale(scale) || !Number.isInteger(seed) || seed < 0) {
  process.stderr.write(
    `Usage: npm run data:build -- [--scale 0 < n ≤ ${MOST_DATASET_SCALE}] [--seed non-negative integer] [--out path]\n`,
  );
  process.exit(2);
}
await buildWithProgress(values.out ?? catalogPath(config.dataDir, { scale, seed }), { scale, seed });
