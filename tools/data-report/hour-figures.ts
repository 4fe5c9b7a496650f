/** The report's figures on opening hours: who is open past midnight, and breakfast places' early days. */
import { findPlace } from '../../server/dataset/places.ts';
import { pct, type Figure, type Row } from './figure.ts';

export function hourFigures(rows: readonly Row[]): Figure[] {
  type Range = { day: string; open: string; close: string; overnight: boolean };
  // Late means closing after midnight. A range that closes at 00:00 is flagged `overnight` too (its close falls on
  // the next day), but closing at midnight is an ordinary evening: counting it gives a quarter of all places.
  const late = (r: Row) => (JSON.parse(r.hours) as Range[]).some((h) => h.overnight && h.close !== '00:00');
  const untilMidnight = (r: Row) => (JSON.parse(r.hours) as Range[]).some((h) => h.overnight);
  const lateRows = rows.filter(late);
  const barOrDiner = lateRows.filter((r) =>
    /"(bar|sports-bar|irish|diner|wine-bar|brewpub|gastropub)"/.test(r.cuisines),
  );
  const villages = rows.filter((r) => (findPlace(r.city, r.state)?.population ?? 0) < 5000);
  const pizzaTaco = villages.filter((r) => /^\["(pizza|tacos)"/.test(r.cuisines));
  const breakfast = rows.filter((r) => r.cuisines.startsWith('["breakfast-brunch"'));
  const earlyAndDone = breakfast.filter((r) =>
    (JSON.parse(r.hours) as Range[]).every((h) => h.open <= '08:00' && !h.overnight && h.close <= '16:00'),
  );
  return [
    ['open past midnight on some day (a close after 00:00)', pct(lateRows.length, rows.length), '15–20%'],
    ['  of those, bars and diners', pct(barOrDiner.length, lateRows.length), ''],
    [
      '  of those, bars, diners or in cities ≥ 100k',
      pct(
        lateRows.filter((r) => barOrDiner.includes(r) || (findPlace(r.city, r.state)?.population ?? 0) >= 100_000)
          .length,
        lateRows.length,
      ),
      'mostly',
    ],
    [
      'open until midnight or later on some day (any range flagged overnight: 00:00 closes count)',
      pct(rows.filter(untilMidnight).length, rows.length),
      '',
    ],
    [
      'pizzerias and taquerias in towns < 5k open past midnight',
      pct(pizzaTaco.filter(late).length, pizzaTaco.length),
      'few',
    ],
    ['breakfast places open by 8:00 and closed by 16:00', pct(earlyAndDone.length, breakfast.length), 'most'],
  ];
}
