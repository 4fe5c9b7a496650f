/**
 * A streaming RFC 4180 CSV reader over bytes: quoted fields may hold commas, doubled quotes and line breaks; lines
 * end in LF or CRLF; a UTF-8 BOM is skipped; the first record names the columns.
 *
 * It never gives up on a file because of one bad record. A record whose quoting cannot be read (a quoted field
 * still open after MAX_RECORD_LINES lines, MAX_RECORD_BYTES bytes or at the end of the file; a closing quote
 * followed by something other than a comma or a line end; a record that spans lines yet has the wrong number of
 * fields, which is what a stray opening quote produces) is reported as "broken CSV quoting" and reading starts
 * again on the line after the one it started on, so a stray quote costs one record, not the rest of the file. A
 * record with bytes that are not UTF-8 is reported as "invalid UTF-8"; one with the wrong number of fields as
 * "expected N fields, found M". A quote inside an unquoted field (`12" pizza`) is kept as a character, as most
 * writers and readers do.
 *
 * Speed: the scan looks at each byte once in a plain loop over the Buffer and notes where fields start and end;
 * strings are made only for records that are kept, and UTF-8 validation runs only for records with a byte above
 * 0x7F. Records go out in batches of BATCH_RECORDS, which die young and cost the collector little.
 */
import { isUtf8 } from 'node:buffer';
import { FileWindow } from './file-window.ts';

/** One record: its fields and the 1-based line it starts on, or why it could not be read (with its text, decoded leniently). */
export type CsvEntry =
  { ok: true; line: number; fields: string[] } | { ok: false; line: number; reason: string; text: string };

/** A quoted field may run over this many line breaks before the record counts as broken. */
export const MAX_RECORD_LINES = 100;
/** A record may be this long before it counts as broken (it bounds the memory a stray quote can take). */
const MAX_RECORD_BYTES = 1 << 20;

const QUOTE = 0x22;
const COMMA = 0x2c;
const LF = 0x0a;
const CR = 0x0d;
const BROKEN = 'broken CSV quoting';
/** Records per batch: small enough that a batch dies young (cheap to collect), large enough to amortise the await. */
const BATCH_RECORDS = 1024;
/** `record` could not finish: the record may continue past the bytes read so far. */
const MORE = -1;

/**
 * Parses records from a window of bytes, keeping the line count across windows. The first record is the header:
 * every later one must have as many fields.
 */
export class CsvScanner {
  /** 1-based line number of the next record. */
  private line = 1;
  private atFileStart = true;
  private expectFields: number | undefined;
  /** The record being read: each field's start and end offsets (the end negated when the field has doubled quotes). */
  private readonly bounds: number[] = [];

  /**
   * Appends the complete records in `buf[start, end)` to `out`, up to `limit` of them, and returns the offset
   * after the last one. At the end of the file (`eof`) nothing is left incomplete: only the limit stops it.
   */
  scan(buf: Buffer, start: number, end: number, eof: boolean, out: CsvEntry[], limit = Infinity): number {
    let pos = start;
    if (this.atFileStart) {
      if (end - pos < 3 && !eof) return pos;
      if (buf[pos] === 0xef && buf[pos + 1] === 0xbb && buf[pos + 2] === 0xbf) pos += 3;
      this.atFileStart = false;
    }
    while (pos < end && out.length < limit) {
      const first = buf[pos];
      // Blank lines hold no record.
      if (first === LF) {
        pos++;
        this.line++;
        continue;
      }
      if (first === CR && (pos + 1 === end ? eof : buf[pos + 1] === LF)) {
        pos += 2;
        this.line++;
        continue;
      }
      let next = this.record(buf, pos, end, eof, out);
      if (next === MORE && end - pos >= MAX_RECORD_BYTES) next = this.broken(buf, pos, end, true, out);
      if (next === MORE) {
        if (!eof) break;
        next = this.broken(buf, pos, end, true, out);
      }
      pos = next;
    }
    return pos;
  }

  /** Parses the record at `start`: appends its entry and returns the offset after it, or MORE. */
  private record(buf: Buffer, start: number, end: number, eof: boolean, out: CsvEntry[]): number {
    const bounds = this.bounds;
    bounds.length = 0;
    let i = start;
    let breaks = 0;
    let high = 0;
    for (;;) {
      if (i < end && buf[i] === QUOTE) {
        const from = ++i;
        let doubled = false;
        let to = -1;
        while (i < end) {
          const b = buf[i]!;
          if (b === QUOTE) {
            if (i + 1 === end && !eof) return MORE; // a doubled quote or the closing one: the next byte says
            if (buf[i + 1] === QUOTE) {
              doubled = true;
              i += 2;
              continue;
            }
            to = i;
            break;
          }
          if (b === LF && ++breaks > MAX_RECORD_LINES) return this.broken(buf, start, end, eof, out);
          high |= b;
          i++;
        }
        if (to < 0) return eof ? this.broken(buf, start, end, eof, out) : MORE;
        bounds.push(from, doubled ? -to : to);
        i = to + 1;
        if (i === end) return eof ? this.finish(buf, start, i, breaks, high, eof, out) : MORE;
        const after = buf[i];
        if (after === COMMA) {
          i++;
          continue;
        }
        if (after === LF) return this.finish(buf, start, i + 1, breaks, high, eof, out);
        if (after === CR) {
          if (i + 1 === end) return eof ? this.finish(buf, start, i + 1, breaks, high, eof, out) : MORE;
          if (buf[i + 1] === LF) return this.finish(buf, start, i + 2, breaks, high, eof, out);
        }
        return this.broken(buf, start, end, eof, out);
      }
      const from = i;
      while (i < end) {
        const b = buf[i]!;
        if (b === COMMA || b === LF) break;
        high |= b;
        i++;
      }
      if (i === end && !eof) return MORE;
      // The CR of a CRLF ending is not part of the field.
      bounds.push(from, i > from && buf[i - 1] === CR && (i === end || buf[i] === LF) ? i - 1 : i);
      if (i === end) return this.finish(buf, start, i, breaks, high, eof, out);
      if (buf[i] === COMMA) {
        i++;
        continue;
      }
      return this.finish(buf, start, i + 1, breaks, high, eof, out);
    }
  }

