import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CsvScanner, MAX_RECORD_LINES, readCsvRecords, type CsvEntry } from './csv.ts';

/** Scans `bytes` as if they arrived `step` bytes at a time, keeping what a window keeps between reads. */
function scanInSteps(bytes: Buffer, step: number): CsvEntry[] {
  const scanner = new CsvScanner();
  const out: CsvEntry[] = [];
  let start = 0;
  for (let end = Math.min(step, bytes.length); ; end = Math.min(end + step, bytes.length)) {
    const eof = end === bytes.length;
    start = scanner.scan(bytes, start, end, eof, out);
    if (eof) break;
  }
  return out;
}

const scan = (text: string | Buffer) => scanInSteps(Buffer.isBuffer(text) ? text : Buffer.from(text), Infinity);
const fields = (entries: CsvEntry[]) => entries.map((entry) => (entry.ok ? entry.fields : entry.reason));
const lines = (entries: CsvEntry[]) => entries.map((entry) => entry.line);

describe('the CSV scanner', () => {
  it('reads quoted commas, doubled quotes and line breaks inside quotes', () => {
    const entries = scan('a,b,c\n1,"x, y","say ""hi"""\n2,"two\nlines",z\n3,,\n');
    expect(fields(entries)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\nlines', 'z'],
      ['3', '', ''],
    ]);
    expect(lines(entries)).toEqual([1, 2, 3, 5]);
  });

  it('takes CRLF and LF endings, a BOM, blank lines and a last line without an ending', () => {
    const entries = scan('\uFEFFa,b\r\n1,"q"\r\n\r\n\n2,x\r\n3,"multi\r\nline"\n4,end');
    expect(fields(entries)).toEqual([
      ['a', 'b'],
      ['1', 'q'],
      ['2', 'x'],
      ['3', 'multi\r\nline'],
      ['4', 'end'],
    ]);
    expect(lines(entries)).toEqual([1, 2, 5, 6, 8]);
  });

  it('keeps a quote inside an unquoted field as a character', () => {
    expect(fields(scan('a,b\n12" pizza,Joe\'s "Famous"\n'))).toEqual([
      ['a', 'b'],
      ['12" pizza', 'Joe\'s "Famous"'],
    ]);
  });

  it('decodes UTF-8, and rejects only the record with bytes that are not', () => {
    const bytes = Buffer.concat([
      Buffer.from('a,b\n1,Phở\n'),
      Buffer.from([0x32, 0x2c, 0x43, 0x61, 0x66, 0xe9, 0x0a]), // 2,Caf\xe9 (latin-1)
      Buffer.from('3,"Jalapeño, café"\n'),
    ]);
    const entries = scan(bytes);
    expect(fields(entries)).toEqual([['a', 'b'], ['1', 'Phở'], 'invalid UTF-8', ['3', 'Jalapeño, café']]);
    expect(entries[2]).toMatchObject({ line: 3, text: '2,Caf\uFFFD' });
  });

  it('rejects a record with the wrong number of fields and goes on', () => {
    const entries = scan('a,b,c\n1,2\n1,2,3,4\n1,2,3\n');
    expect(fields(entries)).toEqual([
      ['a', 'b', 'c'],
      'expected 3 fields, found 2',
      'expected 3 fields, found 4',
      ['1', '2', '3'],
    ]);
    expect(entries[1]).toMatchObject({ line: 2, text: '1,2' });
  });

  it('rejects a closing quote followed by text, and reads on from the next line', () => {
    const entries = scan('a,b\n1,"Smokin\' Joe\'s" Shack\n2,ok\n');
    expect(fields(entries)).toEqual([['a', 'b'], 'broken CSV quoting', ['2', 'ok']]);
    expect(lines(entries)).toEqual([1, 2, 3]);
  });

  it('does not let an unclosed quote swallow the lines after it', () => {
    // The quote opened on line 2 closes on line 4 ("Pineapple"), leaving a record of the wrong shape.
    const text = 'a,b,c\n1,"Kale, mango,7\n2,Berry,6\n3,"Pineapple" Express,6\n4,Mango,5\n';
    const entries = scan(text);
    expect(fields(entries)).toEqual([
      ['a', 'b', 'c'],
      'broken CSV quoting',
      ['2', 'Berry', '6'],
      'broken CSV quoting',
      ['4', 'Mango', '5'],
    ]);
    expect(lines(entries)).toEqual([1, 2, 3, 4, 5]);
  });

  it('gives up on a quoted field after MAX_RECORD_LINES lines, or at the end of the file', () => {
    const body = Array.from({ length: MAX_RECORD_LINES + 20 }, (_, i) => `${i},x`).join('\n');
    const entries = scan(`a,b\n1,"never closed\n${body}\n`);
    expect(entries[1]).toMatchObject({ ok: false, line: 2, reason: 'broken CSV quoting', text: '1,"never closed' });
    expect(entries.slice(2).every((entry) => entry.ok)).toBe(true);
    expect(entries).toHaveLength(2 + MAX_RECORD_LINES + 20);

    const atEnd = scan('a,b\n1,ok\n2,"open\n3,x\n');
    expect(fields(atEnd)).toEqual([['a', 'b'], ['1', 'ok'], 'broken CSV quoting', ['3', 'x']]);
    expect(lines(atEnd)).toEqual([1, 2, 3, 4]);
  });

  it('reads the same records whatever the reads cut (every record straddles a read boundary somewhere)', () => {
    const text = Buffer.concat([
      Buffer.from('\uFEFFid,name,note\r\n1,"Café, ""the"" best","two\r\nlines"\r\n\r\n'),
      Buffer.from('2,Phở,"x"\n3,"broken" here,y\n4,', 'utf8'),
      Buffer.from([0xff]),
      Buffer.from(',z\n5,"a""",""\n6,last,"quoted at the end"'),
    ]);
    const whole = scan(text);
    expect(fields(whole)).toEqual([
      ['id', 'name', 'note'],
      ['1', 'Café, "the" best', 'two\r\nlines'],
      ['2', 'Phở', 'x'],
      'broken CSV quoting',
      'invalid UTF-8',
      ['5', 'a"', ''],
      ['6', 'last', 'quoted at the end'],
    ]);
    expect(lines(whole)).toEqual([1, 2, 5, 6, 7, 8, 9]);
    for (let step = 1; step <= 12; step++) expect(scanInSteps(text, step)).toEqual(whole);
  });
});

