/** The summary `npm run data:import` prints at the end: every file's rows counted, reasons and changes tallied. */
import type { ImportSummary } from './import-catalog.ts';

const count = (n: number) => n.toLocaleString('en-US');

function tallyLines(title: string, tally: ReadonlyMap<string, number>): string[] {
  const sorted = [...tally].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
  return sorted.map(([reason, n]) => `    ${title} ${count(n).padStart(9)}  ${reason}`);
}

export function summaryText(summary: ImportSummary): string {
  const lines: string[] = [];
  for (const file of summary.files) {
    const total = file.imported + file.changed + file.rejected;
    lines.push(
      `${file.file}: ${count(total)} rows · imported ${count(file.imported)} · kept with changes ` +
        `${count(file.changed)} · rejected ${count(file.rejected)}`,
      ...tallyLines('rejected', file.reasons),
      ...tallyLines('changed ', file.changes),
    );
  }
  const built = summary.catalog;
  if (built) {
    const rate = summary.menuRows / summary.seconds;
    lines.push(
      `Built ${count(built.restaurants)} restaurants (${count(summary.restaurantsWithoutMenu)} without a menu), ` +
        `${count(built.items)} menu items, ${count(built.cities)} cities, ${built.cuisines} cuisines: ` +
        `${(built.bytes / 1024 / 1024).toFixed(0)} MiB in ${summary.seconds.toFixed(1)} s` +
        (summary.menuRows > 0 ? ` (${count(Math.round(rate))} menu rows/s)` : ''),
    );
  }
  const rejected = summary.files.reduce((sum, file) => sum + file.rejected, 0);
  lines.push(`Rejected rows (${count(rejected)}) are listed in ${summary.rejectsPath}`);
  return `${lines.join('\n')}\n`;
}
