/**
 * The Node options the server runs with, wherever it is started (`npm start`, the journeys' servers, the benchmarks,
 * several nodes): its HTTP thread's young generation kept to 8 MB semi-spaces. Left to V8, which sizes them from the
 * machine's memory, the server kept about 100 MB more resident at no gain in speed (bench:discovery at full scale,
 * own RSS at start 529–535 → 437 MiB, after the run 621–685 → 549–611 MiB). The catalog threads size theirs
 * themselves (`catalog/pool/pooled-catalog.ts`).
 *
 * And its old generation is let grow to 128 MB before the first full collection. The HTTP thread holds some 30 MB
 * that lives, and each of its young collections passed on about 1 MB more (some 0.1 MB since the retentions in
 * docs/toolchain.md went); left to V8, which sets the first limit from that small heap, a full collection came every
 * few seconds of serving, with single searches of 15–30 ms beside it (bench:discovery, 5 runs each: largest single
 * request outside the text classes 12.8–18.7 → 10.2–15.1 ms, every class within its target in 3 → 5 runs), at no cost
 * in resident memory after the run (368–408 → 403–406 MiB own). package.json's start script spells the options out
 * too; a test keeps the two the same.
 */
export const SERVER_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=8', '--initial-old-space-size=128'];
