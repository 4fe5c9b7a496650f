/** Configuration from environment variables, read once at start-up; every default works with no setup. */
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  datasetScale: number;
  datasetSeed: number;
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number, valid: (value: number) => boolean): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || !valid(value)) throw new Error(`${name}=${raw} is not valid`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: numberFrom(env, 'PORT', 8080, (v) => Number.isInteger(v) && v >= 0 && v < 65536),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR?.trim() || 'data'),
    datasetScale: numberFrom(env, 'DATASET_SCALE', 1, (v) => v > 0 && v <= 2),
    datasetSeed: numberFrom(env, 'DATASET_SEED', 20261121, (v) => Number.isInteger(v) && v >= 0),
  };
}
