/**
 * Side-by-side load of several targets with autocannon, alternating in slices so that noise from elsewhere on the
 * machine falls on all of them; latencies are recorded per response, so percentiles are exact.
 */
import autocannon from 'autocannon';

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

export interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

/**
 * Loads each target for `seconds` in total, alternating in `rounds` slices (off, on, off, on…) so that a burst of
 * noise from elsewhere on the machine falls on both; percentiles are over every response of a target.
 */
export async function compare(targets: Target[], conns: number, seconds: number, rounds: number): Promise<Figures[]> {
  const samples = targets.map(() => ({ times: [] as number[], total: 0, failures: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      const sample = samples[index]!;
      const instance = autocannon({
        url: target.url,
        connections: conns,
        duration: seconds / rounds,
        headers: target.headers,
        ...(target.method && { method: target.method }),
        ...(target.body !== undefined && { body: target.body }),
      });
      instance.on('response', (_client, _status, _bytes, responseTime) => sample.times.push(responseTime));
      const result = await instance;
      sample.total += result.requests.total;
      sample.failures += result.non2xx + result.errors + result.timeouts;
    }
  }
  return samples.map((sample, index) => {
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
