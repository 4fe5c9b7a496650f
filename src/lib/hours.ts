/**
 * Opening hours as the app shows them: "Open now · until 10:00 PM", the week's table. Whether a place is open is
 * the shared rule in rules/open-hours.ts, the same one the API's open-now filter applies.
 */
import {
  DAYS,
  minutesOf,
  nextDay,
  openSpan,
  spanOpenAt,
  zonedMoment,
  type Day,
  type HoursRange,
  type ZonedMoment,
} from '../../rules/open-hours';

export interface OpenStatus {
  open: boolean;
  /** "Open now · until 10:00 PM", "Closed · opens Tue 11:00 AM", "Closed today" … */
  label: string;
}

/** Is the restaurant open at `at`, judged in its time zone? Null hours: the data does not say (imported catalogs). */
export function openStatus(hours: readonly HoursRange[] | null, timeZone: string, at: Date = new Date()): OpenStatus {
  if (hours === null || hours.length === 0) return { open: false, label: 'Hours not listed' };
  let now: ZonedMoment;
  try {
    now = zonedMoment(at, timeZone);
  } catch {
    return { open: false, label: 'Hours unknown' };
  }
  const spans = hours.map(openSpan);
  const current = spanOpenAt(spans, now);
  if (current) return { open: true, label: `Open now · until ${formatClock(current.range.close)}` };
  // Next opening within the coming week.
  let day = now.day;
  for (let offset = 0; offset < 8; offset += 1) {
    const candidates = spans
      .filter((s) => s.day === day && (offset > 0 || s.open > now.minutes))
      .sort((a, b) => a.open - b.open);
    const first = candidates[0];
    if (first) {
      const when = offset === 0 ? '' : offset === 1 ? 'tomorrow ' : `${shortDay(day)} `;
      return { open: false, label: `Closed · opens ${when}${formatClock(first.range.open)}` };
    }
    day = nextDay(day);
  }
  return { open: false, label: 'Closed' };
}

/** "17:30" → "5:30 PM", "00:00" → "12:00 AM" */
export function formatClock(hhmm: string): string {
  const total = minutesOf(hhmm) % 1440;
  const h = Math.floor(total / 60);
  const m = total % 60;
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

function shortDay(day: Day): string {
  return day.charAt(0).toUpperCase() + day.slice(1, 3);
}

export function dayLabel(day: Day): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

export interface WeekRow {
  day: Day;
  ranges: string[];
}

/** The week from Monday, each day's ranges in time order ("11:00 AM – 2:00 PM"); empty means closed. */
export function weekHours(hours: readonly HoursRange[]): WeekRow[] {
  return DAYS.map((day) => ({
    day,
    ranges: hours
      .filter((r) => r.day === day)
      .sort((a, b) => minutesOf(a.open) - minutesOf(b.open))
      .map(
        (r) =>
          `${formatClock(r.open)} – ${formatClock(r.close)}${openSpan(r).close > 1440 && r.close !== '00:00' ? ' (next day)' : ''}`,
      ),
  }));
}
