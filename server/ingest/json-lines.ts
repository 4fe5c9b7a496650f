/**
 * A streaming reader of JSON Lines files (one JSON value a line), over bytes like the CSV reader: a line that is
 * not UTF-8 or not JSON is reported with its line number and reading goes on. Blank lines are skipped.
 */
import { isUtf8 } from 'node:buffer';
import { FileWindow } from './file-window.ts';

export type JsonLine =
  { ok: true; line: number; value: unknown } | { ok: false; line: number; reason: string; text: string };

const LF = 0x0a;

/**
 * The lines of `path`, in batches. `describe` says what the file should hold, for the one-line error a missing
 * file throws.
 */
export async function* readJsonLines(path: string, describe: string): AsyncGenerator<JsonLine[]> {
  const window = await FileWindow.open(path, describe);
  let line = 0;
  try {
    while (await window.fill()) {
      const { buf, end, eof } = window;
      const batch: JsonLine[] = [];
      let pos = window.start;
      while (pos < end) {
        let next = buf.indexOf(LF, pos);
        if (next < 0 || next >= end) {
          if (!eof) break;
          next = end;
        }
        line++;
        const bytes = buf.subarray(pos, next > pos && buf[next - 1] === 0x0d ? next - 1 : next);
        pos = next + 1;
        if (bytes.length === 0) continue;
        if (!isUtf8(bytes)) {
          batch.push({ ok: false, line, reason: 'invalid UTF-8', text: bytes.toString('utf8') });
          continue;
        }
        // A byte-order mark may open the file; JSON does not allow one.
        const text =
          line === 1 && bytes[0] === 0xef ? bytes.toString('utf8').replace(/^\uFEFF/, '') : bytes.toString('utf8');
        try {
          batch.push({ ok: true, line, value: JSON.parse(text) });
        } catch {
          if (text.trim() !== '') batch.push({ ok: false, line, reason: 'invalid JSON', text });
        }
      }
      window.start = Math.min(pos, end);
      if (batch.length > 0) yield batch;
    }
  } finally {
    await window.close();
  }
}
