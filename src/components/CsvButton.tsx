import { downloadCsv, type Cell } from '../lib/csv';
import { buttonClass } from './ui';

/** Downloads the given rows as a CSV file named after `title` (and the catalog's date, for its figures). */
export function CsvButton({
  title,
  header,
  rows,
  asOf,
}: {
  title: string;
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
  asOf?: string;
}) {
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      onClick={() => downloadCsv(title, header, rows, asOf)}
    >
      Download CSV<span className="sr-only">: {title}</span>
    </button>
  );
}
