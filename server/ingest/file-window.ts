/**
 * A sliding window over a file's bytes, for the readers that parse records straight from a Buffer: the parser
 * consumes complete records from `[start, end)` and moves `start`; `fill` keeps the unconsumed tail (a record cut
 * by the read) and reads more after it. Memory stays at one window however large the file is.
 */
import { open, type FileHandle } from 'node:fs/promises';

const WINDOW_BYTES = 4 << 20;

let bytesReadSoFar = 0;

/** Bytes every window of this process has read: the import's progress bar measures reading by it. */
export const bytesRead = (): number => bytesReadSoFar;

export class FileWindow {
  buf: Buffer = Buffer.allocUnsafe(WINDOW_BYTES);
  start = 0;
  end = 0;
  /** True once the last read came back empty: `[start, end)` is all that is left. */
  eof = false;

  private constructor(private readonly handle: FileHandle) {}

  /** Opens `path`; a missing or unreadable file throws an Error whose one-line message names it and says `expected`. */
  static async open(path: string, expected: string): Promise<FileWindow> {
    try {
      return new FileWindow(await open(path, 'r'));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? String(error);
      throw new Error(`${path}: cannot read the file (${code}); expected ${expected}`, { cause: error });
    }
  }

  /** Moves the unconsumed bytes to the front and reads after them; false when the file is done and nothing is left. */
  async fill(): Promise<boolean> {
    if (this.eof) return this.start < this.end;
    const left = this.end - this.start;
    if (left === this.buf.length) {
      // One record fills the window: grow rather than lose it (parsers bound their records well below this).
      const bigger = Buffer.allocUnsafe(this.buf.length * 2);
      this.buf.copy(bigger, 0, this.start, this.end);
      this.buf = bigger;
    } else if (this.start > 0) {
      this.buf.copy(this.buf, 0, this.start, this.end);
    }
    this.start = 0;
    this.end = left;
    const { bytesRead } = await this.handle.read(this.buf, left, this.buf.length - left, null);
    this.end += bytesRead;
    bytesReadSoFar += bytesRead;
    if (bytesRead === 0) this.eof = true;
    return this.start < this.end || !this.eof;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}
