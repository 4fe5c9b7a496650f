/**
 * The Node options the server runs with, wherever it is started (`npm start`, the journeys' servers, the benchmarks,
 * several nodes): its HTTP thread's young generation kept to 8 MB semi-spaces. Left to V8, which sizes them from the
 * machine's memory, the server kept much more resident at no gain in speed. The catalog threads size theirs
 * themselves (`catalog/pool/pooled-catalog.ts`).
 *
 * And its old generation is let grow to 128 MB before the first full collection. The HTTP thread's live heap is
 * small, and V8 sets the first limit from it: left alone, a full collection came every few seconds of serving and
 * slowed the searches beside it, and with the option it does not, at no cost in resident memory. The measurements
 * are in docs/toolchain.md ("Runtime and versions"). package.json's start script spells the options out too; a test
 * keeps the two the same.
 */
export const SERVER_NODE_OPTIONS: readonly string[] = ['--max-semi-space-size=8', '--initial-old-space-size=128'];
