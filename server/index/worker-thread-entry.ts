/**
 * The entry of a WorkerThread (`worker-thread.ts`). The module is loaded inside the try, so that even a failure to
 * load it comes back to the caller instead of leaving it waiting for ever; so does an error thrown later, outside
 * the function's own calls (in a message listener, say).
 */
import { workerData } from 'node:worker_threads';
import type { ThreadStart } from './worker-thread.ts';

const { module, data, port } = workerData as ThreadStart;
const report = (error: unknown) => {
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  port.postMessage({ message, stack });
};
process.on('uncaughtException', report);
try {
  const loaded = (await import(module)) as { default: (data: unknown) => unknown };
  await loaded.default(data);
} catch (error) {
  report(error);
}
