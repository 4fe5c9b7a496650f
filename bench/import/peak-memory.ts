/**
 * Preloaded (`--import`) into the child that `bench/import.ts` times: as it exits, it writes its resource use to
 * the file named by BENCH_USAGE_FILE. `maxRSS` is the peak resident memory of the whole process, every thread's
 * included, in KiB.
 */
import { writeFileSync } from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
if (file) process.on('exit', () => writeFileSync(file, JSON.stringify(process.resourceUsage())));
