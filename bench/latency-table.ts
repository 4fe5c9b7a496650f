/** A table of request latencies per class and pass (p50/p95/p99/max), and the classes over their targets. */

const quantile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;

export interface Latencies {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The median, p95, p99 and largest of request timings (nearest rank). */
export function latencies(timings: readonly number[]): Latencies {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    p99: quantile(sorted, 0.99),
    max: quantile(sorted, 1),
  };
}

export interface Target {
  p95: number;
  p99: number;
}

export class LatencyTable {
  private readonly misses: string[] = [];

  header(): void {
    console.log(
      `${'class'.padEnd(30)} ${'server'.padEnd(7)} ${'pass'.padEnd(5)} ${'n'.padStart(4)}   p50 ms   p95 ms   p99 ms   max ms   target p95/p99`,
    );
  }

  /**
   * `describe`, when given, names the request at an index of `timings` (which are in the order sent): a class over its
   * target then lists its two slowest, with where they came in the run, so the next question (what was slow, and
   * was it the first requests a new server answered?) has its answer in the output.
   */
  row(
    name: string,
    label: string,
    pass: string,
    timings: number[],
    target: Target,
    describe?: (index: number) => string,
  ): void {
    const { p50, p95, p99, max } = latencies(timings);
    const cells = [p50, p95, p99, max].map((ms) => ms.toFixed(2).padStart(8)).join(' ');
    console.log(
      `${name.padEnd(30)} ${label.padEnd(7)} ${pass.padEnd(5)} ${String(timings.length).padStart(4)} ${cells}   ${target.p95}/${target.p99}`,
    );
    if (p95 > target.p95 || p99 > target.p99) {
      const slowest = describe
        ? timings
            .map((ms, index) => ({ ms, index }))
            .sort((a, b) => b.ms - a.ms)
            .slice(0, 2)
            .map(({ ms, index }) => `\n    ${ms.toFixed(1)} ms, ${index + 1} of ${timings.length}: ${describe(index)}`)
            .join('')
        : '';
      this.misses.push(`${name} (${label}, ${pass}): p95 ${p95.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${slowest}`);
    }
  }

  summary(): string {
    return this.misses.length === 0
      ? '\nevery class within its target'
      : `\nover the target:\n  ${this.misses.join('\n  ')}`;
  }
}
