import { downloadCsv, type Cell } from '../lib/csv';
import { buttonClass } from './ui';

/** Downloads the given rows as a CSV file named after `title`. */
export function CsvButton({
  title,
  header,
  rows,
}: {
  title: string;
  header: readonly string[];
  rows: readonly (readonly Cell[])[];
}) {
  return (
    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => downloadCsv(title, header, rows)}>
      Download CSV<span className="sr-only">: {title}</span>
    </button>
  );
}
