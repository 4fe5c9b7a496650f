/**
 * A file of one JSON value a line, streamed: each line with its 1-based number, parsed, or the reason it could
 * not be (invalid UTF-8, invalid JSON). Blank lines are skipped.
 */
import { createReadStream } from 'node:fs';

export type JsonLine = { line: number; text: string } & ({ ok: true; value: unknown } | { ok: false; reason: string });

const NEWLINE = 0x0a;
const utf8 = new TextDecoder('utf-8', { fatal: true });

export async function* jsonLines(path: string): AsyncGenerator<JsonLine> {
  let carry: Buffer = Buffer.alloc(0);
  let line = 0;
  const parse = (bytes: Buffer): JsonLine | undefined => {
    line += 1;
    let text: string;
    try {
      text = utf8.decode(bytes).trim();
    } catch {
      return { line, text: bytes.toString('latin1'), ok: false, reason: 'invalid UTF-8' };
    }
    if (text === '') return undefined;
    try {
      return { line, text, ok: true, value: JSON.parse(text) as unknown };
    } catch (error) {
      return { line, text, ok: false, reason: `invalid JSON: ${(error as Error).message}` };
    }
  };
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    const data = carry.length === 0 ? chunk : Buffer.concat([carry, chunk]);
    let start = 0;
    for (let end = data.indexOf(NEWLINE, start); end !== -1; end = data.indexOf(NEWLINE, start)) {
      const parsed = parse(data.subarray(start, end));
      if (parsed) yield parsed;
      start = end + 1;
    }
    carry = Buffer.from(data.subarray(start));
  }
  if (carry.length > 0) {
    const parsed = parse(carry);
    if (parsed) yield parsed;
  }
}
