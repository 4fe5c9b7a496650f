/**
 * The Node options the server runs with, wherever it is started (`npm start`, the journeys' servers, the benchmarks,
 * several nodes): its HTTP thread's young generation kept to 8 MB semi-spaces. Left to V8, which sizes them from the
 * machine's memory, the server kept about 100 MB more resident at no gain in speed (bench:discovery at full scale,
 * own RSS at start 529–535 → 437 MiB, after the run 621–685 → 549–611 MiB). The catalog threads size theirs
 * themselves (`catalog/pooled-catalog.ts`). package.json's start script spells them out too; a test keeps the two
 * the same.
 */
export const SERVER_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=8'];
