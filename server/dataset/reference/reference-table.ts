/**
 * The repository's reference tables (`*.tsv` beside this file and the report's): tab-separated, `#` comment lines,
 * one header line naming the columns. Each reader checks its own figures; this one only finds the columns.
 */
export interface ReferenceTable {
  /** Each line's cells, header and comments left out. */
  rows: string[][];
  /** The index of the column the header names `label`; a missing column is an error naming `table`. */
  column: (label: string) => number;
}

export function referenceTable(text: string, table: string): ReferenceTable {
  const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const header = (lines.shift() ?? '').split('\t');
  return {
    rows: lines.map((line) => line.split('\t')),
    column: (label) => {
      const index = header.indexOf(label);
      if (index < 0) throw new Error(`${table} has no ${label} column`);
      return index;
    },
  };
}
