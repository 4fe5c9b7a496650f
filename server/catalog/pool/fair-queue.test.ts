/**
 * The pool's waiting line takes callers in turn: one caller's burst waits behind itself, each caller's own calls
 * keep their order, and a call taken out (its client left) or handed back (not run) keeps the line consistent.
 */
import { queueOptionsSymbol, type PiscinaTask } from 'piscina';
import { describe, expect, it } from 'vitest';
import { FairTaskQueue } from './fair-queue.ts';

const call = (name: string, caller?: string) =>
  ({ name, [queueOptionsSymbol]: caller === undefined ? null : { caller } }) as unknown as PiscinaTask;

const drain = (queue: FairTaskQueue) => {
  const names: string[] = [];
  for (let task = queue.shift(); task; task = queue.shift()) names.push(task.name);
  return names;
};

describe('FairTaskQueue', () => {
  it('takes callers in turn, each in its own order', () => {
    const queue = new FairTaskQueue();
    for (const name of ['a1', 'a2', 'a3', 'a4']) queue.push(call(name, 'key_a'));
    queue.push(call('b1', 'key_b'));
    queue.push(call('x1'));
    queue.push(call('b2', 'key_b'));
    expect(queue.size).toBe(7);
    expect(drain(queue)).toEqual(['a1', 'b1', 'x1', 'a2', 'b2', 'a3', 'a4']);
    expect(queue.size).toBe(0);
    expect(queue.shift()).toBeNull();
  });

  it('gives a caller who arrives later the next turn, not the end of the line', () => {
    const queue = new FairTaskQueue();
    for (const name of ['a1', 'a2', 'a3']) queue.push(call(name, 'key_a'));
    expect(queue.shift()?.name).toBe('a1');
    queue.push(call('b1', 'key_b'));
    expect(drain(queue)).toEqual(['a2', 'b1', 'a3']);
  });

  it('takes out a call that is no longer wanted, and ignores one it does not hold', () => {
    const queue = new FairTaskQueue();
    const gone = call('a2', 'key_a');
    for (const task of [call('a1', 'key_a'), gone, call('b1', 'key_b')]) queue.push(task);
    queue.remove(gone);
    queue.remove(call('elsewhere', 'key_c'));
    expect(queue.size).toBe(2);
    expect(drain(queue)).toEqual(['a1', 'b1']);
  });

  it('puts a call handed back at the very front', () => {
    const queue = new FairTaskQueue();
    for (const task of [call('a1', 'key_a'), call('b1', 'key_b'), call('b2', 'key_b')]) queue.push(task);
    const taken = queue.shift()!;
    expect(taken.name).toBe('a1');
    const second = queue.shift()!;
    queue.unshift(second);
    queue.unshift(taken);
    expect(drain(queue)).toEqual(['a1', 'b1', 'b2']);
  });
});
