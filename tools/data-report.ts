/**
 * `npm run data:report [-- --catalog a.sqlite --catalog b.sqlite]`: the realism figures of a built catalog (by
 * default the one the server would open), side by side when several catalogs are given, so anyone can check
 * the sample against the reference levels written beside each figure (tools/data-report/). Reads only; works on
 * catalogs of any generator version.
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { readConfig } from '../server/config.ts';
import { catalogPath } from '../server/dataset/ensure-catalog.ts';
import { report, sideBySide } from './data-report/report.ts';

const config = readConfig();
const { values } = parseArgs({ options: { catalog: { type: 'string', multiple: true } } });
const paths = values.catalog ?? [catalogPath(config.dataDir, { scale: config.datasetScale, seed: config.datasetSeed })];
for (const path of paths) {
  if (!existsSync(path)) {
    process.stderr.write(`No catalog at ${path}: build it with npm run data:build, or pass --catalog <file>\n`);
    process.exit(2);
  }
}
const reports = paths.map(report);
process.stdout.write(sideBySide(paths, reports));
