import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const MODULE = new URL('./v8-helper-threads.ts', import.meta.url).pathname;

describe.runIf(existsSync('/proc/self/task'))("V8's helper threads", () => {
  it('run at the catalog threads’ priority, however often lowered, while the calling thread keeps its own', () => {
    // A process of its own, so that this test runner's threads keep their priority.
    const script = `
      import { readdirSync, readFileSync } from 'node:fs';
      const { lowerV8HelperThreads } = await import(${JSON.stringify(MODULE)});
      const threads = () => readdirSync('/proc/self/task').map((id) => {
        const stat = readFileSync('/proc/self/task/' + id + '/stat', 'utf8');
        const name = readFileSync('/proc/self/task/' + id + '/comm', 'utf8').trim();
        return { main: Number(id) === process.pid, name, nice: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]) };
      });
      const before = threads();
      lowerV8HelperThreads(5);
      lowerV8HelperThreads(5);
      console.log(JSON.stringify({ before, after: threads() }));`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      encoding: 'utf8',
    });
    type Thread = { main: boolean; name: string; nice: number };
    const { before, after } = JSON.parse(output) as { before: Thread[]; after: Thread[] };
    const main = before.find((thread) => thread.main)!;
    const helpers = after.filter((thread) => thread.name === 'V8Worker');
    expect(helpers.length).toBeGreaterThan(0);
    for (const helper of helpers) expect(helper.nice).toBe(Math.min(19, main.nice + 5));
    expect(after.find((thread) => thread.main)!.nice).toBe(main.nice);
    expect(before.filter((thread) => thread.name === 'V8Worker').every((thread) => thread.nice === main.nice)).toBe(
      true,
    );
  });
});
