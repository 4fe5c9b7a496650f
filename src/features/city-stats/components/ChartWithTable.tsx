import type { ReactNode } from 'react';
import { CsvButton } from '../../../components/CsvButton';
import type { Cell } from '../../../lib/csv';

/** A chart and the same numbers as a table beside it (side by side when there is room), with CSV export. */
export function ChartWithTable({
  title,
  chart,
  table,
  csv,
  wide,
}: {
  title: string;
  chart: ReactNode;
  table: ReactNode;
  csv: { header: string[]; rows: Cell[][] };
  wide: boolean;
}) {
  return (
    <figure className="space-y-2">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <CsvButton title={title} header={csv.header} rows={csv.rows} />
      </figcaption>
      <div className={`grid gap-4 ${wide ? 'lg:grid-cols-[3fr_2fr] lg:items-start' : ''}`}>
        <div className="min-w-0">{chart}</div>
        <div className="min-w-0">{table}</div>
      </div>
    </figure>
  );
}
