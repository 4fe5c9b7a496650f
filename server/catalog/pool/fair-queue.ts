/**
 * The catalog pool's waiting line, taken from callers in turn: one caller's burst of searches waits behind
 * itself, not in front of everyone else. Each caller (an API key) has its own first-in-first-out lane; the next
 * free thread takes the head of the next lane in rotation. Calls that name no caller share one lane.
 */
import { queueOptionsSymbol, type PiscinaTask, type TaskQueue } from 'piscina';

/** What a call carries for the queue, under Piscina's queueOptionsSymbol: it never reaches the worker. */
export interface QueueOptions {
  caller?: string;
}

const callerOf = (task: PiscinaTask): string =>
  (task[queueOptionsSymbol] as QueueOptions | null | undefined)?.caller ?? '';

export class FairTaskQueue implements TaskQueue {
  /** Each waiting caller's lane, in the order the lanes take their turns (a Map keeps insertion order). */
  private readonly lanes = new Map<string, PiscinaTask[]>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  push(task: PiscinaTask): void {
    const caller = callerOf(task);
    const lane = this.lanes.get(caller);
    if (lane) lane.push(task);
    else this.lanes.set(caller, [task]);
    this.count += 1;
  }

  /**
   * Back at the head of its lane, and that lane first: piscina (with stricterFIFO) hands back a call it took when
   * no thread was free, which keeps that caller's turn.
   */
  unshift(task: PiscinaTask): void {
    const caller = callerOf(task);
    const lane = this.lanes.get(caller) ?? [];
    this.lanes.delete(caller);
    const rest = [...this.lanes];
    this.lanes.clear();
    this.lanes.set(caller, [task, ...lane]);
    for (const [other, tasks] of rest) this.lanes.set(other, tasks);
    this.count += 1;
  }

  shift(): PiscinaTask | null {
    const next = this.lanes.entries().next();
    if (next.done) return null;
    const [caller, lane] = next.value;
    const task = lane.shift()!;
    // The lane goes to the back of the rotation, or away when it is empty.
    this.lanes.delete(caller);
    if (lane.length > 0) this.lanes.set(caller, lane);
    this.count -= 1;
    return task;
  }

  /** A queued call whose caller gave up (an aborted signal): piscina takes it out of the line. */
  remove(task: PiscinaTask): void {
    const caller = callerOf(task);
    const lane = this.lanes.get(caller);
    const index = lane?.indexOf(task) ?? -1;
    if (!lane || index < 0) return;
    lane.splice(index, 1);
    if (lane.length === 0) this.lanes.delete(caller);
    this.count -= 1;
  }
}
