import { csvFileName, toCsv, type Cell } from '../lib/csv';
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
  const download = () => {
    const blob = new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = csvFileName(title);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <button type="button" className={buttonClass('secondary', 'sm')} onClick={download}>
      Download CSV<span className="sr-only">: {title}</span>
    </button>
  );
}
