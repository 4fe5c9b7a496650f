/**
 * A catalog swap while clients keep sending requests (bench:scale): SIGHUP to the server, which checks its catalog
 * file, opens and warms it again and switches to it (docs/catalog-swap.md), while a few clients each send one request
 * after another, from a while before the signal until a while after the server logs the swap. A request that is not
 * answered 200, or not answered at all, failed.
 */
import { Agent } from 'node:http';
import type { Call } from './analyst-calls.ts';
import { latencies, type Latencies } from './latency-table.ts';
import { rssMiB, timedCall, type Server } from './server-process.ts';

export interface SwapUnderLoad {
  clients: number;
  requests: number;
  failed: number;
  /** The first few failures: status and answer, or the error. */
  failures: string[];
  /** The swap's steps as the server logged them, in ms from its start: verified, warmed, switched, oldClosed. */
  steps: Record<string, number>;
  /** Latencies of the requests answered before the signal, and of those sent between it and the old catalog's close. */
  before: Latencies;
  during: Latencies;
  /** The server's largest resident memory while the swap ran, all its own and mapped pages (MiB). */
  peakMiB: number;
}

const CLIENTS = 4;
/** How long the clients send before the signal, and after the swap. */
const STEADY_MS = 3000;
/** A swap not logged within this long has failed. */
const MOST_MS = 600_000;

/** The log line of a swap asked for by SIGHUP, either way it went, as pino writes it. */
const SWAP_LINE = /^.*"trigger":"SIGHUP".*$/m;

/** The line a server logs when it has checked the catalog it started with against its checksum. */
const CHECKED_LINE = '"msg":"catalog integrity checked"';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Swaps the server's catalog on SIGHUP while CLIENTS clients send `calls` in turn; the server must log at info. It
 * waits for the server's check of the catalog it started with to end first, so that the swap's is the only one.
 */
export async function swapUnderLoad(server: Server, calls: readonly Call[]): Promise<SwapUnderLoad> {
  for (const started = performance.now(); !server.output().includes(CHECKED_LINE); await pause(250)) {
    if (performance.now() - started > MOST_MS) throw new Error('the server never logged its catalog checked');
  }
  const logged = server.output().length;
  const swapLine = () => SWAP_LINE.exec(server.output().slice(logged))?.[0];
  let phase: 'before' | 'during' | 'after' = 'before';
  let sending = true;
  const timings = { before: [] as number[], during: [] as number[], after: [] as number[] };
  let requests = 0;
  const failures: string[] = [];
  const client = async (first: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let next = first; sending; next += 1) {
      const call = calls[next % calls.length]!;
      const sentIn = phase;
      requests += 1;
      try {
        const { status, ms, text } = await timedCall(server, call, agent);
        if (status === 200) timings[sentIn].push(ms);
        else failures.push(`${call.path} ${JSON.stringify(call.body)}: ${status} ${text.slice(0, 200)}`);
      } catch (error) {
        failures.push(`${call.path} ${JSON.stringify(call.body)}: ${String(error)}`);
      }
    }
    agent.destroy();
  };
  const sent = Array.from({ length: CLIENTS }, (_, at) => client(Math.floor((at * calls.length) / CLIENTS)));
  let peakMiB = 0;
  try {
    await pause(STEADY_MS);
    phase = 'during';
    server.child.kill('SIGHUP');
    const signalled = performance.now();
    while (swapLine() === undefined) {
      if (performance.now() - signalled > MOST_MS) throw new Error(`no swap logged ${MOST_MS / 1000} s after SIGHUP`);
      peakMiB = Math.max(peakMiB, rssMiB(server.child.pid!).total);
      await pause(250);
    }
    phase = 'after';
    await pause(STEADY_MS);
  } finally {
    sending = false;
    await Promise.all(sent);
  }
  const line = JSON.parse(swapLine()!) as { msg: string; ms?: Record<string, number> };
  if (!line.ms) throw new Error(`the swap was refused: ${line.msg}`);
  return {
    clients: CLIENTS,
    requests,
    failed: failures.length,
    failures: failures.slice(0, 5),
    steps: line.ms,
    before: latencies(timings.before),
    during: latencies(timings.during),
    peakMiB,
  };
}
