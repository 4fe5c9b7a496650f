/** The thread CatalogIntegrity hashes a catalog on: one file, one digest, then it ends. */
import { parentPort, workerData } from 'node:worker_threads';
import { fileSha256Sync } from './integrity.ts';

parentPort!.postMessage(fileSha256Sync((workerData as { path: string }).path));
