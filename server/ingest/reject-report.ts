/**
 * Nothing lost silently: every row that could not be imported is written to the reject report (one JSON object a
 * line: file, line, reason, the row as read) and every row is counted, per file, as imported, kept with changes or
 * rejected, with reasons and changes tallied for the summary printed at the end.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import type { RowOrigin } from './reader.ts';

export interface FileTally {
  file: string;
  /** Rows imported as they were. */
  imported: number;
  /** Rows imported with a field emptied or defaulted (each said in `changes`). */
  changed: number;
  rejected: number;
  /** How many rows each kind of reason rejected, and each kind of change touched. */
  reasons: Map<string, number>;
  changes: Map<string, number>;
}

/**
 * A reason's kind, for tallies: the words before its particulars ("coordinates in another state: 39.7, -105.0 is
 * in CO…" → "coordinates in another state"; "not a restaurant (categories: Shopping)" → "not a restaurant").
 */
const kindOf = (reason: string): string => reason.split(/: | \(/)[0]!;

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

export class RejectReport {
  private readonly out: WriteStream;
  private readonly tallies = new Map<string, FileTally>();
  private closing: Promise<void> | undefined;

  constructor(readonly path: string) {
    this.out = createWriteStream(path);
  }

  private tally(file: string): FileTally {
    let tally = this.tallies.get(file);
    if (!tally) {
      tally = { file, imported: 0, changed: 0, rejected: 0, reasons: new Map(), changes: new Map() };
      this.tallies.set(file, tally);
    }
    return tally;
  }

  accept(file: string, changes: readonly string[]): void {
    const tally = this.tally(file);
    if (changes.length === 0) {
      tally.imported += 1;
      return;
    }
    tally.changed += 1;
    for (const change of changes) bump(tally.changes, kindOf(change));
  }

  /** Writes the row to the report, waiting when the stream is full, so a file of rejects never piles up in memory. */
  async reject(origin: RowOrigin, reason: string): Promise<void> {
    const tally = this.tally(origin.file);
    tally.rejected += 1;
    bump(tally.reasons, kindOf(reason));
    const line = `${JSON.stringify({ file: origin.file, line: origin.line, reason, row: origin.row })}\n`;
    if (!this.out.write(line)) await new Promise<void>((resolve) => this.out.once('drain', resolve));
  }

  files(): FileTally[] {
    return [...this.tallies.values()];
  }

  /** Ends the report (once; later calls wait for the same end). */
  close(): Promise<void> {
    this.closing ??= new Promise((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(resolve);
    });
    return this.closing;
  }
}
