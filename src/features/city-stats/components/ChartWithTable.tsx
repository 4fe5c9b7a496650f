import type { ReactNode } from 'react';
import { CsvButton } from '../../../components/CsvButton';
import { mutedText } from '../../../components/ui';
import type { Cell } from '../../../lib/csv';

/** The place a chart is of, which its CSV says on every row, and the date of its figures, in the file's name. */
export interface ChartPlace {
  state: string;
  city: string | null;
  asOf?: string;
}

/**
 * A chart and the same numbers as a table beside it (side by side when there is room), with CSV export in the one
 * format (`fieldRows`'s: the API's names, shares as fractions, state and city first).
 * Not wide, it is a compared city's column: from `xl` its caption, chart and table take three rows of the panel's
 * grid (`CityPanel`), which the other cities' columns share, so a caption that wraps in one column (a long city
 * name, the CSV button on a line of its own) does not push that chart below its neighbours.
 */
export function ChartWithTable({
  title,
  note,
  chart,
  table,
  csv,
  wide,
}: {
  title: string;
  /** A sentence on how to read the numbers, under the title. */
  note?: string;
  chart: ReactNode;
  table: ReactNode;
  csv: { header: string[]; rows: Cell[][]; place: ChartPlace };
  wide: boolean;
}) {
  const { state, city, asOf } = csv.place;
  return (
    <figure className={wide ? 'space-y-2' : 'space-y-2 xl:row-span-3 xl:grid xl:grid-rows-subgrid xl:space-y-0'}>
      <figcaption className="space-y-1">
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold">{title}</span>
          <CsvButton
            title={title}
            asOf={asOf}
            header={['state', 'city', ...csv.header]}
            rows={csv.rows.map((row) => [state, city, ...row])}
          />
        </span>
        {note && <span className={`block text-sm ${mutedText}`}>{note}</span>}
      </figcaption>
      <div className={`grid gap-4 ${wide ? 'lg:grid-cols-[3fr_2fr] lg:items-start' : 'xl:contents'}`}>
        <div className="min-w-0">{chart}</div>
        <div className="min-w-0">{table}</div>
      </div>
    </figure>
  );
}