describe('reading a CSV file', () => {
  const folder = mkdtempSync(join(tmpdir(), 'ingest-csv-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const file = (name: string, text: string) => {
    const path = join(folder, name);
    writeFileSync(path, text);
    return path;
  };
  const readAll = async (path: string, columns: readonly string[]) => {
    const out: CsvEntry[] = [];
    for await (const batch of readCsvRecords(path, columns)) out.push(...batch);
    return out;
  };

  it('yields the rows after the header, in the order of the columns asked for', async () => {
    const path = file('reordered.csv', 'extra,b,a\nx,2,1\ny,4,3\n');
    expect(fields(await readAll(path, ['a', 'b']))).toEqual([
      ['1', '2'],
      ['3', '4'],
    ]);
  });

  it('counts fields against the header, extra columns included', async () => {
    const path = file('short.csv', 'extra,b,a\nx,2\n');
    expect(fields(await readAll(path, ['a', 'b']))).toEqual(['expected 3 fields, found 2']);
  });

  it('streams a file larger than its window, with the right line numbers', async () => {
    const rows = Array.from(
      { length: 200_000 },
      (_, i) => `${i},"name ${i}, with a comma",${i % 7 === 0 ? '"two\nlines"' : 'x'}`,
    );
    const path = file('large.csv', `id,name,note\n${rows.join('\n')}\n`);
    const entries = await readAll(path, ['id', 'name', 'note']);
    expect(entries).toHaveLength(200_000);
    expect(entries.every((entry) => entry.ok)).toBe(true);
    const last = entries.at(-1)!;
    // Rows 0, 7, 14, … take two lines.
    expect(last.line).toBe(2 + 199_999 + Math.ceil(199_999 / 7));
    expect(last.ok && last.fields).toEqual(['199999', 'name 199999, with a comma', 'x']);
  });

  it('throws one line naming the file and the columns when the header is wrong, the file empty or missing', async () => {
    const wrong = file('wrong.csv', 'id,title\n1,x\n');
    await expect(readAll(wrong, ['id', 'name'])).rejects.toThrow(
      `${wrong}: expected columns id, name; found columns id, title`,
    );
    const empty = file('empty.csv', '');
    await expect(readAll(empty, ['id'])).rejects.toThrow(`${empty}: the file is empty; expected columns id`);
    const missing = join(folder, 'missing.csv');
    await expect(readAll(missing, ['id'])).rejects.toThrow(
      `${missing}: cannot read the file (ENOENT); expected columns id`,
    );
  });
});
