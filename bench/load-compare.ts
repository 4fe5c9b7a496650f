/**
 * Load several targets with autocannon in alternating slices (a, b, c, a, b, c…) so that noise from elsewhere on
 * the machine falls on all of them; latencies are recorded per response, so percentiles are exact. A target with
 * several URLs (several nodes) gets the connections spread over them, loaded at the same time.
 */
import autocannon from 'autocannon';

export interface Target {
  label: string;
  urls: string[];
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

export interface Figures {
  label: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
}

/** Loads each target with `connections` for `seconds` in total, in `rounds` slices. */
export async function compare(targets: Target[], connections: number, seconds: number, rounds: number) {
  const samples = targets.map(() => ({ times: [] as number[], total: 0, failures: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      const sample = samples[index]!;
      const results = await Promise.all(
        target.urls.map((url, i) => {
          // Spread the connections: 50 over 3 nodes is 17, 17, 16.
          const share = Math.floor(connections / target.urls.length) + (i < connections % target.urls.length ? 1 : 0);
          const instance = autocannon({
            url,
            connections: Math.max(1, share),
            duration: seconds / rounds,
            headers: target.headers,
            ...(target.method && { method: target.method }),
            ...(target.body !== undefined && { body: target.body }),
          });
          instance.on('response', (_client, _status, _bytes, responseTime) => sample.times.push(responseTime));
          return instance;
        }),
      );
      for (const result of results) {
        sample.total += result.requests.total;
        sample.failures += result.non2xx + result.errors + result.timeouts;
      }
    }
  }
  return samples.map((sample, index): Figures => {
    const times = sample.times.sort((a, b) => a - b);
    return {
      label: targets[index]!.label,
      rps: sample.total / seconds,
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      failures: sample.failures,
    };
  });
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