  /** A record read to its end at `next`: checks its bytes and its field count, and appends its entry. */
  private finish(
    buf: Buffer,
    start: number,
    next: number,
    breaks: number,
    high: number,
    eof: boolean,
    out: CsvEntry[],
  ): number {
    const line = this.line;
    const count = this.bounds.length / 2;
    if (high & 0x80 && !isUtf8(buf.subarray(start, next))) {
      out.push({ ok: false, line, reason: 'invalid UTF-8', text: recordText(buf, start, next) });
    } else if (this.expectFields !== undefined && count !== this.expectFields) {
      // Over several lines, a wrong count is what an unclosed quote leaves: read those lines again on their own.
      if (breaks > 0) return this.broken(buf, start, next, eof, out);
      out.push({
        ok: false,
        line,
        reason: `expected ${this.expectFields} fields, found ${count}`,
        text: recordText(buf, start, next),
      });
    } else {
      this.expectFields ??= count;
      out.push({ ok: true, line, fields: this.fields(buf, start, next, high) });
    }
    this.line += breaks + 1;
    return next;
  }

  /**
   * The fields of the record just read. An ASCII record is decoded once and cut with `slice` (byte offsets are
   * character offsets there, and V8's slices share the record's string); other records decode each field as UTF-8.
   */
  private fields(buf: Buffer, start: number, next: number, high: number): string[] {
    const bounds = this.bounds;
    const fields: string[] = [];
    const ascii = (high & 0x80) === 0;
    const record = ascii ? buf.toString('latin1', start, next) : '';
    for (let k = 0; k < bounds.length; k += 2) {
      const from = bounds[k]!;
      const to = bounds[k + 1]!;
      const end = to < 0 ? -to : to;
      const text = ascii ? record.slice(from - start, end - start) : buf.toString('utf8', from, end);
      fields.push(to < 0 ? text.replaceAll('""', '"') : text);
    }
    return fields;
  }

  /** Reports the record at `start` as broken and resumes on the line after its first; MORE if that line is not all read. */
  private broken(buf: Buffer, start: number, end: number, eof: boolean, out: CsvEntry[]): number {
    const lineEnd = buf.indexOf(LF, start);
    if ((lineEnd < 0 || lineEnd >= end) && !eof) return MORE;
    const next = lineEnd < 0 || lineEnd >= end ? end : lineEnd + 1;
    out.push({ ok: false, line: this.line, reason: BROKEN, text: recordText(buf, start, next) });
    this.line++;
    return next;
  }
}

/** The record's text for the reject report, without its line ending; bad bytes become U+FFFD. */
function recordText(buf: Buffer, start: number, next: number): string {
  let to = next;
  if (to > start && buf[to - 1] === LF) to--;
  if (to > start && buf[to - 1] === CR) to--;
  return buf.toString('utf8', start, to);
}

/**
 * Reads a CSV file whose header holds `columns` (in any order; other columns are ignored), in batches of entries
 * whose fields follow the order of `columns`. A missing file, an empty one or a header without those columns
 * throws an Error with a one-line message naming the file, the expected columns and the ones found.
 */
export async function* readCsvRecords(path: string, columns: readonly string[]): AsyncGenerator<CsvEntry[]> {
  const expected = `columns ${columns.join(', ')}`;
  const window = await FileWindow.open(path, expected);
  try {
    const scanner = new CsvScanner();
    let order: number[] | undefined;
    let identity = false;
    while (await window.fill()) {
      for (;;) {
        const batch: CsvEntry[] = [];
        window.start = scanner.scan(window.buf, window.start, window.end, window.eof, batch, BATCH_RECORDS);
        let entries = batch;
        if (!order && batch.length > 0) {
          const header = headerOf(path, batch[0]!, expected, columns);
          order = columns.map((column) => header.indexOf(column));
          identity = header.length === columns.length && order.every((index, i) => index === i);
          entries = batch.slice(1);
        }
        if (entries.length > 0) {
          yield identity
            ? entries
            : entries.map((entry) => (entry.ok ? { ...entry, fields: pick(entry.fields, order!) } : entry));
        }
        if (batch.length < BATCH_RECORDS) break;
      }
    }
    if (!order) throw new Error(`${path}: the file is empty; expected ${expected}`);
  } finally {
    await window.close();
  }
}

function headerOf(path: string, entry: CsvEntry, expected: string, columns: readonly string[]): string[] {
  if (!entry.ok) throw new Error(`${path}: the header cannot be read (${entry.reason}); expected ${expected}`);
  const header = entry.fields.map((name) => name.trim());
  if (columns.every((column) => header.includes(column))) return header;
  throw new Error(`${path}: expected ${expected}; found columns ${header.join(', ')}`);
}

function pick(fields: readonly string[], order: readonly number[]): string[] {
  return order.map((index) => fields[index]!);
}
