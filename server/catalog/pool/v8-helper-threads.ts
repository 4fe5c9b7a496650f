/**
 * V8's helper threads at the catalog threads' priority. Every isolate of the process (the HTTP thread's and each
 * catalog thread's) hands work to one pool of helper threads, named "V8Worker": optimising compilation, concurrent
 * marking, sweeping. They start at the process's priority, so they outranked the catalog threads (nice 10), and
 * on a 2-core machine a catalog thread sharing a core with one got only a sliver of it: in the first seconds of
 * serving, while the catalog threads' new code paths were being optimised, single searches took several times as
 * long (docs/architecture.md has the figures). The HTTP thread keeps its priority.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

const HELPER_NAME = 'V8Worker';
const LOWEST_PRIORITY = 19;

/**
 * Lowers each V8 helper thread to `increment` below the calling thread's priority (no lower than it already is).
 * Idempotent, so each catalog pool opened may call it. Linux only: elsewhere threads are not listed, and nothing
 * changes.
 */
export function lowerV8HelperThreads(increment: number): void {
  if (increment <= 0) return;
  let threads: string[];
  try {
    threads = readdirSync('/proc/self/task');
  } catch {
    return;
  }
  const target = Math.min(LOWEST_PRIORITY, getPriority() + increment);
  for (const thread of threads) {
    const id = Number(thread);
    try {
      if (readFileSync(`/proc/self/task/${thread}/comm`, 'utf8').trim() !== HELPER_NAME) continue;
      if (getPriority(id) < target) setPriority(id, target);
    } catch {
      // The thread ended since it was listed.
    }
  }
}
