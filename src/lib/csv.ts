/** RFC 4180 CSV, with cells that a spreadsheet would run as a formula defused. */
export type Cell = string | number | null | undefined;

export function csvCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The one CSV format of the API's records, whatever page downloads them: a column per field, headed by its name as
 * the API spells it (a nested one dotted: `price_tiers.$`), each value as the API gives it (numbers as numbers,
 * shares as fractions, no value as an empty cell). Fields start with state and city, so every row says its place;
 * `downloadCsv` puts the catalog's date in the file's name.
 */
export function fieldRows<R>(records: readonly R[], fields: readonly string[]): Cell[][] {
  return records.map((record) => fields.map((field) => valueAt(record, field)));
}

function valueAt(record: unknown, path: string): Cell {
  const value = path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      record,
    );
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** "Austin, TX top cuisines" → "austin-tx-top-cuisines.csv" */
export function csvFileName(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'export'}.csv`;
}

/**
 * Saves the rows as a CSV file named after `title` and, for figures of the catalog, the date they describe
 * ("…-as-of-2026-11-20.csv"), as a download the browser offers.
 */
export function downloadCsv(
  title: string,
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  asOf?: string,
): void {
  const blob = new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = csvFileName(asOf ? `${title} as of ${asOf}` : title);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
